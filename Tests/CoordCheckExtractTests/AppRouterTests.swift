import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// An app's own navigation router (`final class Router`) wrapping a navigation controller:
/// it pushes what it is given (keeping an `onPop` closure it runs when UIKit pops that
/// screen), presents what it is given over its stack, and dismisses only what its stack
/// presents. A class that shows screens only through such a router's methods is a coordinator;
/// the router is a navigation router though it can present; a child's stack given to
/// `router.present(_:)` is that child's sheet; the router's guarded `dismiss` is read as written.
/// Children are kept in optional properties. The one bug: the folder picker, pushed without an
/// `onPop`, stays its parent's child after Back.
extension ExtractTests {
    /// How the sign-in coordinator shows its first screen through the router.
    static let routerShowings = ["router.setRoot(login)", "router.push(login, animated: false)"]

    static func appRouterApp(showing: String) -> String {
        """
        import UIKit

        protocol Coordinator: AnyObject { func start() }

        final class Router: NSObject, UINavigationControllerDelegate {
            let navigationController: UINavigationController
            private var popHandlers: [ObjectIdentifier: () -> Void] = [:]
            init(navigationController: UINavigationController = UINavigationController()) {
                self.navigationController = navigationController
                super.init()
                navigationController.delegate = self
            }
            func setRoot(_ viewController: UIViewController) {
                navigationController.setViewControllers([viewController], animated: false)
            }
            func push(_ viewController: UIViewController, animated: Bool = true, onPop: (() -> Void)? = nil) {
                if let onPop { popHandlers[ObjectIdentifier(viewController)] = onPop }
                navigationController.pushViewController(viewController, animated: animated)
            }
            func present(_ viewController: UIViewController, animated: Bool = true) {
                navigationController.present(viewController, animated: animated)
            }
            func dismiss(animated: Bool = true) {
                guard navigationController.presentedViewController != nil else { return }
                navigationController.dismiss(animated: animated)
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                      !navigationController.viewControllers.contains(from) else { return }
                popHandlers.removeValue(forKey: ObjectIdentifier(from))?()
            }
        }

        final class LoginViewController: UIViewController { var onSignedIn: (() -> Void)? }
        final class InboxViewController: UIViewController {
            var onCompose: (() -> Void)?
            var onMove: (() -> Void)?
        }
        final class ComposeViewController: UIViewController { var onSend: (() -> Void)? }
        final class FolderPickerViewController: UIViewController { var onDone: (() -> Void)? }

        final class SignInCoordinator: Coordinator {
            var onFinish: (() -> Void)?
            private let router: Router
            init(router: Router) { self.router = router }
            func start() {
                let login = LoginViewController()
                login.onSignedIn = { [weak self] in self?.onFinish?() }
                \(showing)
            }
        }

        final class ComposeCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
            var onFinish: (() -> Void)?
            private let router = Router()
            var rootViewController: UIViewController { router.navigationController }
            func start() {
                let compose = ComposeViewController()
                compose.onSend = { [weak self] in self?.onFinish?() }
                router.setRoot(compose)
                router.navigationController.presentationController?.delegate = self
            }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { onFinish?() }
        }

        final class FolderPickerCoordinator: Coordinator {
            var onFinish: (() -> Void)?
            private let router: Router
            init(router: Router) { self.router = router }
            func start() {
                let picker = FolderPickerViewController()
                picker.onDone = { [weak self] in
                    self?.router.navigationController.popViewController(animated: true)
                    self?.onFinish?()
                }
                router.push(picker, animated: true)
            }
        }

        final class MailCoordinator: Coordinator {
            private let router: Router
            private var composer: ComposeCoordinator?
            private var folderPicker: FolderPickerCoordinator?
            init(router: Router) { self.router = router }
            func start() {
                let inbox = InboxViewController()
                inbox.onCompose = { [weak self] in self?.startCompose() }
                inbox.onMove = { [weak self] in self?.startFolderPicker() }
                router.setRoot(inbox)
            }
            private func startCompose() {
                let compose = ComposeCoordinator()
                compose.onFinish = { [weak self] in
                    self?.composer = nil
                    self?.router.dismiss(animated: true)
                }
                composer = compose
                compose.start()
                router.present(compose.rootViewController)
            }
            private func startFolderPicker() {
                let picker = FolderPickerCoordinator(router: router)
                picker.onFinish = { [weak self] in self?.folderPicker = nil }
                folderPicker = picker
                picker.start()
            }
        }

        final class AppCoordinator: Coordinator {
            private let window: UIWindow
            private var signIn: SignInCoordinator?
            private var mail: MailCoordinator?
            init(window: UIWindow) { self.window = window }
            func start() {
                let router = Router()
                let signIn = SignInCoordinator(router: router)
                signIn.onFinish = { [weak self] in
                    self?.signIn = nil
                    self?.runMail()
                }
                self.signIn = signIn
                signIn.start()
                window.rootViewController = router.navigationController
                window.makeKeyAndVisible()
            }
            private func runMail() {
                let router = Router()
                let mail = MailCoordinator(router: router)
                self.mail = mail
                mail.start()
                window.rootViewController = router.navigationController
            }
        }

        \(delegateStarting(windowed: "AppCoordinator"))
        """
    }

    @Test(arguments: routerShowings)
    func anAppsRouterShowsPresentsAndDismissesAsItsCodeDoes(showing: String) throws {
        let draft = try extract(["App.swift": Self.appRouterApp(showing: showing)], name: "approuter")
        let text = lines(draft)
        // The sign-in coordinator, which shows its screen only through the router, is one.
        #expect(try handler("on start", of: "SignInCoordinator", in: text).contains { $0.hasSuffix("LoginViewController") }, "\(draft.scenario)")
        #expect(try handler("on LoginViewController.onSignedIn", of: "SignInCoordinator", in: text) == ["call AppCoordinator.onFinishOfSignInCoordinator"])
        // Compose in its own sheet, observed by itself; its end dismisses only while presenting.
        #expect(try handler("func startCompose", of: "MailCoordinator", in: text).contains { $0.hasPrefix("start ComposeCoordinator in modal") }, "\(draft.scenario)")
        #expect(try handler("func onFinishOfComposeCoordinator", of: "MailCoordinator", in: text) == ["removeChild key composer", "if presenting: dismiss"],
                "\(draft.scenario)")
        // The folder picker's Back leaves it its parent's child: the one finding.
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }
        #expect(violated.map(\.name) == ["no-leaks"], "\(draft.scenario)")
        #expect(violated.first?.violation?.trace.labels(in: result.scenario).suffix(2) == ["InboxViewController.onMove", "back"], "\(draft.scenario)")
    }
}
