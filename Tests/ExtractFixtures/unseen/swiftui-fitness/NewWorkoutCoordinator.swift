import UIKit
import SwiftUI

final class NewWorkoutCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()
    weak var parentCoordinator: Coordinator?

    private weak var presenter: UIViewController?
    private let store: WorkoutStore

    init(presenter: UIViewController, store: WorkoutStore) {
        self.presenter = presenter
        self.store = store
    }

    func start() {
        let viewModel = NewWorkoutViewModel(store: store)
        viewModel.navigation = self

        let hostingController = UIHostingController(rootView: NewWorkoutView(viewModel: viewModel))
        navigationController.setViewControllers([hostingController], animated: false)
        navigationController.modalPresentationStyle = .pageSheet

        if let sheet = navigationController.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }

        presenter?.present(navigationController, animated: true)
    }

    private func finish() {
        navigationController.dismiss(animated: true) { [weak self] in
            guard let self = self else { return }
            self.parentCoordinator?.childDidFinish(self)
        }
    }
}

extension NewWorkoutCoordinator: NewWorkoutNavigation {

    func newWorkoutDidSave(_ workout: Workout) {
        finish()
    }

    func newWorkoutDidCancel() {
        finish()
    }
}
