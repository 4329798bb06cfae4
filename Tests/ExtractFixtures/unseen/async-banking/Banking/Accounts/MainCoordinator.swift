import UIKit

@MainActor
final class MainCoordinator: Coordinator {

    let id = UUID()
    let navigationController = UINavigationController()

    private let dependencies: AppDependencies
    private var children: [UUID: AnyObject] = [:]
    private var signOutContinuation: CheckedContinuation<Void, Never>?

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies

        let accountsList = AccountsListViewController(
            accountsService: dependencies.accountsService,
            customerName: dependencies.sessionStore.currentSession?.customerName
        )
        accountsList.delegate = self
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.setViewControllers([accountsList], animated: false)
    }

    func run() async {
        await withCheckedContinuation { continuation in
            signOutContinuation = continuation
        }
    }

    private func showDetails(for account: Account) {
        let details = AccountDetailsCoordinator(
            account: account,
            navigationController: navigationController,
            dependencies: dependencies
        )
        children[details.id] = details

        Task { @MainActor [weak self] in
            await details.start()
            self?.children[details.id] = nil
        }
    }

    private func signOut() {
        navigationController.popToRootViewController(animated: false)
        children.removeAll()
        signOutContinuation?.resume()
        signOutContinuation = nil
    }
}

extension MainCoordinator: AccountsListViewControllerDelegate {

    func accountsList(_ viewController: AccountsListViewController, didSelect account: Account) {
        showDetails(for: account)
    }

    func accountsListDidConfirmSignOut(_ viewController: AccountsListViewController) {
        signOut()
    }

    func accountsListDidReceiveUnauthorized(_ viewController: AccountsListViewController) {
        signOut()
    }
}
