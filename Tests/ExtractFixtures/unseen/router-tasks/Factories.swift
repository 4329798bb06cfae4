import UIKit

final class ModuleFactory {

    private let store: ProjectStore

    init(store: ProjectStore) {
        self.store = store
    }

    func makeOnboardingModule() -> OnboardingModule {
        OnboardingViewController(pages: OnboardingPage.all)
    }

    func makeProjectListModule() -> ProjectListModule {
        ProjectListViewController(viewModel: ProjectListViewModel(store: store))
    }

    func makeProjectDetailModule(project: Project) -> ProjectDetailModule {
        ProjectDetailViewController(project: project, store: store)
    }

    func makeTaskEditorModule(task: TaskItem) -> TaskEditorModule {
        TaskEditorViewController(viewModel: TaskEditorViewModel(task: task))
    }

    func makeDueDatePickerModule(initialDate: Date?) -> DueDatePickerModule {
        DueDatePickerViewController(initialDate: initialDate ?? Date())
    }
}

final class CoordinatorFactory {

    private let moduleFactory: ModuleFactory
    private let store: ProjectStore

    init(moduleFactory: ModuleFactory, store: ProjectStore) {
        self.moduleFactory = moduleFactory
        self.store = store
    }

    func makeOnboardingCoordinator(router: Routing) -> OnboardingCoordinator {
        OnboardingCoordinator(router: router, moduleFactory: moduleFactory)
    }

    func makeProjectListCoordinator(router: Routing) -> ProjectListCoordinator {
        ProjectListCoordinator(router: router, moduleFactory: moduleFactory,
                               coordinatorFactory: self, store: store)
    }

    func makeProjectDetailCoordinator(project: Project,
                                      router: Routing) -> (coordinator: ProjectDetailCoordinator, module: Presentable) {
        let module = moduleFactory.makeProjectDetailModule(project: project)
        let coordinator = ProjectDetailCoordinator(router: router, module: module, project: project,
                                                   coordinatorFactory: self, store: store)
        return (coordinator, module)
    }

    func makeTaskEditorCoordinator(task: TaskItem?,
                                   projectID: UUID,
                                   router: Routing) -> (coordinator: TaskEditorCoordinator, module: Presentable) {
        let module = moduleFactory.makeTaskEditorModule(task: task ?? .draft(in: projectID))
        let coordinator = TaskEditorCoordinator(router: router, module: module, isNewTask: task == nil,
                                                moduleFactory: moduleFactory, store: store)
        return (coordinator, module)
    }
}
