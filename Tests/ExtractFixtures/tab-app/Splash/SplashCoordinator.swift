import UIKit

final class SplashCoordinator: Coordinator {

    weak var parentCoordinator: Coordinator?
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    private let window: UIWindow

    init(navigationController: UINavigationController, window: UIWindow) {
        self.navigationController = navigationController
        self.window = window
    }

    func start() {
        let splashViewController = SplashViewController()
        splashViewController.coordinator = self
        navigationController.pushViewController(splashViewController, animated: false)
    }
}

extension SplashCoordinator: SplashNavigation {

    func splashCompleted() {
        let tabBarCoordinator = TabBarCoordinator(window: window)
        tabBarCoordinator.parentCoordinator = self
        tabBarCoordinator.start()
    }
}
