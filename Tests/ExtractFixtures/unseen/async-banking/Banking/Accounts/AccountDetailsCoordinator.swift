import UIKit

@MainActor
final class AccountDetailsCoordinator: Coordinator {

    let id = UUID()

    private let account: Account
    private let navigationController: UINavigationController
    private let dependencies: AppDependencies
    private var children: [UUID: AnyObject] = [:]

    init(account: Account, navigationController: UINavigationController, dependencies: AppDependencies) {
        self.account = account
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    func start() async {
        let detailsViewController = AccountDetailsViewController(
            account: account,
            accountsService: dependencies.accountsService
        )
        detailsViewController.delegate = self

        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            detailsViewController.onRemovedFromStack = {
                continuation.resume()
            }
            navigationController.pushViewController(detailsViewController, animated: true)
        }
    }

    private func startTransfer(from detailsViewController: AccountDetailsViewController) {
        let transfer = TransferCoordinator(
            sourceAccount: account,
            transferService: dependencies.transferService
        )
        children[transfer.id] = transfer

        Task { @MainActor [weak self, weak detailsViewController] in
            let result = await transfer.run(presentingFrom: self?.navigationController)
            self?.children[transfer.id] = nil

            if case .completed(let receipt) = result {
                detailsViewController?.showConfirmationBanner("Transfer sent · Ref. \(receipt.reference)")
                detailsViewController?.reloadTransactions()
            }
        }
    }
}

extension AccountDetailsCoordinator: AccountDetailsViewControllerDelegate {

    func accountDetailsDidTapTransfer(_ viewController: AccountDetailsViewController) {
        startTransfer(from: viewController)
    }

    func accountDetails(_ viewController: AccountDetailsViewController, didRequestStatementFor account: Account) {
        let share = UIActivityViewController(
            activityItems: ["Statement for \(account.name) (\(account.maskedNumber))"],
            applicationActivities: nil
        )
        share.popoverPresentationController?.sourceView = viewController.view
        viewController.present(share, animated: true)
    }
}
