import UIKit
import Combine

protocol Presentable { func toPresentable() -> UIViewController }

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class HomeViewModel {
    var onOpenDetail: (() -> Void)?
}

final class DetailViewModel {
    var onClose: (() -> Void)?
    let didTapShare = PassthroughSubject<Void, Never>()
}

final class HomeViewController: UIViewController {
    let viewModel: HomeViewModel
    init(viewModel: HomeViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}

final class DetailViewController: UIViewController {
    let viewModel: DetailViewModel
    init(viewModel: DetailViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}

final class ShareViewController: UIViewController {}

final class HomeCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    private let navigationController: UINavigationController
    private let homeViewModel = HomeViewModel()
    private let homeViewController: HomeViewController
    private var cancellables = Set<AnyCancellable>()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        homeViewController = HomeViewController(viewModel: homeViewModel)
    }

    func start() {
        homeViewModel.onOpenDetail = { [weak self] in self?.showDetail() }
    }

    func showDetail() {
        let viewModel = DetailViewModel()
        viewModel.onClose = { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        viewModel.didTapShare.sink { [weak self] in
            self?.navigationController.present(ShareViewController(), animated: true)
        }.store(in: &cancellables)
        let controller = DetailViewController(viewModel: viewModel)
        navigationController.pushViewController(controller, animated: true)
    }

    func toPresentable() -> UIViewController { homeViewController }
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let home = HomeCoordinator(navigationController: navigationController)
        childCoordinators.append(home)
        home.start()
        navigationController.setViewControllers([home.toPresentable()], animated: false)
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
