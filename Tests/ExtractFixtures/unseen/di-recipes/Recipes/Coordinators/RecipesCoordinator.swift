import UIKit
import Combine

final class RecipesCoordinator: RecipesCoordinating {

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
        let viewModel = container.resolve(RecipesListViewModel.self)
        let viewController = RecipesListViewController(viewModel: viewModel)

        viewModel.routes
            .receive(on: DispatchQueue.main)
            .sink { [weak self] route in
                switch route {
                case .recipe(let recipe):
                    self?.showRecipe(recipe)
                }
            }
            .store(in: &cancellables)

        navigationController.tabBarItem = UITabBarItem(
            title: "Recipes",
            image: UIImage(systemName: "book"),
            selectedImage: UIImage(systemName: "book.fill")
        )
        navigationController.setViewControllers([viewController], animated: false)
    }

    func showRecipe(_ recipe: Recipe) {
        let detail = container.resolve(
            RecipeDetailCoordinating.self,
            arguments: navigationController, recipe
        )
        detail.onFinish = { [weak self, weak detail] in
            guard let self, let detail else { return }
            self.children.removeAll { $0 === detail }
        }
        children.append(detail)
        detail.start()
    }
}
