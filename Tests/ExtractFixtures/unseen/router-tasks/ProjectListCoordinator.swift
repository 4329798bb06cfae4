import UIKit

final class ProjectListCoordinator: BaseCoordinator {

    private let router: Routing
    private let moduleFactory: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory
    private let store: ProjectStore
    private weak var listModule: ProjectListModule?

    init(router: Routing, moduleFactory: ModuleFactory, coordinatorFactory: CoordinatorFactory, store: ProjectStore) {
        self.router = router
        self.moduleFactory = moduleFactory
        self.coordinatorFactory = coordinatorFactory
        self.store = store
    }

    override func start() {
        let module = moduleFactory.makeProjectListModule()
        module.onProjectSelected = { [weak self] project in
            self?.runProjectDetailFlow(for: project)
        }
        module.onAddProject = { [weak self] in
            self?.showNewProjectPrompt()
        }
        listModule = module
        router.setRoot(module, hideBar: false)
    }

    private func runProjectDetailFlow(for project: Project) {
        let (coordinator, module) = coordinatorFactory.makeProjectDetailCoordinator(project: project, router: router)
        coordinator.finishFlow = { [weak self] in
            self?.router.popModule(animated: true)
            self?.listModule?.reload()
        }
        addDependency(coordinator)
        coordinator.start()
        router.push(module, animated: true, onPop: { [weak self] in
            self?.removeDependency(coordinator)
        })
    }

    private func showNewProjectPrompt() {
        let alert = UIAlertController(title: "New Project", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Project name"
            field.autocapitalizationType = .words
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Create", style: .default) { [weak self, weak alert] _ in
            let name = alert?.textFields?.first?.text?.trimmingCharacters(in: .whitespaces) ?? ""
            guard !name.isEmpty, let self = self else { return }
            let project = self.store.addProject(named: name)
            self.listModule?.reload()
            self.runProjectDetailFlow(for: project)
        })
        router.present(alert, animated: true)
    }
}
