import UIKit
import SwiftUI

final class WorkoutsCoordinator: NSObject, Coordinator {

    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    weak var parentCoordinator: Coordinator?

    private let store: WorkoutStore

    init(navigationController: UINavigationController, store: WorkoutStore) {
        self.navigationController = navigationController
        self.store = store
    }

    func start() {
        navigationController.delegate = self

        let viewModel = WorkoutsListViewModel(store: store)
        viewModel.navigation = self

        let hostingController = UIHostingController(rootView: WorkoutsListView(viewModel: viewModel))
        hostingController.title = "Workouts"
        navigationController.setViewControllers([hostingController], animated: false)
    }
}

extension WorkoutsCoordinator: WorkoutsNavigation {

    func showWorkout(_ id: Workout.ID) {
        let coordinator = WorkoutDetailCoordinator(
            workoutID: id,
            store: store,
            navigationController: navigationController
        )
        coordinator.parentCoordinator = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    func showNewWorkout() {
        let coordinator = NewWorkoutCoordinator(presenter: navigationController, store: store)
        coordinator.parentCoordinator = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}

extension WorkoutsCoordinator: UINavigationControllerDelegate {

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(fromViewController) else {
            return
        }

        let finished = childCoordinators
            .compactMap { $0 as? WorkoutDetailCoordinator }
            .first { $0.rootViewController === fromViewController }

        if let finished = finished {
            childDidFinish(finished)
        }
    }
}
