import UIKit

protocol ProjectListModule: AnyObject, Presentable {
    var onProjectSelected: ((Project) -> Void)? { get set }
    var onAddProject: (() -> Void)? { get set }
    func reload()
}

final class ProjectListViewModel {

    struct Row {
        let project: Project
        let subtitle: String
    }

    private let store: ProjectStore
    private(set) var rows: [Row] = []

    init(store: ProjectStore) {
        self.store = store
    }

    func refresh() {
        rows = store.projects.map { project in
            let tasks = store.tasks(in: project.id)
            let open = tasks.filter { !$0.isDone }.count
            let subtitle = tasks.isEmpty ? "No tasks" : "\(open) open · \(tasks.count - open) done"
            return Row(project: project, subtitle: subtitle)
        }
    }
}

final class ProjectListViewController: UITableViewController, ProjectListModule {

    var onProjectSelected: ((Project) -> Void)?
    var onAddProject: (() -> Void)?

    private let viewModel: ProjectListViewModel
    private let emptyStateLabel = UILabel()

    init(viewModel: ProjectListViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
        title = "Projects"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in self?.onAddProject?() }
        )
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ProjectCell")

        emptyStateLabel.text = "Tap + to create your first project."
        emptyStateLabel.textColor = .secondaryLabel
        emptyStateLabel.textAlignment = .center
        tableView.backgroundView = emptyStateLabel
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    func reload() {
        viewModel.refresh()
        emptyStateLabel.isHidden = !viewModel.rows.isEmpty
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ProjectCell", for: indexPath)
        let row = viewModel.rows[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = row.project.name
        content.secondaryText = row.subtitle
        content.image = UIImage(systemName: "folder")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onProjectSelected?(viewModel.rows[indexPath.row].project)
    }
}
