import UIKit

final class ProjectDetailCoordinator: BaseCoordinator {

    private let router: Routing
    private let module: ProjectDetailModule
    private let project: Project
    private let coordinatorFactory: CoordinatorFactory
    private let store: ProjectStore

    init(router: Routing,
         module: ProjectDetailModule,
         project: Project,
         coordinatorFactory: CoordinatorFactory,
         store: ProjectStore) {
        self.router = router
        self.module = module
        self.project = project
        self.coordinatorFactory = coordinatorFactory
        self.store = store
    }

    override func start() {
        module.onAddTask = { [weak self] in
            self?.runTaskEditorFlow(for: nil)
        }
        module.onTaskSelected = { [weak self] task in
            self?.runTaskEditorFlow(for: task)
        }
        module.onTaskToggled = { [weak self] task in
            self?.store.toggleDone(task)
            self?.module.reload()
        }
        module.onDeleteProject = { [weak self] in
            self?.confirmDeletion()
        }
    }

    private func runTaskEditorFlow(for task: TaskItem?) {
        let (coordinator, module) = coordinatorFactory.makeTaskEditorCoordinator(task: task,
                                                                                 projectID: project.id,
                                                                                 router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.router.popModule(animated: true)
            self?.removeDependency(coordinator)
            self?.module.reload()
        }
        addDependency(coordinator)
        coordinator.start()
        router.push(module, animated: true, onPop: nil)
    }

    private func confirmDeletion() {
        let taskCount = store.tasks(in: project.id).count
        let alert = UIAlertController(
            title: "Delete \"\(project.name)\"?",
            message: taskCount == 0 ? nil : "\(taskCount) task(s) will be deleted as well.",
            preferredStyle: .actionSheet
        )
        alert.addAction(UIAlertAction(title: "Delete Project", style: .destructive) { [weak self] _ in
            guard let self = self else { return }
            self.store.deleteProject(self.project)
            self.finishFlow?()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        router.present(alert, animated: true)
    }
}
