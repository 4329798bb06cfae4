import Foundation
import Combine

struct Recipe: Hashable, Identifiable {
    let id: UUID
    let title: String
    let summary: String
    let minutes: Int
    let ingredients: [String]
}

protocol RecipeService: AnyObject {
    func fetchRecipes() -> AnyPublisher<[Recipe], Never>
}

final class BundledRecipeService: RecipeService {
    func fetchRecipes() -> AnyPublisher<[Recipe], Never> {
        Just(Recipe.samples)
            .delay(for: .milliseconds(250), scheduler: DispatchQueue.global(qos: .userInitiated))
            .eraseToAnyPublisher()
    }
}

final class FavoritesStore {

    @Published private(set) var favoriteIDs: Set<UUID> {
        didSet { defaults.set(favoriteIDs.map(\.uuidString), forKey: Self.key) }
    }

    private let defaults: UserDefaults
    private static let key = "favorites.ids"

    init(defaults: UserDefaults) {
        self.defaults = defaults
        favoriteIDs = Set((defaults.stringArray(forKey: Self.key) ?? []).compactMap(UUID.init(uuidString:)))
    }

    func toggle(_ recipe: Recipe) {
        if favoriteIDs.remove(recipe.id) == nil {
            favoriteIDs.insert(recipe.id)
        }
    }
}

struct UserProfile {
    var displayName: String
    var email: String
}

final class ProfileStore {
    @Published var profile = UserProfile(displayName: "Sam Rivera", email: "sam@example.com")
}

final class SettingsStore {

    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    var usesMetricUnits: Bool {
        get { defaults.object(forKey: "settings.metric") as? Bool ?? true }
        set { defaults.set(newValue, forKey: "settings.metric") }
    }
}

extension Recipe {
    static let samples: [Recipe] = [
        Recipe(
            id: UUID(uuidString: "5B0E3C1A-6F0B-4E52-9E57-0B0D3A1C0001")!,
            title: "Shakshuka",
            summary: "Eggs poached in a spiced tomato and pepper sauce.",
            minutes: 30,
            ingredients: ["4 eggs", "1 can crushed tomatoes", "1 red pepper", "1 onion", "2 tsp cumin"]
        ),
        Recipe(
            id: UUID(uuidString: "5B0E3C1A-6F0B-4E52-9E57-0B0D3A1C0002")!,
            title: "Lemon Garlic Pasta",
            summary: "A weeknight spaghetti with lemon, garlic and parmesan.",
            minutes: 20,
            ingredients: ["400 g spaghetti", "3 cloves garlic", "1 lemon", "60 g parmesan"]
        )
    ]
}
