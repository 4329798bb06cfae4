import UIKit

class AppCoordinator: Coordinator {
    var parentCoordinator: Coordinator? = nil
    var childCoordinators = [Coordinator]()
    private let window: UIWindow?

    init(window: UIWindow?) {
        self.window = window
    }

    func start() {
        showLanding()
    }

    func showLanding() {
        let navigationController = UINavigationController()
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()

        let landingCoordinator = LandingCoordinator(navigationController: navigationController)
        landingCoordinator.parentCoordinator = self
        addChildCoordinator(landingCoordinator)
        landingCoordinator.start()
    }

    func showHome() {
        let navigationController = UINavigationController()
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()

        let homeCoordinator = HomeCoordinator(navigationController: navigationController)
        homeCoordinator.parentCoordinator = self
        addChildCoordinator(homeCoordinator)
        homeCoordinator.start()
    }

    // 로그인 완료: Landing 흐름이 끝났으니 LandingCoordinator를 지우고 HomeCoordinator를 추가한다.
    func didLogin(_ landingCoordinator: LandingCoordinator) {
        removeChildCoordinator(landingCoordinator)
        showHome()
    }

    func didLogout(_ homeCoordinator: HomeCoordinator) {
        removeChildCoordinator(homeCoordinator)
        showLanding()
    }
}
