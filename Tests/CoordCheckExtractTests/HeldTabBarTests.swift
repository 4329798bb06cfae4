import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child that keeps a tab bar controller in a stored property and fills it in its start,
/// made the window's root by its creator after the start (`tabs.begin();
/// window.rootViewController = tabs.tabBarController`), directly or through a helper the
/// creator passes it to: the child's start shows the tab bar as the window's root and starts
/// its tabs' children in them. Before, the tabs were "neither the window's root nor
/// presented" and the draft stopped at the tab bar.
extension ExtractTests {
    static let tabBarSwaps = [
        "        window.rootViewController = tabs.tabBarController\n",
        "        show(tabs.tabBarController)\n",
    ]

    static func heldTabBarApp(swap: String) -> String {
        """
        import UIKit

        final class FeedScreen: UIViewController {
            var onOpen: (() -> Void)?
            @objc private func openTapped() { onOpen?() }
        }
        final class PostScreen: UIViewController {}
        final class AccountScreen: UIViewController {}

        final class FeedFlow {
            private let stack: UINavigationController
            init(stack: UINavigationController) { self.stack = stack }
            func begin() {
                let feed = FeedScreen()
                feed.onOpen = { [weak self] in self?.stack.pushViewController(PostScreen(), animated: true) }
                stack.setViewControllers([feed], animated: false)
            }
        }

        final class TabsFlow {
            let tabBarController = UITabBarController()
            private var flows: [FeedFlow] = []
            func begin() {
                let feedStack = UINavigationController()
                let feed = FeedFlow(stack: feedStack)
                flows.append(feed)
                feed.begin()
                let accountStack = UINavigationController(rootViewController: AccountScreen())
                tabBarController.viewControllers = [feedStack, accountStack]
            }
        }

        final class AppFlow {
            private let window: UIWindow
            private var tabs: TabsFlow?
            init(window: UIWindow) { self.window = window }
            func begin() {
                let tabs = TabsFlow()
                self.tabs = tabs
                tabs.begin()
        \(swap)        window.makeKeyAndVisible()
            }
            private func show(_ controller: UIViewController) {
                UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                    self.window.rootViewController = controller
                })
            }
        }

        \(ExtractTests.sceneDelegateStarting(windowed: "AppFlow", by: "begin"))
        """
    }

    @Test(arguments: tabBarSwaps)
    func aChildsTabBarMadeTheRootShowsItsTabs(swap: String) throws {
        let draft = try extract(["App.swift": Self.heldTabBarApp(swap: swap)], name: "heldtabs")
        let text = lines(draft)
        #expect(try handler("on start", of: "TabsFlow", in: text).filter { !$0.hasPrefix("#") } == ["setRoot tabs 2", "start FeedFlow in tab 1"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["FeedScreen.onOpen"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["FeedScreen", "PostScreen"], "\(draft.scenario)")
    }
}
