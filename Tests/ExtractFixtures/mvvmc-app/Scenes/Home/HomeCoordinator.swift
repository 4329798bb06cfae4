import UIKit

class HomeCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    var childCoordinators = [Coordinator]()
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = HomeViewController()
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: false)
    }

    func finish() {
        parentCoordinator?.removeChildCoordinator(self)
    }

    func logout() {
        (parentCoordinator as? AppCoordinator)?.didLogout(self)
    }
}
