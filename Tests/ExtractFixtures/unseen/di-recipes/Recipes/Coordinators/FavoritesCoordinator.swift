import UIKit
import Combine

final class FavoritesCoordinator: FavoritesCoordinating {

    var onFinish: (() -> Void)?

    var rootViewController: UIViewController { navigationController }

    private let navigationController: UINavigationController
    private let container: Container
    private var cancellables = Set<AnyCancellable>()
    private var previewCancellable: AnyCancellable?

    init(navigationController: UINavigationController, container: Container) {
        self.navigationController = navigationController
        self.container = container
    }

    func start() {
        let viewModel = container.resolve(FavoritesViewModel.self)
        let viewController = FavoritesViewController(viewModel: viewModel)

        viewModel.routes
            .sink { [weak self] route in
                switch route {
                case .preview(let recipe):
                    self?.showPreview(of: recipe)
                }
            }
            .store(in: &cancellables)

        navigationController.tabBarItem = UITabBarItem(
            title: "Favorites",
            image: UIImage(systemName: "heart"),
            selectedImage: UIImage(systemName: "heart.fill")
        )
        navigationController.setViewControllers([viewController], animated: false)
    }

    private func showPreview(of recipe: Recipe) {
        let viewModel = container.resolve(RecipeDetailViewModel.self, argument: recipe)
        let viewController = RecipeDetailViewController(viewModel: viewModel)

        previewCancellable = viewModel.routes
            .sink { [weak self] route in
                guard let self else { return }
                switch route {
                case .close:
                    self.navigationController.popToRootViewController(animated: true)
                }
            }

        navigationController.pushViewController(viewController, animated: true)
    }
}
