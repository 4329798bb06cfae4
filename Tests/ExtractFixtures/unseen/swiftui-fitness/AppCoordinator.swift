import UIKit

final class AppCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    let store: WorkoutStore

    private let tabBarController = UITabBarController()

    init(navigationController: UINavigationController, store: WorkoutStore) {
        self.navigationController = navigationController
        self.store = store
    }

    func start() {
        let workoutsNavigation = UINavigationController()
        workoutsNavigation.navigationBar.prefersLargeTitles = true
        workoutsNavigation.tabBarItem = UITabBarItem(
            title: "Workouts",
            image: UIImage(systemName: "figure.run"),
            selectedImage: nil
        )
        let workoutsCoordinator = WorkoutsCoordinator(navigationController: workoutsNavigation, store: store)
        workoutsCoordinator.parentCoordinator = self

        let statsNavigation = UINavigationController()
        statsNavigation.navigationBar.prefersLargeTitles = true
        statsNavigation.tabBarItem = UITabBarItem(
            title: "Stats",
            image: UIImage(systemName: "chart.bar.xaxis"),
            selectedImage: nil
        )
        let statsCoordinator = StatsCoordinator(navigationController: statsNavigation, store: store)
        statsCoordinator.parentCoordinator = self

        childCoordinators = [workoutsCoordinator, statsCoordinator]
        workoutsCoordinator.start()
        statsCoordinator.start()

        tabBarController.viewControllers = [workoutsNavigation, statsNavigation]
        navigationController.setViewControllers([tabBarController], animated: false)
    }
}
