import UIKit
import SwiftUI

final class WorkoutDetailCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    weak var parentCoordinator: Coordinator?

    private(set) weak var rootViewController: UIViewController?

    private let workoutID: Workout.ID
    private let store: WorkoutStore

    init(workoutID: Workout.ID, store: WorkoutStore, navigationController: UINavigationController) {
        self.workoutID = workoutID
        self.store = store
        self.navigationController = navigationController
    }

    func start() {
        let viewModel = WorkoutDetailViewModel(workoutID: workoutID, store: store)
        viewModel.navigation = self

        let hostingController = UIHostingController(rootView: WorkoutDetailView(viewModel: viewModel))
        hostingController.navigationItem.largeTitleDisplayMode = .never
        hostingController.hidesBottomBarWhenPushed = true
        rootViewController = hostingController

        navigationController.pushViewController(hostingController, animated: true)
    }
}

extension WorkoutDetailCoordinator: WorkoutDetailNavigation {

    func workoutDetailDidDeleteWorkout() {
        guard let rootViewController = rootViewController,
              navigationController.topViewController === rootViewController else {
            return
        }
        navigationController.popViewController(animated: true)
    }

    func shareWorkout(_ summary: String) {
        let activityController = UIActivityViewController(activityItems: [summary], applicationActivities: nil)
        activityController.popoverPresentationController?.sourceView = rootViewController?.view
        rootViewController?.present(activityController, animated: true)
    }
}
