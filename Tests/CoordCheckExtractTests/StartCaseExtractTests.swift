import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child whose `start()` branches on what the app stored gets start cases (docs/language.md):
/// the launch that starts it is a launch case per way; a flag of the child just made is what
/// it is declared with; a constant is known; a test of UIKit's stacks is no case.
extension ExtractTests {
    static let startCasesApp = """
    import UIKit

    protocol Coordinator: AnyObject { func start() }
    enum Features { static let compactHome = false }
    final class OnboardingViewController: UIViewController { var onDone: (() -> Void)? }
    final class HomeViewController: UIViewController {}
    final class CompactHomeViewController: UIViewController {}
    final class SettingsService { var hasSeenOnboarding: Bool { UserDefaults.standard.bool(forKey: "seen") } }

    final class MainCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        let settings = SettingsService()
        private var hasStartedOnce = false
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            if hasStartedOnce { return }
            hasStartedOnce = true
            if !settings.hasSeenOnboarding {
                let onboarding = OnboardingViewController()
                onboarding.onDone = { [weak self] in self?.showHome() }
                navigationController.setViewControllers([onboarding], animated: false)
            } else {
                showHome()
            }
        }
        func showHome() {
            let home: UIViewController = Features.compactHome ? CompactHomeViewController() : HomeViewController()
            if navigationController.viewControllers.isEmpty {
                navigationController.setViewControllers([home], animated: false)
            } else {
                navigationController.pushViewController(home, animated: true)
            }
        }
    }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let main = MainCoordinator(navigationController: navigationController)
            childCoordinators.append(main)
            main.start()
        }
    }

    \(delegateStarting("AppCoordinator"))
    """

    @Test func aChildsStartThatBranchesOnWhatTheAppStoredIsALaunchCasePerWay() throws {
        let draft = try extract(["App.swift": Self.startCasesApp], name: "startcases")
        let text = lines(draft)
        // `hasStartedOnce` is false in a coordinator just made: no case for it. The stored
        // flag gives two ways, each a start case; the launch starts one per launch case.
        let headers = text.filter { $0.hasPrefix("on start.") }
        #expect(headers == ["on start.notHasSeenOnboarding", "on start.other"], "\(draft.scenario)")
        #expect(try handler("on start.notHasSeenOnboarding", of: "MainCoordinator", in: text) == ["setViewControllers OnboardingViewController"])
        #expect(try handler("on start.other", of: "MainCoordinator", in: text) == ["call self.showHome"])
        #expect(text.filter { $0.hasPrefix("on launch.") } == ["on launch.notHasSeenOnboarding", "on launch.other"], "\(draft.scenario)")
        #expect(try handler("on launch.other", of: "AppCoordinator root", in: text) == ["start MainCoordinator case other"])
        // The constant takes its case (no note, no compact screen); the test of the stack's
        // screens is UIKit's state, which the model has: no case — set when empty, pushed
        // otherwise, is one push (on an empty stack it makes the root).
        #expect(!draft.scenario.contains("CompactHomeViewController"), "\(draft.scenario)")
        #expect(try handler("func showHome", of: "MainCoordinator", in: text) == ["push HomeViewController"], "\(draft.scenario)")
        // Each launch case shows its screen.
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let shown = try ["launch.notHasSeenOnboarding", "launch.other"].map { label in
            try Replayer(scenario: scenario, invariants: []).run(labels: [label]).last?.snapshot.visibleScreen.map { scenario.screenName($0) }
        }
        #expect(shown == ["OnboardingViewController", "HomeViewController"], "\(draft.scenario)")
    }
}
