import UIKit

// A splash screen that moves on when a notification arrives, through its view model and an
// adaptor holding the coordinator: the draft does not follow an observer's closure, so its
// deadlock at launch is unconfirmed. Settings, reached from Home, leaks when swiped
// back (nothing calls finish): a real bug, whose evidence the draft reads in full.

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        appCoordinator = AppCoordinator(navigationController: navigationController)
        appCoordinator?.start()
    }
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewModel = SplashViewModel(navigator: SplashAdaptor(coordinator: self))
        let splash = SplashViewController(viewModel: viewModel)
        navigationController.setViewControllers([splash], animated: false)
    }

    func showHome() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController.setViewControllers([home], animated: true)
    }

    func showSettings() {
        let settings = SettingsCoordinator(navigationController: navigationController)
        childCoordinators.append(settings)
        settings.start()
    }
}

final class SplashAdaptor {
    private weak var coordinator: AppCoordinator?

    init(coordinator: AppCoordinator) {
        self.coordinator = coordinator
    }

    func splashFinished() {
        coordinator?.showHome()
    }
}

final class SplashViewModel {
    private let navigator: SplashAdaptor

    init(navigator: SplashAdaptor) {
        self.navigator = navigator
    }

    func animationEnded() {
        navigator.splashFinished()
    }
}

final class SplashViewController: UIViewController {
    private let viewModel: SplashViewModel

    init(viewModel: SplashViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .sessionRestored, object: nil, queue: .main) { _ in
            self.viewModel.animationEnded()
        }
    }
}

final class HomeViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    @objc func settingsTapped() {
        coordinator?.showSettings()
    }
}

final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(SettingsViewController(), animated: true)
    }
}

final class SettingsViewController: UIViewController {}

extension Notification.Name {
    static let sessionRestored = Notification.Name("sessionRestored")
}
