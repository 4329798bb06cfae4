import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A launch that branches on what the app stored becomes launch cases: an `if` that leaves
/// (`if session.token != nil { showHome(); return }`), a `? :` between two flows and a
/// `guard` whose `else` leads on are branch points, each way through them a case; a guard
/// whose `else` only returns is none. Every case is explored, so the leak only the
/// onboarding path has is found.
extension ExtractTests {
    static let launchCaseApp = """
    import UIKit

    final class Session { var token: String? }
    final class Settings { var isFirstLaunch = false; var acceptedTerms = false }

    final class HomeViewController: UIViewController {}
    final class TermsViewController: UIViewController {}
    final class OnboardingViewController: UIViewController {
        var onDone: (() -> Void)?
        @objc func doneTapped() { onDone?() }
    }
    final class SignInViewController: UIViewController {}

    final class OnboardingCoordinator {
        let navigationController: UINavigationController
        var onFinish: (() -> Void)?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let screen = OnboardingViewController()
            screen.onDone = { [weak self] in self?.onFinish?() }
            navigationController.setViewControllers([screen], animated: false)
        }
    }

    final class AppCoordinator {
        var childCoordinators: [AnyObject] = []
        let navigationController: UINavigationController
        let session = Session()
        let settings = Settings()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }

        func start() {
            guard let window = navigationController.view.window else { return }
            _ = window
            guard settings.acceptedTerms else {
                navigationController.setViewControllers([TermsViewController()], animated: false)
                return
            }
            if session.token != nil {
                showHome()
                return
            }
            settings.isFirstLaunch ? showOnboarding() : showSignIn()
        }

        func showHome() {
            navigationController.setViewControllers([HomeViewController()], animated: false)
        }

        func showOnboarding() {
            let onboarding = OnboardingCoordinator(navigationController: navigationController)
            childCoordinators.append(onboarding)
            onboarding.onFinish = { [weak self] in self?.showHome() }
            onboarding.start()
        }

        func showSignIn() {
            navigationController.setViewControllers([SignInViewController()], animated: false)
        }
    }

    \(ExtractTests.delegateStarting("AppCoordinator"))
    """

    @Test func aLaunchThatBranchesOnStoredStateGivesLaunchCases() throws {
        let draft = try extract(["LaunchApp.swift": Self.launchCaseApp], name: "launch")
        let text = lines(draft)
        #expect(try handler("on launch.notAcceptedTerms", of: "AppCoordinator", in: text) == ["setViewControllers TermsViewController"], "\(draft.scenario)")
        #expect(try handler("on launch.acceptedTerms_token", of: "AppCoordinator", in: text) == ["call self.showHome"], "\(draft.scenario)")
        // (The helpers a `? :` calls at launch are followed: their cases are the launch's.)
        #expect(try handler("on launch.acceptedTerms_other_isFirstLaunch", of: "AppCoordinator", in: text) == ["start OnboardingCoordinator"], "\(draft.scenario)")
        #expect(try handler("on launch.acceptedTerms_other_notIsFirstLaunch", of: "AppCoordinator", in: text) == ["setViewControllers SignInViewController"],
                "\(draft.scenario)")
        // What every case does first: the stack the delegate made the window's root.
        #expect(try handler("on start", of: "AppCoordinator root", in: text) == ["setRoot stack"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        #expect(scenario.launchCases.count == 4)
        // The onboarding's end shows home but leaves the finished flow in `children`.
        let result = try Explorer(scenario: scenario).check(CheckOptions(depth: 3, jobs: 1))
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation, "\(draft.scenario)")
        #expect(leak.trace.labels(in: scenario) == ["launch.acceptedTerms_other_isFirstLaunch", "OnboardingViewController.onDone"])
    }
}
