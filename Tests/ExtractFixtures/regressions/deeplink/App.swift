import UIKit

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

enum Destination { case nothing, profile, settings }

final class HomeViewController: UIViewController {
    var onOpen: ((Destination) -> Void)?
}
final class ProfileViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let home = HomeViewController()
        home.onOpen = { [weak self] destination in self?.open(destination) }
        navigationController.pushViewController(home, animated: false)
    }

    private func open(_ destination: Destination) {
        let controller: UIViewController
        switch destination {
        case .nothing:
            return
        case .profile:
            controller = ProfileViewController()
        case .settings:
            controller = SettingsViewController()
        }
        navigationController.pushViewController(controller, animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let nav = UINavigationController()
        window.rootViewController = nav
        let coordinator = AppCoordinator(navigationController: nav)
        self.coordinator = coordinator
        coordinator.start()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
