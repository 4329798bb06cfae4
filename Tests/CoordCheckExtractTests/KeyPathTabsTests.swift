import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Tabs made from an enum (`children = Tab.allCases.map { makeCoordinator(for: $0) }`, a
/// `switch` in the helper), each child started, then shown through a key path
/// (`tabBarController.viewControllers = children.map(\.rootViewController)`, or
/// `compactMap(\.navigationController)`): each child is in its tab.
extension ExtractTests {
    static let keyPathTabShowings = ["children.map(\\.rootViewController)", "children.compactMap(\\.rootViewController)"]

    static func keyPathTabsApp(showing: String) -> String {
        """
        import UIKit

        protocol Coordinating: AnyObject {
            var children: [Coordinating] { get set }
            var rootViewController: UIViewController { get }
            func start()
        }
        enum Tab: Int, CaseIterable { case feed, profile }

        final class FeedViewController: UIViewController { var onOpen: (() -> Void)? }
        final class DetailViewController: UIViewController {}
        final class ProfileViewController: UIViewController {}

        final class FeedCoordinator: Coordinating {
            var children: [Coordinating] = []
            private let navigationController = UINavigationController()
            var rootViewController: UIViewController { navigationController }
            func start() {
                let feed = FeedViewController()
                feed.onOpen = { [weak self] in self?.navigationController.pushViewController(DetailViewController(), animated: true) }
                navigationController.setViewControllers([feed], animated: false)
            }
        }
        final class ProfileCoordinator: Coordinating {
            var children: [Coordinating] = []
            private let navigationController = UINavigationController()
            var rootViewController: UIViewController { navigationController }
            func start() { navigationController.setViewControllers([ProfileViewController()], animated: false) }
        }

        final class AppCoordinator {
            private(set) var children: [Coordinating] = []
            private let window: UIWindow
            private let tabBarController = UITabBarController()
            init(window: UIWindow) { self.window = window }
            func start() {
                children = Tab.allCases.map { makeCoordinator(for: $0) }
                children.forEach { $0.start() }
                tabBarController.viewControllers = \(showing)
                window.rootViewController = tabBarController
                window.makeKeyAndVisible()
            }
            private func makeCoordinator(for tab: Tab) -> Coordinating {
                let coordinator: Coordinating
                switch tab {
                case .feed: coordinator = FeedCoordinator()
                case .profile: coordinator = ProfileCoordinator()
                }
                return coordinator
            }
        }

        \(delegateStarting(windowed: "AppCoordinator"))
        """
    }

    @Test(arguments: keyPathTabShowings)
    func childrenShownThroughAKeyPathFillTheirTabs(showing: String) throws {
        let draft = try extract(["App.swift": Self.keyPathTabsApp(showing: showing)])
        let text = lines(draft)
        let start = try handler("on start", of: "AppCoordinator root", in: text)
        #expect(start.contains("setRoot tabs 2"), "\(draft.scenario)")
        #expect(start.contains("start FeedCoordinator in tab 1") && start.contains("start ProfileCoordinator in tab 2"), "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
        #expect(firedCoordinators(result).isSuperset(of: ["FeedCoordinator", "ProfileCoordinator"]))
    }
}
