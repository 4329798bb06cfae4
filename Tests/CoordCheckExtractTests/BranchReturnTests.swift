import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A branch on what the model does not track whose modelled case leaves the method (`if
/// signedIn { showHome(); return }`): what follows the branch is not run after it — the
/// draft models one path, not both. Written three ways.
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
        let start = try handler("on start", of: "AccountCoordinator", in: lines(draft))
        #expect(!start.contains("push WelcomeViewController"), "\(name): \(draft.scenario)")
        #expect(start.contains("push HomeViewController") || start.contains("call self.showHome"), "\(name): \(draft.scenario)")
    }
}
