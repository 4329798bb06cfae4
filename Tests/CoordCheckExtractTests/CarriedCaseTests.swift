import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A helper returning an enum case that carries what it made (`.viewController(controller)`,
/// `.childCoordinator(child)`), and a `switch` on it binding what the case carries
/// (`case let .viewController(controller)`): the screen pushed, the child started.
extension ExtractTests {
    static let carriedCaseApp = """
    import UIKit

    enum Route { case root, about }
    enum MadeChild {
        case viewController(UIViewController)
        case childCoordinator(AboutCoordinator)
        case failed
    }
    final class SettingsViewController: UIViewController { var onAbout: (() -> Void)? }
    final class AboutViewController: UIViewController {}

    final class AboutCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(AboutViewController(), animated: true) }
    }

    final class SettingsCoordinator {
        var children: [AnyObject] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { push(from: makeChild(for: .root)) }
        private func makeChild(for route: Route) -> MadeChild {
            if route == .root {
                let controller = SettingsViewController()
                controller.onAbout = { [weak self] in self?.showAbout() }
                return .viewController(controller)
            }
            return .childCoordinator(AboutCoordinator(navigationController: navigationController))
        }
        private func showAbout() { push(from: makeChild(for: .about)) }
        private func push(from made: MadeChild) {
            switch made {
            case let .viewController(controller):
                navigationController.pushViewController(controller, animated: true)
            case .childCoordinator(let child):
                children.append(child)
                child.start()
            case .failed:
                break
            }
        }
    }

    \(delegateStarting("SettingsCoordinator"))
    """

    @Test func aCaseCarryingAScreenOrAChildIsWhatItCarries() throws {
        let draft = try extract(["App.swift": Self.carriedCaseApp], name: "carried-case")
        let text = lines(draft)
        #expect(try handler("on start", of: "SettingsCoordinator root", in: text) == ["setRoot stack", "push SettingsViewController"], "\(draft.scenario)")
        #expect(text.contains("screen SettingsViewController: onAbout"))
        #expect(try handler("func showAbout", of: "SettingsCoordinator root", in: text) == ["start AboutCoordinator"])
        #expect(try handler("on start", of: "AboutCoordinator", in: text) == ["push AboutViewController"])
    }
}
