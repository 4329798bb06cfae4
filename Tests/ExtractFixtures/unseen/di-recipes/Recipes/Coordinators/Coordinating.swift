import UIKit

protocol Coordinating: AnyObject {
    var onFinish: (() -> Void)? { get set }
    func start()
}

protocol TabCoordinating: Coordinating {
    var rootViewController: UIViewController { get }
}

protocol AppCoordinating: Coordinating {}

protocol RecipesCoordinating: TabCoordinating {
    func showRecipe(_ recipe: Recipe)
}

protocol RecipeDetailCoordinating: Coordinating {}

protocol FavoritesCoordinating: TabCoordinating {}

protocol ProfileCoordinating: TabCoordinating {}

protocol SettingsCoordinating: Coordinating {}
