import UIKit

final class HomeCoordinator: Coordinator {

    var children: [Coordinator] = []
    let router: Router

    init(router: Router) {
        self.router = router
    }

    func present(animated: Bool, onDismissed: (() -> Void)?) {
        let viewController = HomeViewController()
        viewController.delegate = self
        router.present(viewController, animated: animated, onDismissed: onDismissed)
    }
}

// MARK: - HomeViewControllerDelegate
extension HomeCoordinator: HomeViewControllerDelegate {

    func homeViewControllerDidPressBook(_ viewController: HomeViewController) {
        let router = ModalNavigationRouter(parentViewController: viewController)
        let coordinator = BookingCoordinator(router: router)
        presentChild(coordinator, animated: true)
    }

    func homeViewControllerDidPressHistory(_ viewController: HomeViewController) {
        let coordinator = BookingHistoryCoordinator(router: router)
        presentChild(coordinator, animated: true)
    }
}
