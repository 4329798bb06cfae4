import UIKit

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

final class HomeViewController: UIViewController {}
final class WelcomeViewController: UIViewController {}
final class LoginViewController: UIViewController {}

final class AccountStore {
    static let shared = AccountStore()
    var current: String? { UserDefaults.standard.string(forKey: "account") }
}

final class HomeCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
}

final class LoginCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(LoginViewController(), animated: true) }
}

final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let child: Coordinator
        if AccountStore.shared.current != nil {
            child = HomeCoordinator(navigationController: navigationController)
        } else {
            // Signed out: the welcome screen, with the login flow on top of it.
            navigationController.setViewControllers([WelcomeViewController()], animated: false)
            child = LoginCoordinator(navigationController: navigationController)
        }
        children.append(child)
        child.start()
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
