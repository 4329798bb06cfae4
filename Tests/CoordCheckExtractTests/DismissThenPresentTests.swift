import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child made and started with a stack of its own, presented later in the same method after
/// whatever is presented already was dismissed (`if tabs.presentedViewController != nil {
/// tabs.dismiss { tabs.present(loginNav) } } else { tabs.present(loginNav) }`): the branch
/// tests what the model tracks (`if presenting`), and the child's `start … in modal` happens
/// where its stack is presented, after that dismissal, not where `start()` is called.
extension ExtractTests {
    struct DismissThenPresent: Sendable, CustomTestStringConvertible {
        var name: String
        /// What `showLogin()` does once the child is made and started (`loginNav` its stack).
        var show: String
        var testDescription: String { name }
    }

    static let dismissThenPresents = [
        DismissThenPresent(name: "if, completion", show: """
            if tabBarController.presentedViewController != nil {
                    tabBarController.dismiss(animated: false) { [weak self] in
                        self?.tabBarController.present(loginNav, animated: true)
                    }
                } else {
                    tabBarController.present(loginNav, animated: true)
                }
            """),
        DismissThenPresent(name: "if, then present", show: """
            if tabBarController.presentedViewController != nil {
                    tabBarController.dismiss(animated: false)
                }
                tabBarController.present(loginNav, animated: true)
            """),
        DismissThenPresent(name: "guard, == nil", show: """
            guard tabBarController.presentedViewController == nil else {
                    tabBarController.dismiss(animated: false) { self.tabBarController.present(loginNav, animated: true) }
                    return
                }
                tabBarController.present(loginNav, animated: true)
            """),
    ]

    static func dismissThenPresentApp(_ style: DismissThenPresent) -> String {
        """
        import UIKit

        protocol Flow: AnyObject { func start() }
        protocol FlowDelegate: AnyObject { func flowDidFinish(_ flow: Flow) }
        extension Notification.Name { static let sessionExpired = Notification.Name("sessionExpired") }

        final class FeedViewController: UIViewController {
            var onHelp: (() -> Void)?
        }
        final class HelpViewController: UIViewController {}
        final class SignInViewController: UIViewController { var onSignedIn: (() -> Void)? }

        final class FeedFlow: Flow {
            let navigationController = UINavigationController()
            func start() {
                let feed = FeedViewController()
                feed.onHelp = { [weak self] in
                    self?.navigationController.present(HelpViewController(), animated: true)
                }
                navigationController.setViewControllers([feed], animated: false)
            }
        }

        final class LoginFlow: Flow {
            weak var delegate: FlowDelegate?
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let signIn = SignInViewController()
                signIn.isModalInPresentation = true
                signIn.onSignedIn = { [weak self] in
                    guard let self else { return }
                    self.delegate?.flowDidFinish(self)
                }
                navigationController.setViewControllers([signIn], animated: false)
            }
        }

        final class AppFlow: Flow, FlowDelegate {
            private let window: UIWindow
            private let tabBarController = UITabBarController()
            private var children: [Flow] = []
            init(window: UIWindow) {
                self.window = window
                NotificationCenter.default.addObserver(self, selector: #selector(sessionExpired), name: .sessionExpired, object: nil)
            }
            func start() {
                let feed = FeedFlow()
                children.append(feed)
                feed.start()
                tabBarController.setViewControllers([feed.navigationController], animated: false)
                window.rootViewController = tabBarController
                window.makeKeyAndVisible()
            }
            @objc private func sessionExpired() {
                guard !children.contains(where: { $0 is LoginFlow }) else { return }
                showLogin()
            }
            private func showLogin() {
                let loginNav = UINavigationController()
                loginNav.modalPresentationStyle = .fullScreen
                let login = LoginFlow(navigationController: loginNav)
                login.delegate = self
                children.append(login)
                login.start()
                \(style.show)
            }
            func flowDidFinish(_ flow: Flow) {
                children.removeAll { $0 === flow }
                if flow is LoginFlow { tabBarController.dismiss(animated: true) }
            }
        }

        \(delegateStarting(windowed: "AppFlow"))
        """
    }

    @Test(arguments: dismissThenPresents)
    func aChildPresentedAfterADismissalStartsThere(style: DismissThenPresent) throws {
        let draft = try extract(["App.swift": Self.dismissThenPresentApp(style)])
        let text = lines(draft)
        let show = try handler("func showLogin", of: "AppFlow", in: text)
        // The dismissal first, only while something is presented; then the login over the tabs.
        let dismissal = try #require(show.firstIndex(of: "if presenting: dismiss"), "\(draft.scenario)")
        let start = try #require(show.firstIndex(of: "start LoginFlow in modal fullScreen isModalInPresentation"), "\(draft.scenario)")
        #expect(dismissal < start, "\(draft.scenario)")
        #expect(!show.contains("dismiss"), "\(draft.scenario)")
        // The login shows over the help sheet's dismissal, and signing in ends it: nothing leaks.
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }
        #expect(violated.isEmpty, "\(violated.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" })")
    }
}
