import UIKit

final class AppCoordinator: Coordinating {

    let flow: Flow = .app
    var parent: Coordinating? { nil }
    private(set) var navigationController: UINavigationController?
    var childCoordinators: [Coordinating] = []

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let navigationController = UINavigationController()
        // Feed and profile screens draw their own back button; every pop goes through a coordinator.
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        self.navigationController = navigationController
        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        let homeCoordinator = HomeCoordinator(parent: self, navigationController: navigationController)
        childCoordinators.append(homeCoordinator)
        homeCoordinator.start()
    }
}
