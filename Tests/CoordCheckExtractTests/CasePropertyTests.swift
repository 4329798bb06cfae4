import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A test on a computed property of the app's enum, for a case known where it is read
/// (`route.requiresAuthentication` in `navigate(to: .login)`, with `var requiresAuthentication:
/// Bool { switch self { case .login: return false … } }`), joined with a flag the model does
/// not track: a conjunction with a part known false is false, a disjunction with a part known
/// true is true. `navigate(to: .login)` at launch, `navigate(to: .home)` on a tap, so show
/// their screens with no choice.
extension ExtractTests {
    /// The guard at the top of `navigate(to:)`, leaving to the sign-in screen.
    static let routeGuards = [
        "if route.requiresAuthentication && !session.isSignedIn {\n            presentSignIn()\n            return\n        }",
        "guard !route.requiresAuthentication || session.isSignedIn else {\n            presentSignIn()\n            return\n        }",
        "if session.isSignedIn == false, route.requiresAuthentication {\n            presentSignIn()\n            return\n        }",
    ]

    static func casePropertyApp(guardCode: String) -> String {
        """
        import UIKit

        enum Route {
            case login, home, settings
        }
        extension Route {
            var requiresAuthentication: Bool {
                switch self {
                case .login, .home: return false
                case .settings: return true
                }
            }
        }
        final class Session { var isSignedIn = false }
        final class LoginViewController: UIViewController { var onSignedIn: (() -> Void)? }
        final class HomeViewController: UIViewController { var onLogOut: (() -> Void)? }
        final class SignInViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}

        final class MainFlow {
            private let navigationController: UINavigationController
            private let session = Session()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigate(to: .login) }
            func navigate(to route: Route) {
                \(guardCode)
                switch route {
                case .login:
                    let login = LoginViewController()
                    login.onSignedIn = { [weak self] in self?.navigate(to: .home) }
                    navigationController.setViewControllers([login], animated: false)
                case .home:
                    let home = HomeViewController()
                    home.onLogOut = { [weak self] in self?.navigate(to: .login) }
                    navigationController.setViewControllers([home], animated: true)
                case .settings:
                    navigationController.pushViewController(SettingsViewController(), animated: true)
                }
            }
            private func presentSignIn() {
                navigationController.present(SignInViewController(), animated: true)
            }
        }

        \(sceneDelegateStarting("MainFlow"))
        """
    }

    @Test(arguments: routeGuards)
    func aCasesPropertyDecidesATestWithWhatIsNotTracked(guardCode: String) throws {
        let draft = try extract(["App.swift": Self.casePropertyApp(guardCode: guardCode)])
        let text = lines(draft)
        #expect(try handler("on start", of: "MainFlow root", in: text) == ["setRoot stack", "setViewControllers LoginViewController"], "\(draft.scenario)")
        #expect(!text.contains { $0.hasPrefix("on launch.") }, "\(draft.scenario)")
        // Signing in goes home whatever the session holds: one way.
        #expect(text.contains("screen LoginViewController: onSignedIn"), "\(draft.scenario)")
        #expect(try handler("on LoginViewController.onSignedIn", of: "MainFlow root", in: text) == ["setViewControllers HomeViewController"], "\(draft.scenario)")
    }
}
