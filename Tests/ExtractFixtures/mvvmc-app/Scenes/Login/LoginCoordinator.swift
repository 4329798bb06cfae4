import UIKit

class LoginCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    var childCoordinators = [Coordinator]()
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = LoginViewController()
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: true)
    }

    func finish() {
        parentCoordinator?.removeChildCoordinator(self)
    }

    func loginDidSucceed() {
        (parentCoordinator as? LandingCoordinator)?.loginDidSucceed()
    }

    func backButtonTapped() {
        navigationController.popViewController(animated: true)
    }
}
