import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A builder object that makes the tab bar, starts a coordinator per tab and hands them to the
/// coordinator that called it (`owner.children = [feed, profile]`, the owner passed in or kept
/// in a property), then makes the tab bar the window's root. The tabs' coordinators are the
/// owner's children. Before, they joined no coordinator's children: their screens were
/// orphans at launch, an error the app does not have.
extension ExtractTests {
    struct HandedOwnerWay: Sendable, CustomTestStringConvertible {
        var name: String
        /// The builder's method's parameters, its stored owner property, how the caller calls
        /// it, and whose children the tabs join in the draft.
        var parameters: String, stored: String, call: String, into: String
        var testDescription: String { name }
    }

    static let handedOwnerWays = [
        HandedOwnerWay(name: "owner passed, typed as the class", parameters: "in window: UIWindow, owner: AppCoordinator", stored: "",
                       call: "factory.install(in: window, owner: self)", into: "caller"),
        HandedOwnerWay(name: "owner passed, typed as the protocol", parameters: "in window: UIWindow, owner: Coordinator", stored: "",
                       call: "factory.install(in: window, owner: self)", into: "caller"),
        HandedOwnerWay(name: "owner kept in a weak property", parameters: "in window: UIWindow", stored: "weak var owner: AppCoordinator?",
                       call: "factory.owner = self; factory.install(in: window)", into: "parent"),
    ]

    static func handedOwnerApp(_ way: HandedOwnerWay) -> String {
        let owner = way.stored.isEmpty ? "owner" : "owner?"
        return """
        import UIKit

        protocol Coordinator: AnyObject {
            var children: [Coordinator] { get set }
            func start()
        }

        final class FeedScreen: UIViewController {
            var onOpen: (() -> Void)?
            @objc private func openTapped() { onOpen?() }
        }
        final class PostScreen: UIViewController {}
        final class ProfileScreen: UIViewController {}

        final class FeedCoordinator: Coordinator {
            var children: [Coordinator] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let feed = FeedScreen()
                feed.onOpen = { [weak self] in self?.navigationController.pushViewController(PostScreen(), animated: true) }
                navigationController.setViewControllers([feed], animated: false)
            }
        }

        final class ProfileCoordinator: Coordinator {
            var children: [Coordinator] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.setViewControllers([ProfileScreen()], animated: false) }
        }

        final class TabBarFactory {
            \(way.stored)
            func install(\(way.parameters)) {
                let tabBar = UITabBarController()
                let feed = FeedCoordinator(navigationController: UINavigationController())
                let profile = ProfileCoordinator(navigationController: UINavigationController())
                \(owner).children = [feed, profile]
                feed.start()
                profile.start()
                tabBar.viewControllers = [feed.navigationController, profile.navigationController]
                window.rootViewController = tabBar
                window.makeKeyAndVisible()
            }
        }

        final class AppCoordinator: Coordinator {
            var children: [Coordinator] = []
            private let window: UIWindow
            private let factory = TabBarFactory()
            init(window: UIWindow) { self.window = window }
            func start() { \(way.call) }
        }

        \(sceneDelegateStarting(windowed: "AppCoordinator"))
        """
    }

    @Test(arguments: handedOwnerWays)
    func tabsHandedToTheirOwnerAreItsChildren(_ way: HandedOwnerWay) throws {
        let draft = try extract(["App.swift": Self.handedOwnerApp(way)], name: "builder")
        #expect(draft.scenario.contains("start FeedCoordinator in tab 1 into \(way.into) "), "\(draft.scenario)")
        let result = try check(draft)
        #expect(violations(result).isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).contains("FeedCoordinator"))
    }
}
