import UIKit

final class TaskEditorCoordinator: BaseCoordinator {

    private let router: Routing
    private let module: TaskEditorModule
    private let isNewTask: Bool
    private let moduleFactory: ModuleFactory
    private let store: ProjectStore

    init(router: Routing,
         module: TaskEditorModule,
         isNewTask: Bool,
         moduleFactory: ModuleFactory,
         store: ProjectStore) {
        self.router = router
        self.module = module
        self.isNewTask = isNewTask
        self.moduleFactory = moduleFactory
        self.store = store
    }

    override func start() {
        module.onSave = { [weak self] task in
            self?.store.save(task)
            self?.finishFlow?()
        }
        if !isNewTask {
            module.onDelete = { [weak self] task in
                self?.store.deleteTask(task)
                self?.finishFlow?()
            }
        }
        module.onPickDueDate = { [weak self] currentDate in
            self?.showDueDatePicker(initialDate: currentDate)
        }
    }

    private func showDueDatePicker(initialDate: Date?) {
        let picker = moduleFactory.makeDueDatePickerModule(initialDate: initialDate)
        picker.onDatePicked = { [weak self] date in
            self?.module.updateDueDate(date)
            self?.router.dismissModule(animated: true)
        }
        picker.onCancel = { [weak self] in
            self?.router.dismissModule(animated: true)
        }
        let navigationController = UINavigationController(rootViewController: picker.toPresentable())
        navigationController.modalPresentationStyle = .formSheet
        router.present(navigationController, animated: true)
    }
}
