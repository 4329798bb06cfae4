import UIKit

@MainActor
final class TransferCoordinator: Coordinator {

    let id = UUID()

    private let sourceAccount: Account
    private let transferService: TransferService
    private let navigationController = UINavigationController()
    private var continuation: CheckedContinuation<TransferResult, Never>?
    private var submitTask: Task<Void, Never>?

    init(sourceAccount: Account, transferService: TransferService) {
        self.sourceAccount = sourceAccount
        self.transferService = transferService
    }

    func run(presentingFrom presenter: UIViewController?) async -> TransferResult {
        guard let presenter else { return .cancelled }

        let amountViewController = TransferAmountViewController(
            sourceAccount: sourceAccount,
            loadPayees: { [transferService] in try await transferService.payees() }
        )
        amountViewController.onCancel = { [weak self] in
            self?.finish(with: .cancelled)
        }
        amountViewController.onContinue = { [weak self] draft in
            self?.showConfirmation(for: draft)
        }

        navigationController.setViewControllers([amountViewController], animated: false)
        navigationController.modalPresentationStyle = .pageSheet
        navigationController.sheetPresentationController?.prefersGrabberVisible = true

        return await withCheckedContinuation { continuation in
            self.continuation = continuation
            presenter.present(navigationController, animated: true)
        }
    }

    private func showConfirmation(for draft: TransferDraft) {
        let confirmViewController = TransferConfirmViewController(draft: draft, sourceAccount: sourceAccount)
        confirmViewController.delegate = self
        navigationController.pushViewController(confirmViewController, animated: true)
    }

    private func finish(with result: TransferResult) {
        submitTask?.cancel()
        navigationController.dismiss(animated: true)
        continuation?.resume(returning: result)
        continuation = nil
    }
}

extension TransferCoordinator: TransferConfirmViewControllerDelegate {

    func transferConfirm(_ viewController: TransferConfirmViewController, didConfirm draft: TransferDraft) {
        viewController.setSubmitting(true)

        submitTask = Task { [weak self, weak viewController] in
            guard let self else { return }
            do {
                let receipt = try await self.transferService.submit(draft)
                self.finish(with: .completed(receipt))
            } catch {
                guard !Task.isCancelled else { return }
                viewController?.setSubmitting(false)
                viewController?.showError(error.localizedDescription)
            }
        }
    }
}
