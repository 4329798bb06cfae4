import UIKit

struct AppAssembly {

    func assemble(into container: Container) {
        registerServices(in: container)
        registerViewModels(in: container)
        registerCoordinators(in: container)
    }

    private func registerServices(in container: Container) {
        container.register(RecipeService.self, scope: .singleton) { _ in
            BundledRecipeService()
        }
        container.register(FavoritesStore.self, scope: .singleton) { _ in
            FavoritesStore(defaults: .standard)
        }
        container.register(ProfileStore.self, scope: .singleton) { _ in
            ProfileStore()
        }
        container.register(SettingsStore.self, scope: .singleton) { _ in
            SettingsStore(defaults: .standard)
        }
    }

    private func registerViewModels(in container: Container) {
        container.register(RecipesListViewModel.self) { c in
            RecipesListViewModel(service: c.resolve(RecipeService.self))
        }
        container.register(RecipeDetailViewModel.self) { (c: Container, recipe: Recipe) in
            RecipeDetailViewModel(recipe: recipe, favorites: c.resolve(FavoritesStore.self))
        }
        container.register(FavoritesViewModel.self) { c in
            FavoritesViewModel(
                service: c.resolve(RecipeService.self),
                favorites: c.resolve(FavoritesStore.self)
            )
        }
        container.register(ProfileViewModel.self) { c in
            ProfileViewModel(store: c.resolve(ProfileStore.self))
        }
        container.register(SettingsViewModel.self) { c in
            SettingsViewModel(settings: c.resolve(SettingsStore.self))
        }
    }

    private func registerCoordinators(in container: Container) {
        container.register(AppCoordinating.self) { (c: Container, window: UIWindow) in
            AppCoordinator(window: window, container: c)
        }
        container.register(RecipesCoordinating.self) { c in
            RecipesCoordinator(navigationController: UINavigationController(), container: c)
        }
        container.register(RecipeDetailCoordinating.self) { (c: Container, navigationController: UINavigationController, recipe: Recipe) in
            RecipeDetailCoordinator(navigationController: navigationController, recipe: recipe, container: c)
        }
        container.register(FavoritesCoordinating.self) { c in
            FavoritesCoordinator(navigationController: UINavigationController(), container: c)
        }
        container.register(ProfileCoordinating.self) { c in
            ProfileCoordinator(navigationController: UINavigationController(), container: c)
        }
        container.register(SettingsCoordinating.self) { (c: Container, presenter: UIViewController) in
            SettingsCoordinator(presenter: presenter, container: c)
        }
    }
}
