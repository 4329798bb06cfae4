import UIKit
import Combine

final class RecipeDetailCoordinator: RecipeDetailCoordinating {

    var onFinish: (() -> Void)?

    private let navigationController: UINavigationController
    private let recipe: Recipe
    private let container: Container
    private var cancellables = Set<AnyCancellable>()

    init(navigationController: UINavigationController, recipe: Recipe, container: Container) {
        self.navigationController = navigationController
        self.recipe = recipe
        self.container = container
    }

    func start() {
        let viewModel = container.resolve(RecipeDetailViewModel.self, argument: recipe)
        let viewController = RecipeDetailViewController(viewModel: viewModel)
        viewController.hidesBottomBarWhenPushed = true

        viewModel.routes
            .sink { [weak self] route in
                guard let self else { return }
                switch route {
                case .close:
                    self.navigationController.popViewController(animated: true)
                    self.onFinish?()
                }
            }
            .store(in: &cancellables)

        navigationController.pushViewController(viewController, animated: true)
    }
}
