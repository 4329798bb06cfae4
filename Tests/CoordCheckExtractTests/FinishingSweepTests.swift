import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A tab's coordinator that, as its stack's delegate, tells each child whose screen is gone
/// to finish (`detail.finish()`, the base class's `parent?.childDidFinish(self)`), the
/// children found through a computed property narrowing them to one type (`private var
/// details: [DetailCoordinator] { children.compactMap { $0 as? DetailCoordinator } }`). The
/// child's finish is the parent's removal of it: back, a back swipe and a tab re-tap remove
/// the child. No invariant is violated.
extension ExtractTests {
    static func finishingSweepApp(sweep: String) -> String {
        """
        import UIKit

        class BaseCoordinator: NSObject {
            weak var parent: BaseCoordinator?
            var children: [BaseCoordinator] = []
            func start() {}
            func addChild(_ child: BaseCoordinator) {
                child.parent = self
                children.append(child)
            }
            func childDidFinish(_ child: BaseCoordinator) {
                children.removeAll { $0 === child }
            }
            func finish() {
                parent?.childDidFinish(self)
            }
        }

        final class ListViewController: UIViewController {
            var onOpen: (() -> Void)?
        }
        final class DetailViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}

        final class DetailCoordinator: BaseCoordinator {
            private(set) weak var viewController: DetailViewController?
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                let detail = DetailViewController()
                viewController = detail
                navigationController.pushViewController(detail, animated: true)
            }
        }

        final class ListCoordinator: BaseCoordinator, UINavigationControllerDelegate {
            let navigationController = UINavigationController()
            private var details: [DetailCoordinator] {
                children.compactMap { $0 as? DetailCoordinator }
            }
            override func start() {
                navigationController.delegate = self
                let list = ListViewController()
                list.onOpen = { [weak self] in self?.showDetail() }
                navigationController.setViewControllers([list], animated: false)
            }
            private func showDetail() {
                let detail = DetailCoordinator(navigationController: navigationController)
                addChild(detail)
                detail.start()
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                prune()
            }
            private func prune() {
                let stack = navigationController.viewControllers
                \(sweep)
            }
        }

        final class SettingsCoordinator: BaseCoordinator {
            let navigationController = UINavigationController()
            override func start() {
                navigationController.setViewControllers([SettingsViewController()], animated: false)
            }
        }

        final class AppCoordinator: BaseCoordinator {
            private let window: UIWindow
            private let tabs = UITabBarController()
            init(window: UIWindow) { self.window = window }
            override func start() {
                let list = ListCoordinator()
                let settings = SettingsCoordinator()
                addChild(list)
                addChild(settings)
                list.start()
                settings.start()
                tabs.viewControllers = [list.navigationController, settings.navigationController]
                window.rootViewController = tabs
                window.makeKeyAndVisible()
            }
        }

        \(delegateStarting(windowed: "AppCoordinator"))
        """
    }

    static let finishingSweeps = [
        """
        for detail in details where !stack.contains(where: { $0 === detail.viewController }) {
                    detail.finish()
                }
        """,
        """
        details.filter { detail in !stack.contains(where: { $0 === detail.viewController }) }.forEach { $0.finish() }
        """,
        """
        for case let detail as DetailCoordinator in children where !stack.contains(where: { $0 === detail.viewController }) {
                    detail.finish()
                }
        """,
        // A local list of the children narrowed, each removed by self.
        """
        let ended = children.compactMap { $0 as? DetailCoordinator }.filter { detail in
                    guard let shown = detail.viewController else { return true }
                    return !stack.contains(shown)
                }
                ended.forEach { childDidFinish($0) }
        """,
    ]

    @Test(arguments: finishingSweeps.indices)
    func aChildToldToFinishByItsStacksDelegateLeavesOnBackAndReselect(sweep: Int) throws {
        let draft = try extract(["App.swift": Self.finishingSweepApp(sweep: Self.finishingSweeps[sweep])], name: "sweep")
        let text = lines(draft)
        #expect(try handler("on DetailViewController.back", of: "DetailCoordinator", in: text) == ["pop", "call ListCoordinator.navigationControllerDidShow"],
                "\(draft.scenario)")
        #expect(try handler("func navigationControllerDidShow", of: "ListCoordinator", in: text) == ["removeChild caller"], "\(draft.scenario)")
        #expect(try handler("on reselectTab", of: "ListCoordinator", in: text) == ["if child DetailCoordinator: removeChild DetailCoordinator"],
                "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
    }
}
