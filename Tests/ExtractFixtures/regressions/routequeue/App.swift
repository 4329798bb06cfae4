import UIKit

enum AppRoute: Equatable { case login, main, settings }

protocol ApplicationRouterDelegate: AnyObject {
    func applicationRouter(_ router: ApplicationRouter<AppRoute>, presentWithContext context: RouteContext<AppRoute>, animated: Bool)
}

struct RouteContext<Route> { let route: Route }

/// Routes are queued, then handed one by one to the delegate.
final class ApplicationRouter<Route> {
    private weak var delegate: ApplicationRouterDelegate?
    private var pending: [Route] = []
    init(_ delegate: ApplicationRouterDelegate) { self.delegate = delegate }
    func present(_ route: Route, animated: Bool = true) {
        pending.append(route)
        processPending()
    }
    private func processPending() {
        guard let route = pending.first else { return }
        pending.removeFirst()
        _ = route
    }
}

enum AccountState { case loggedOut, loggedIn }
final class Account { static let shared = Account(); var state: AccountState = .loggedOut }

final class LoginViewController: UIViewController { var onLogin: (() -> Void)? }
final class MainViewController: UIViewController { var onSettings: (() -> Void)? }
final class SettingsViewController: UIViewController {}

final class AppCoordinator: ApplicationRouterDelegate {
    var childCoordinators: [AnyObject] = []
    let navigationController = UINavigationController()
    private var router: ApplicationRouter<AppRoute>!

    init() { router = ApplicationRouter(self) }

    func start() { continueFlow() }

    private func continueFlow() {
        for route in nextRoutes() {
            router.present(route, animated: false)
        }
    }

    private func nextRoutes() -> [AppRoute] {
        var routes = [AppRoute]()
        switch Account.shared.state {
        case .loggedOut:
            routes.append(.login)
        case .loggedIn:
            routes.append(.main)
        }
        return routes
    }

    func applicationRouter(_ router: ApplicationRouter<AppRoute>, presentWithContext context: RouteContext<AppRoute>, animated: Bool) {
        switch context.route {
        case .login:
            let login = LoginViewController()
            login.onLogin = { [weak self] in self?.router.present(.main) }
            navigationController.setViewControllers([login], animated: animated)
        case .main:
            let main = MainViewController()
            main.onSettings = { [weak self] in self?.router.present(.settings) }
            navigationController.setViewControllers([main], animated: animated)
        case .settings:
            navigationController.pushViewController(SettingsViewController(), animated: true)
        }
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let coordinator = AppCoordinator()
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = coordinator.navigationController
        coordinator.start()
        window?.makeKeyAndVisible()
        return true
    }
}
