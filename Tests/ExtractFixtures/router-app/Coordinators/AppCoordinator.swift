import UIKit

final class AppCoordinator: Coordinator {

    var children: [Coordinator] = []
    let router: Router

    init(router: Router) {
        self.router = router
    }

    func present(animated: Bool, onDismissed: (() -> Void)?) {
        let navigationController = UINavigationController()
        router.present(navigationController, animated: animated, onDismissed: onDismissed)

        let navigationRouter = NavigationRouter(navigationController: navigationController)
        let homeCoordinator = HomeCoordinator(router: navigationRouter)
        presentChild(homeCoordinator, animated: false)
    }
}
