import UIKit
import Combine

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

final class HomeViewModel {
    let didTapSettings = PassthroughSubject<Void, Never>()
}

final class HomeViewController: UIViewController {
    let viewModel: HomeViewModel
    init(viewModel: HomeViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}

final class SettingsViewController: UIViewController {}
final class LoginViewController: UIViewController {}

final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    var cancellables = Set<AnyCancellable>()
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let viewModel = HomeViewModel()
        let controller = HomeViewController(viewModel: viewModel)
        viewModel.didTapSettings.sink { [weak self] in
            self?.navigationController.pushViewController(SettingsViewController(), animated: true)
        }.store(in: &cancellables)
        NotificationCenter.default.publisher(for: .init("sessionExpired"))
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.navigationController.setViewControllers([LoginViewController()], animated: true)
            }.store(in: &cancellables)
        NotificationCenter.default.publisher(for: .init("userLoggedOut"))
            .sink { [weak self] _ in
                self?.navigationController.popToRootViewController(animated: true)
            }.store(in: &cancellables)
        navigationController.pushViewController(controller, animated: false)
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
