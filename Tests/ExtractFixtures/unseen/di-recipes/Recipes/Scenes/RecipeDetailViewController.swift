import UIKit
import Combine

enum RecipeDetailRoute {
    case close
}

final class RecipeDetailViewModel {

    let recipe: Recipe
    let routes = PassthroughSubject<RecipeDetailRoute, Never>()

    @Published private(set) var isFavorite = false

    private let favorites: FavoritesStore

    init(recipe: Recipe, favorites: FavoritesStore) {
        self.recipe = recipe
        self.favorites = favorites
        favorites.$favoriteIDs
            .map { $0.contains(recipe.id) }
            .removeDuplicates()
            .assign(to: &$isFavorite)
    }

    var bodyText: String {
        "\(recipe.minutes) minutes\n\n\(recipe.summary)\n\nIngredients\n"
            + recipe.ingredients.map { "• \($0)" }.joined(separator: "\n")
    }

    func toggleFavorite() { favorites.toggle(recipe) }
    func close() { routes.send(.close) }
}

final class RecipeDetailViewController: UIViewController {

    private let viewModel: RecipeDetailViewModel
    private var cancellables = Set<AnyCancellable>()

    private let bodyLabel = UILabel()
    private let favoriteButton = UIButton(configuration: .tinted())

    init(viewModel: RecipeDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = viewModel.recipe.title
        navigationItem.largeTitleDisplayMode = .never

        let closeItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak self] _ in
            self?.viewModel.close()
        })
        navigationItem.rightBarButtonItem = closeItem

        bodyLabel.text = viewModel.bodyText
        bodyLabel.numberOfLines = 0
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        favoriteButton.addTarget(self, action: #selector(favoriteTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [bodyLabel, favoriteButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])

        viewModel.$isFavorite
            .sink { [weak self] isFavorite in
                var configuration = self?.favoriteButton.configuration
                configuration?.title = isFavorite ? "Saved to favorites" : "Save to favorites"
                configuration?.image = UIImage(systemName: isFavorite ? "heart.fill" : "heart")
                configuration?.imagePadding = 8
                self?.favoriteButton.configuration = configuration
            }
            .store(in: &cancellables)
    }

    @objc private func favoriteTapped() {
        viewModel.toggleFavorite()
    }
}
