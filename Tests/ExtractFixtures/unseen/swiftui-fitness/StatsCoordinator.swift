import UIKit
import SwiftUI

final class StatsCoordinator: NSObject, Coordinator {

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

        let viewModel = StatsViewModel(store: store)
        viewModel.navigation = self

        let hostingController = UIHostingController(rootView: StatsView(viewModel: viewModel))
        hostingController.title = "Stats"
        navigationController.setViewControllers([hostingController], animated: false)
    }
}

extension StatsCoordinator: StatsNavigation {

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
}

extension StatsCoordinator: UINavigationControllerDelegate {

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(fromViewController) else {
            return
        }

        childCoordinators
            .compactMap { $0 as? WorkoutDetailCoordinator }
            .filter { $0.rootViewController === fromViewController }
            .forEach { childDidFinish($0) }
    }
}
