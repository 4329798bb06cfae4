import UIKit
import Combine

final class ProfileCoordinator: ProfileCoordinating {

    var onFinish: (() -> Void)?

    var rootViewController: UIViewController { navigationController }

    private let navigationController: UINavigationController
    private let container: Container
    private var children: [Coordinating] = []
    private var cancellables = Set<AnyCancellable>()

    init(navigationController: UINavigationController, container: Container) {
        self.navigationController = navigationController
        self.container = container
    }

    func start() {
        let viewModel = container.resolve(ProfileViewModel.self)
        let viewController = ProfileViewController(viewModel: viewModel)

        viewModel.routes
            .sink { [weak self] route in
                switch route {
                case .settings:
                    self?.showSettings()
                }
            }
            .store(in: &cancellables)

        navigationController.tabBarItem = UITabBarItem(
            title: "Profile",
            image: UIImage(systemName: "person.crop.circle"),
            selectedImage: UIImage(systemName: "person.crop.circle.fill")
        )
        navigationController.setViewControllers([viewController], animated: false)
    }

    private func showSettings() {
        guard !children.contains(where: { $0 is SettingsCoordinating }) else { return }

        let settings = container.resolve(SettingsCoordinating.self, argument: navigationController as UIViewController)
        settings.onFinish = { [weak self, weak settings] in
            guard let self, let settings else { return }
            self.children.removeAll { $0 === settings }
        }
        children.append(settings)
        settings.start()
    }
}

final class SettingsCoordinator: NSObject, SettingsCoordinating {

    var onFinish: (() -> Void)?

    private weak var presenter: UIViewController?
    private let container: Container
    private let navigationController = UINavigationController()
    private var cancellables = Set<AnyCancellable>()

    init(presenter: UIViewController, container: Container) {
        self.presenter = presenter
        self.container = container
        super.init()
    }

    func start() {
        let viewModel = container.resolve(SettingsViewModel.self)
        let viewController = SettingsViewController(viewModel: viewModel)

        viewModel.$isDone
            .filter { $0 }
            .sink { [weak self] _ in self?.dismiss() }
            .store(in: &cancellables)

        navigationController.setViewControllers([viewController], animated: false)
        navigationController.modalPresentationStyle = .pageSheet
        navigationController.sheetPresentationController?.detents = [.medium(), .large()]
        navigationController.presentationController?.delegate = self
        presenter?.present(navigationController, animated: true)
    }

    private func dismiss() {
        navigationController.dismiss(animated: true) { [weak self] in
            self?.onFinish?()
        }
    }
}

extension SettingsCoordinator: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onFinish?()
    }
}
