import UIKit

final class AppCoordinator: AppCoordinating {

    var onFinish: (() -> Void)?

    private let window: UIWindow
    private let container: Container
    private let tabBarController = UITabBarController()
    private var children: [Coordinating] = []

    init(window: UIWindow, container: Container) {
        self.window = window
        self.container = container
    }

    func start() {
        let tabs: [TabCoordinating] = [
            container.resolve(RecipesCoordinating.self),
            container.resolve(FavoritesCoordinating.self),
            container.resolve(ProfileCoordinating.self)
        ]

        for tab in tabs {
            tab.start()
            children.append(tab)
        }

        tabBarController.viewControllers = tabs.map { $0.rootViewController }
        tabBarController.tabBar.scrollEdgeAppearance = UITabBarAppearance()

        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }
}
