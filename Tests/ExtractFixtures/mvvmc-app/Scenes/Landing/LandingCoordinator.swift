import UIKit

class LandingCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    var childCoordinators = [Coordinator]()
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = LandingViewController()
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: false)
    }

    func finish() {
        parentCoordinator?.removeChildCoordinator(self)
    }

    func showLogin() {
        let loginCoordinator = LoginCoordinator(navigationController: navigationController)
        loginCoordinator.parentCoordinator = self
        addChildCoordinator(loginCoordinator)
        loginCoordinator.start()
    }

    func showRegister() {
        let registerCoordinator = RegisterCoordinator(navigationController: navigationController)
        addChildCoordinator(registerCoordinator)
        registerCoordinator.start()
    }

    func loginDidSucceed() {
        (parentCoordinator as? AppCoordinator)?.didLogin(self)
    }
}
