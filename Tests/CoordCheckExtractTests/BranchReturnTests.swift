import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A branch on what the model does not track whose case leaves the method (`if signedIn {
/// showHome(); return }`): what follows the branch is not run after it. In a child's start,
/// each way is a start case (docs/language.md), and the event that starts it one event per
/// case. Written three ways.
extension ExtractTests {
    static let branchReturnStyles: [(name: String, branch: String)] = [
        ("if … return", "if session.isSignedIn {\n            showHome()\n            return\n        }"),
        ("switch case … return", "switch session.mode {\n        case .member:\n            showHome()\n            return\n        case .guest:\n            break\n        }"),
        ("if let … return", "if let user = session.user {\n            showHome(name: user)\n            return\n        }"),
    ]

    static func branchReturnApp(_ branch: String) -> String {
        """
        import UIKit

        enum Mode { case member, guest }
        final class Session {
            var isSignedIn = false
            var mode = Mode.guest
            var user: String?
        }
        final class HomeViewController: UIViewController {}
        final class WelcomeViewController: UIViewController {}
        final class MenuViewController: UIViewController { var onAccount: (() -> Void)? }

        final class AccountCoordinator {
            var childCoordinators: [AnyObject] = []
            let navigationController: UINavigationController
            let session = Session()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                \(branch)
                navigationController.pushViewController(WelcomeViewController(), animated: true)
            }
            func showHome(name: String = "") {
                navigationController.pushViewController(HomeViewController(), animated: true)
            }
        }

        final class AppCoordinator {
            var childCoordinators: [AnyObject] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let menu = MenuViewController()
                menu.onAccount = { [weak self] in self?.showAccount() }
                navigationController.setViewControllers([menu], animated: false)
            }
            func showAccount() {
                let account = AccountCoordinator(navigationController: navigationController)
                childCoordinators.append(account)
                account.start()
            }
        }

        \(delegateStarting("AppCoordinator"))
        """
    }

    @Test(arguments: branchReturnStyles.map { $0.name })
    func aModelledCaseThatReturnsEndsTheMethod(_ name: String) throws {
        let branch = try #require(Self.branchReturnStyles.first { $0.name == name }?.branch)
        let draft = try extract(["App.swift": Self.branchReturnApp(branch)], name: "branches")
        let text = lines(draft)
        let headers = text.filter { $0.hasPrefix("on start.") }
        #expect(headers.count == 2, "\(name): \(draft.scenario)")
        let ways = try headers.map { try handler($0, of: "AccountCoordinator", in: text) }
        // The way that returns shows home and stops; the other goes on to the welcome screen.
        let home = ways.filter { $0.contains("push HomeViewController") || $0.contains("call self.showHome") }
        #expect(home.count == 1 && home.allSatisfy { !$0.contains("push WelcomeViewController") }, "\(name): \(draft.scenario)")
        #expect(ways.contains(["push WelcomeViewController"]), "\(name): \(draft.scenario)")
        // The menu's event that starts it is one event per case, each naming its case.
        #expect(text.filter { $0.hasPrefix("start AccountCoordinator case ") }.count == 2, "\(name): \(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let events = scenario.screens.first { $0.name == "MenuViewController" }?.events ?? []
        let screens = try events.map { event in
            try Replayer(scenario: scenario, invariants: []).run(labels: ["MenuViewController.\(event)"]).last?.snapshot.visibleScreen.map { scenario.screenName($0) }
        }
        #expect(Set(screens) == ["HomeViewController", "WelcomeViewController"], "\(name): \(draft.scenario)")
    }
}
