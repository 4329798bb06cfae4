import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child that keeps a tab bar controller in a property and fills it in its start, whose
/// creator makes that tab bar the window's root (`window.rootViewController =
/// tabs.tabBarController`), before or after starting it: the child's start makes the window's
/// root a tab bar, its children in its tabs.
extension ExtractTests {
    static func windowTabBarApp(rootSetAfterStart: Bool) -> String {
        let setRoot = "window.rootViewController = tabs.tabBarController"
        return """
        import UIKit

        class Coordinator {
            var childCoordinators: [Coordinator] = []
            func start() {}
            func startChild(_ child: Coordinator) {
                childCoordinators.append(child)
                child.start()
            }
        }

        final class FeedViewController: UIViewController {}
        final class InboxViewController: UIViewController {}

        final class FeedCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() { navigationController.pushViewController(FeedViewController(), animated: false) }
        }

        final class InboxCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() { navigationController.pushViewController(InboxViewController(), animated: false) }
        }

        final class TabCoordinator: Coordinator {
            let tabBarController = UITabBarController()
            override func start() {
                let feed = UINavigationController()
                let inbox = UINavigationController()
                startChild(FeedCoordinator(navigationController: feed))
                startChild(InboxCoordinator(navigationController: inbox))
                tabBarController.viewControllers = [feed, inbox]
            }
        }

        final class AppCoordinator: Coordinator {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            override func start() {
                let tabs = TabCoordinator()
                \(rootSetAfterStart ? "" : setRoot)
                startChild(tabs)
                \(rootSetAfterStart ? setRoot : "")
                window.makeKeyAndVisible()
            }
        }

        \(Self.sceneDelegateStartingWithWindow)
        """
    }

    @Test(arguments: [true, false])
    func aChildsTabBarMadeTheWindowsRootByItsCreatorIsTheWindowsRoot(rootSetAfterStart: Bool) throws {
        let draft = try extract(["App.swift": Self.windowTabBarApp(rootSetAfterStart: rootSetAfterStart)], name: "tabs")
        let text = lines(draft)
        #expect(try handler("on start", of: "TabCoordinator parent none", in: text)
            == ["setRoot tabs 2", "start FeedCoordinator in tab 1", "start InboxCoordinator in tab 2"], "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(result.verdicts.compactMap { $0.violation?.message })\n\(draft.scenario)")
    }
}
