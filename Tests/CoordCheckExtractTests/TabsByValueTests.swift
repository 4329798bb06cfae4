import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Tabs built by value: the stacks a `map` over a stored list of cases makes, and the children
/// a loop over `zip(stacks, tabs)` starts on each, its closure's two parameters the pair's.
extension ExtractTests {
    static let tabsByValueApp = """
    import UIKit

    enum Tab { case feed, profile
        var item: UITabBarItem { UITabBarItem() }
    }
    final class TabNavigationController: UINavigationController {
        init(item: UITabBarItem) { super.init(nibName: nil, bundle: nil); tabBarItem = item }
    }
    final class MainTabBarController: UITabBarController {}
    final class FeedViewController: UIViewController {}
    final class ProfileViewController: UIViewController {}

    final class FeedCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.setViewControllers([FeedViewController()], animated: false) }
    }
    final class ProfileCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.setViewControllers([ProfileViewController()], animated: false) }
    }

    final class TabsCoordinator {
        var children: [AnyObject] = []
        private let tabBarController = MainTabBarController()
        private let window: UIWindow
        private let tabs: [Tab] = [.feed, .profile]
        init(window: UIWindow) { self.window = window }
        func start() {
            configure(tabs: tabs)
            window.rootViewController = tabBarController
        }
        private func configure(tabs: [Tab]) {
            let stacks = tabs.map { tab in TabNavigationController(item: tab.item) }
            tabBarController.setViewControllers(stacks, animated: false)
            zip(stacks, tabs).forEach { stack, tab in
                switch tab {
                case .feed:
                    let child = FeedCoordinator(navigationController: stack)
                    children.append(child); child.start()
                case .profile:
                    let child = ProfileCoordinator(navigationController: stack)
                    children.append(child); child.start()
                }
            }
        }
    }

    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var coordinator: TabsCoordinator?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow()
            self.window = window
            let coordinator = TabsCoordinator(window: window)
            self.coordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
            return true
        }
    }
    """

    @Test func tabsMadeByMappingAListAreTheTabBarsTabs() throws {
        let draft = try extract(["App.swift": Self.tabsByValueApp], name: "tabs-by-value")
        let text = lines(draft)
        #expect(try handler("on start", of: "TabsCoordinator root", in: text) == [
            "setRoot tabs 2", "start FeedCoordinator in tab 1", "start ProfileCoordinator in tab 2",
        ], "\(draft.scenario)")
        // Both tabs' coordinators run.
        let result = try check(draft)
        let fired = firedCoordinators(result)
        #expect(fired == ["TabsCoordinator", "FeedCoordinator", "ProfileCoordinator"], "\(fired)")
    }
}
