import UIKit

protocol ProjectDetailModule: AnyObject, Presentable {
    var onAddTask: (() -> Void)? { get set }
    var onTaskSelected: ((TaskItem) -> Void)? { get set }
    var onTaskToggled: ((TaskItem) -> Void)? { get set }
    var onDeleteProject: (() -> Void)? { get set }
    func reload()
}

final class ProjectDetailViewController: UIViewController, ProjectDetailModule {

    var onAddTask: (() -> Void)?
    var onTaskSelected: ((TaskItem) -> Void)?
    var onTaskToggled: ((TaskItem) -> Void)?
    var onDeleteProject: (() -> Void)?

    private let project: Project
    private let store: ProjectStore
    private var tasks: [TaskItem] = []
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    init(project: Project, store: ProjectStore) {
        self.project = project
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = project.name
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let addButton = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
        let menu = UIMenu(children: [
            UIAction(title: "Delete Project", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                self?.onDeleteProject?()
            }
        ])
        let moreButton = UIBarButtonItem(title: nil, image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: menu)
        navigationItem.rightBarButtonItems = [addButton, moreButton]

        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TaskCell")
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    func reload() {
        tasks = store.tasks(in: project.id)
        tableView.reloadData()
    }

    @objc private func addTapped() {
        onAddTask?()
    }
}

extension ProjectDetailViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tasks.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath)
        let task = tasks[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = task.title.isEmpty ? "Untitled task" : task.title
        content.textProperties.color = task.isDone ? .secondaryLabel : .label
        content.secondaryText = task.dueDate?.formatted(date: .abbreviated, time: .omitted)
        content.image = UIImage(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onTaskSelected?(tasks[indexPath.row])
    }

    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let task = tasks[indexPath.row]
        let toggle = UIContextualAction(style: .normal, title: task.isDone ? "Reopen" : "Done") { [weak self] _, _, completion in
            self?.onTaskToggled?(task)
            completion(true)
        }
        toggle.backgroundColor = task.isDone ? .systemOrange : .systemGreen
        return UISwipeActionsConfiguration(actions: [toggle])
    }
}
