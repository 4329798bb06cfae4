import UIKit

extension Notification.Name {
    /// Posted by the network layer when the refresh token is rejected.
    static let sessionDidExpire = Notification.Name("sessionDidExpire")
}

final class AppCoordinator: Coordinator {

    weak var parentCoordinator: Coordinator?
    var children: [Coordinator] = []
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
        NotificationCenter.default.addObserver(self,
                                               selector: #selector(sessionDidExpire),
                                               name: .sessionDidExpire,
                                               object: nil)
    }

    func start() {
        showSplash()
    }

    private func showSplash() {
        let navigationController = UINavigationController()
        navigationController.isNavigationBarHidden = true
        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        let splashCoordinator = SplashCoordinator(navigationController: navigationController, window: window)
        splashCoordinator.parentCoordinator = self
        children.append(splashCoordinator)
        splashCoordinator.start()
    }

    // Back to the splash, which logs in again: the whole old tree goes.
    @objc private func sessionDidExpire() {
        children.removeAll()
        showSplash()
    }
}
