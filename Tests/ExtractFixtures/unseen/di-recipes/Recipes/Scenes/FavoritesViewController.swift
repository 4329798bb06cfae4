import UIKit
import Combine

enum FavoritesRoute {
    case preview(Recipe)
}

final class FavoritesViewModel {

    @Published private(set) var items: [Recipe] = []

    let routes = PassthroughSubject<FavoritesRoute, Never>()

    init(service: RecipeService, favorites: FavoritesStore) {
        service.fetchRecipes()
            .combineLatest(favorites.$favoriteIDs)
            .map { recipes, ids in recipes.filter { ids.contains($0.id) } }
            .receive(on: DispatchQueue.main)
            .assign(to: &$items)
    }

    func select(at index: Int) {
        guard items.indices.contains(index) else { return }
        routes.send(.preview(items[index]))
    }
}

final class FavoritesViewController: UITableViewController {

    private let viewModel: FavoritesViewModel
    private var cancellables = Set<AnyCancellable>()

    init(viewModel: FavoritesViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FavoriteCell")

        viewModel.$items
            .sink { [weak self] _ in self?.tableView.reloadData() }
            .store(in: &cancellables)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FavoriteCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = viewModel.items[indexPath.row].title
        content.image = UIImage(systemName: "heart.fill")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        viewModel.select(at: indexPath.row)
    }
}
