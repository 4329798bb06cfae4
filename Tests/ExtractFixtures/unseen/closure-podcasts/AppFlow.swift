import UIKit

final class AppFlow {

    enum Tab: CaseIterable {
        case library
        case discover
        case settings

        var title: String {
            switch self {
            case .library: return "Library"
            case .discover: return "Discover"
            case .settings: return "Settings"
            }
        }

        var image: UIImage? {
            switch self {
            case .library: return UIImage(systemName: "square.stack")
            case .discover: return UIImage(systemName: "sparkles")
            case .settings: return UIImage(systemName: "gearshape")
            }
        }
    }

    private let window: UIWindow
    private let dependencies: AppDependencies
    private let tabBarController = UITabBarController()
    private var activeFlows: [AnyObject] = []

    init(window: UIWindow, dependencies: AppDependencies) {
        self.window = window
        self.dependencies = dependencies
    }

    func start() {
        tabBarController.viewControllers = Tab.allCases.map { makeFlow(for: $0) }
        tabBarController.tabBar.tintColor = .systemPurple
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }

    private func makeFlow(for tab: Tab) -> UINavigationController {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.tabBarItem = UITabBarItem(title: tab.title, image: tab.image, selectedImage: nil)

        switch tab {
        case .library:
            let flow = LibraryFlow(navigationController: navigationController, dependencies: dependencies)
            flow.start()
            activeFlows.append(flow)
        case .discover:
            let flow = DiscoverFlow(navigationController: navigationController, dependencies: dependencies)
            flow.onSubscribed = { [weak self] in
                self?.tabBarController.selectedIndex = Tab.allCases.firstIndex(of: .library) ?? 0
            }
            flow.start()
            activeFlows.append(flow)
        case .settings:
            let flow = SettingsFlow(navigationController: navigationController)
            flow.start()
            activeFlows.append(flow)
        }

        return navigationController
    }
}
