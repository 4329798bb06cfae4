import UIKit

/// Only groups the tabs: their coordinators are children of Splash, and Splash is their parent.
final class TabBarCoordinator: Coordinator {

    weak var parentCoordinator: Coordinator?
    var children: [Coordinator] = []
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let tabBarController = MainTabBarController()
        let todayNavigationController = UINavigationController()
        todayNavigationController.tabBarItem = UITabBarItem(title: "투데이", image: UIImage(systemName: "sun.max"), tag: 0)
        let curriculumNavigationController = UINavigationController()
        curriculumNavigationController.tabBarItem = UITabBarItem(title: "커리큘럼", image: UIImage(systemName: "book"), tag: 1)
        tabBarController.setViewControllers([todayNavigationController, curriculumNavigationController], animated: false)
        window.rootViewController = tabBarController

        let todayCoordinator = TodayCoordinator(navigationController: todayNavigationController)
        todayCoordinator.parentCoordinator = parentCoordinator
        parentCoordinator?.children.append(todayCoordinator)
        todayCoordinator.start()

        let curriculumCoordinator = CurriculumCoordinator(navigationController: curriculumNavigationController)
        curriculumCoordinator.parentCoordinator = parentCoordinator
        parentCoordinator?.children.append(curriculumCoordinator)
        curriculumCoordinator.start()
    }
}
