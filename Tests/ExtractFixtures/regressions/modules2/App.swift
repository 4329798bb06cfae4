import UIKit

protocol Presentable { func toPresentable() -> UIViewController }

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func add(childCoordinator: Coordinator) { childCoordinators.append(childCoordinator) }
    func remove(childCoordinator: Coordinator) { childCoordinators = childCoordinators.filter { $0 !== childCoordinator } }
}

final class NavigationRouter: NSObject, Presentable {
    let navigationController: UINavigationController
    private var completions: [UIViewController: () -> Void] = [:]
    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }
    func setRootModule(_ module: Presentable) {
        let controller = module.toPresentable()
        navigationController.setViewControllers([controller], animated: false)
    }
    func push(_ module: Presentable, animated: Bool = true, popCompletion: (() -> Void)? = nil) {
        let controller = module.toPresentable()
        if let completion = popCompletion { completions[controller] = completion }
        navigationController.pushViewController(controller, animated: animated)
    }
    func toPresentable() -> UIViewController { navigationController }
}

extension NavigationRouter: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(popped) else { return }
        completions.removeValue(forKey: popped)?()
    }
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let router: NavigationRouter
    init(router: NavigationRouter) { self.router = router }
    func start() {
        let home = HomeCoordinator(router: router)
        add(childCoordinator: home)
        home.start()
        router.setRootModule(home)
    }
    /// A deep link to the profile: the profile is the only screen.
    func resetToProfile() {
        childCoordinators.removeAll()
        let profile = ProfileCoordinator()
        add(childCoordinator: profile)
        profile.start()
        router.setRootModule(profile)
    }
}

final class ProfileViewController: UIViewController {
    var onLogout: (() -> Void)?
}
final class HomeViewController: UIViewController {
    var onProfile: (() -> Void)?
}

final class ProfileCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    private let controller = ProfileViewController()
    func start() {}
    func toPresentable() -> UIViewController { controller }
}

final class HomeCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    private let router: NavigationRouter
    private let controller = HomeViewController()
    init(router: NavigationRouter) { self.router = router }
    func start() {
        controller.onProfile = { [weak self] in self?.showProfile() }
    }
    func showProfile() {
        let child = ProfileCoordinator()
        add(childCoordinator: child)
        child.start()
        router.push(child, popCompletion: { [weak self] in self?.remove(childCoordinator: child) })
    }
    func toPresentable() -> UIViewController { controller }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let nav = UINavigationController()
        window.rootViewController = nav
        let coordinator = AppCoordinator(router: NavigationRouter(navigationController: nav))
        self.coordinator = coordinator
        coordinator.start()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
