import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// `#if`: the draft reads the code of the build users run (a release build for an iOS device):
/// `DEBUG` unset, the project's own conditions set, `os(iOS)`, no simulator; in declarations
/// and in bodies, every line where it was written.
extension ExtractTests {
    static let conditionsApp = """
    import UIKit

    protocol Coordinator: AnyObject { func start() }
    final class HomeViewController: UIViewController { var onMore: (() -> Void)? }
    final class DebugMenuViewController: UIViewController {}
    final class PremiumViewController: UIViewController {}
    final class SimulatorViewController: UIViewController {}
    final class FallbackViewController: UIViewController {}

    #if MAIN_APP
    final class PremiumCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(PremiumViewController(), animated: true) }
    }
    #endif

    final class AppCoordinator: Coordinator {
        var children: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let home = HomeViewController()
            home.onMore = { [weak self] in self?.showMore() }
            navigationController.setViewControllers([home], animated: false)
        }
        #if DEBUG
        private func showMore() { navigationController.pushViewController(DebugMenuViewController(), animated: true) }
        #else
        private func showMore() {
            #if targetEnvironment(simulator)
            navigationController.pushViewController(SimulatorViewController(), animated: true)
            #elseif os(iOS) && MAIN_APP
            let premium = PremiumCoordinator(navigationController: navigationController)
            children.append(premium)
            premium.start()
            #else
            navigationController.pushViewController(FallbackViewController(), animated: true)
            #endif
        }
        #endif
    }

    \(delegateStarting("AppCoordinator"))
    """

    @Test func theDraftReadsTheReleaseBuildOfTheAppForADevice() throws {
        let draft = try extract(["App.swift": Self.conditionsApp], name: "conditions")
        let text = lines(draft)
        #expect(try handler("func showMore", of: "AppCoordinator", in: text) == ["start PremiumCoordinator"], "\(draft.scenario)")
        #expect(text.contains("coordinator PremiumCoordinator parent none"), "\(draft.scenario)")
        for dropped in ["DebugMenuViewController", "SimulatorViewController", "FallbackViewController"] {
            #expect(!draft.scenario.contains(dropped), "\(dropped)")
        }
        // Where each line was read: the lines of the file as written.
        let start = try #require(draft.scenario.split(separator: "\n").first { $0.contains("start PremiumCoordinator") })
        #expect(start.hasSuffix("App.swift:36:9"), "\(start)")
        let push = try #require(draft.scenario.split(separator: "\n").first { $0.contains("push PremiumViewController") })
        #expect(push.hasSuffix("App.swift:14:20"), "\(push)")
    }
}
