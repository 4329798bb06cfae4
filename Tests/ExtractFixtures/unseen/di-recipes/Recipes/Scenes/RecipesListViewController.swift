import UIKit
import Combine

enum RecipesListRoute {
    case recipe(Recipe)
}

final class RecipesListViewModel {

    @Published private(set) var recipes: [Recipe] = []

    let routes = PassthroughSubject<RecipesListRoute, Never>()

    private let service: RecipeService
    private var loadCancellable: AnyCancellable?

    init(service: RecipeService) {
        self.service = service
    }

    func load() {
        loadCancellable = service.fetchRecipes()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] recipes in
                self?.recipes = recipes.sorted { $0.title < $1.title }
            }
    }

    func didSelectRecipe(at index: Int) {
        guard recipes.indices.contains(index) else { return }
        routes.send(.recipe(recipes[index]))
    }
}

final class RecipesListViewController: UITableViewController {

    private let viewModel: RecipesListViewModel
    private var cancellables = Set<AnyCancellable>()

    init(viewModel: RecipesListViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "RecipeCell")

        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)

        viewModel.$recipes
            .sink { [weak self] _ in
                self?.tableView.reloadData()
                self?.refreshControl?.endRefreshing()
            }
            .store(in: &cancellables)

        viewModel.load()
    }

    @objc private func refresh() {
        viewModel.load()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        let recipe = viewModel.recipes[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = recipe.title
        content.secondaryText = "\(recipe.minutes) min"
        content.image = UIImage(systemName: "fork.knife")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        viewModel.didSelectRecipe(at: indexPath.row)
    }
}
