import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A screen's closure property set to a method of the coordinator, by name (`controller.
/// actionHandler = handleAction`, `self.handleAction`): the method is the closure, its `switch`
/// on the action the screen passes one event per case, as for a closure written in place.
extension ExtractTests {
    static let methodReferenceApp = """
    import UIKit

    protocol Coordinator: AnyObject { func start() }
    enum AccountAction { case voucher, deleteAccount }
    final class AccountViewController: UIViewController { var actionHandler: ((AccountAction) -> Void)? }
    final class HelpViewController: UIViewController { var onClose: ((Bool) -> Void)? }
    final class VoucherViewController: UIViewController {}
    final class DeleteAccountViewController: UIViewController {}

    final class AccountCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let account = AccountViewController()
            account.actionHandler = handleViewControllerAction
            navigationController.setViewControllers([account], animated: false)
        }
        private func handleViewControllerAction(_ action: AccountAction) {
            switch action {
            case .voucher:
                let help = HelpViewController()
                help.onClose = self.closeHelp
                navigationController.pushViewController(VoucherViewController(), animated: true)
                navigationController.present(help, animated: true)
            case .deleteAccount:
                navigationController.pushViewController(DeleteAccountViewController(), animated: true)
            }
        }
        private func closeHelp(_ done: Bool) { navigationController.dismiss(animated: true) }
    }

    \(delegateStarting("AccountCoordinator"))
    """

    @Test func aMethodSetAsAScreensClosureIsItsEvent() throws {
        let draft = try extract(["App.swift": Self.methodReferenceApp], name: "reference")
        let text = lines(draft)
        #expect(text.contains("screen AccountViewController: actionHandler_voucher, actionHandler_deleteAccount"), "\(draft.scenario)")
        #expect(try handler("on AccountViewController.actionHandler_deleteAccount", of: "AccountCoordinator root", in: text) == ["push DeleteAccountViewController"])
        #expect(try handler("on AccountViewController.actionHandler_voucher", of: "AccountCoordinator root", in: text) == [
            "push VoucherViewController", "present HelpViewController",
        ])
        #expect(try handler("on HelpViewController.onClose", of: "AccountCoordinator root", in: text) == ["dismiss"])
    }
}
