import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Children that present their own navigation controller from the view controller their
/// creator gives them. One styles it full screen in its `init` (`navigation
/// .modalPresentationStyle = .fullScreen`): it is started `in modal fullScreen`, and cannot be
/// pulled down. The other is a sheet whose pull-down its creator observes (`child.navigation
/// .presentationController?.delegate = self`); the creator's `presentationControllerDidDismiss`
/// looks the child up among its children, written three ways, and releases it. No invariant
/// is violated.
extension ExtractTests {
    static let childSheetLookups = [
        """
        if let child = children.first(where: { $0.navigation === presentationController.presentedViewController }) {
                    release(child)
                }
        """,
        """
        guard let child = children.last else { return }
                release(child)
        """,
        """
        if let child = children.first(where: { $0 is SignInFlow }) { release(child) }
        """,
    ]

    static let ownStackStyles = [
        "navigation.modalPresentationStyle = .fullScreen",
        "self.navigation.modalPresentationStyle = .overFullScreen",
        "navigation.modalPresentationStyle = UIModalPresentationStyle.fullScreen",
    ]

    static func childSheetApp(_ way: Int) -> String {
        """
        import UIKit

        protocol Flow: AnyObject {
            var children: [Flow] { get set }
            var navigation: UINavigationController { get }
            func start()
        }
        protocol FlowOwner: AnyObject {
            func childDidEnd(_ child: Flow)
        }
        extension Flow {
            func adopt(_ child: Flow) { children.append(child) }
            func release(_ child: Flow) { children.removeAll { $0 === child } }
        }

        final class AccountsScreen: UIViewController {
            var onAdd: (() -> Void)?
            var onCompose: (() -> Void)?
            @objc func addTapped() { onAdd?() }
            @objc func composeTapped() { onCompose?() }
        }
        final class SignInScreen: UIViewController {
            var onDone: (() -> Void)?
            @objc func doneTapped() { onDone?() }
        }
        final class ComposeScreen: UIViewController {
            var onSend: (() -> Void)?
            @objc func sendTapped() { onSend?() }
        }

        final class SignInFlow: Flow {
            var children: [Flow] = []
            let navigation = UINavigationController()
            weak var owner: FlowOwner?
            private weak var presenter: UIViewController?
            init(presenter: UIViewController) { self.presenter = presenter }
            func start() {
                let screen = SignInScreen()
                screen.onDone = { [weak self] in self?.finish() }
                navigation.setViewControllers([screen], animated: false)
                presenter?.present(navigation, animated: true)
            }
            private func finish() {
                presenter?.dismiss(animated: true)
                owner?.childDidEnd(self)
            }
        }

        final class ComposeFlow: Flow {
            var children: [Flow] = []
            let navigation = UINavigationController()
            weak var owner: FlowOwner?
            private weak var presenter: UIViewController?
            init(presenter: UIViewController) {
                self.presenter = presenter
                \(ownStackStyles[way])
            }
            func start() {
                let screen = ComposeScreen()
                screen.onSend = { [weak self] in self?.finish() }
                navigation.setViewControllers([screen], animated: false)
                presenter?.present(navigation, animated: true)
            }
            private func finish() {
                presenter?.dismiss(animated: true)
                owner?.childDidEnd(self)
            }
        }

        final class AccountsFlow: NSObject, Flow, FlowOwner, UIAdaptivePresentationControllerDelegate {
            var children: [Flow] = []
            let navigation = UINavigationController()
            func start() {
                let screen = AccountsScreen()
                screen.onAdd = { [weak self] in self?.showSignIn() }
                screen.onCompose = { [weak self] in self?.showCompose() }
                navigation.setViewControllers([screen], animated: false)
            }
            private func showSignIn() {
                let flow = SignInFlow(presenter: navigation)
                flow.owner = self
                flow.navigation.presentationController?.delegate = self
                adopt(flow)
                flow.start()
            }
            private func showCompose() {
                let flow = ComposeFlow(presenter: navigation)
                flow.owner = self
                adopt(flow)
                flow.start()
            }
            func childDidEnd(_ child: Flow) { release(child) }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                \(childSheetLookups[way])
            }
        }

        final class RootFlow {
            private let window: UIWindow
            private var accounts: AccountsFlow?
            init(window: UIWindow) { self.window = window }
            func start() {
                let accounts = AccountsFlow()
                self.accounts = accounts
                accounts.start()
                window.rootViewController = accounts.navigation
                window.makeKeyAndVisible()
            }
        }

        \(delegateStarting(windowed: "RootFlow"))
        """
    }

    @Test(arguments: 0..<3)
    func aChildsSheetItsCreatorObservesIsReleasedOnPullDown(way: Int) throws {
        let draft = try extract(["App.swift": Self.childSheetApp(way)], name: "child-sheet")
        let text = lines(draft)
        #expect(text.contains { $0.hasPrefix("start ComposeFlow in modal ") && $0.contains("FullScreen") || $0.hasPrefix("start ComposeFlow in modal fullScreen") }, "\(draft.scenario)")
        #expect(try handler("on swipeDismiss", of: "AccountsFlow", in: text).contains { $0.hasSuffix("removeChild SignInFlow") }, "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).isSuperset(of: ["SignInFlow", "ComposeFlow"]))
    }
}
