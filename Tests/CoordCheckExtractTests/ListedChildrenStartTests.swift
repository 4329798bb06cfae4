import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Tab flows assigned as a list to the coordinator's children property (`flows = [feed,
/// profile]`) and started through that property, with `forEach` or a `for` loop: each starts
/// in its tab, the tab bar's stacks made by a helper.
extension ExtractTests {
    static func listedChildrenApp(loop: Bool) -> String {
        let starting = loop ? "for flow in flows { flow.begin() }" : "flows.forEach { $0.begin() }"
        return """
            import UIKit

            protocol Flow: AnyObject { func begin() }

            final class FeedViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}

            final class FeedFlow: Flow {
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func begin() { navigationController.setViewControllers([FeedViewController()], animated: false) }
            }
            final class ProfileFlow: Flow {
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func begin() { navigationController.setViewControllers([ProfileViewController()], animated: false) }
            }

            final class AppFlow: Flow {
                private let window: UIWindow
                private let tabBarController = UITabBarController()
                private var flows: [Flow] = []
                init(window: UIWindow) { self.window = window }
                func begin() {
                    let feedNavigation = makeNavigation(title: "Feed")
                    let profileNavigation = makeNavigation(title: "Profile")
                    flows = [
                        FeedFlow(navigationController: feedNavigation),
                        ProfileFlow(navigationController: profileNavigation)
                    ]
                    \(starting)
                    tabBarController.setViewControllers([feedNavigation, profileNavigation], animated: false)
                    window.rootViewController = tabBarController
                    window.makeKeyAndVisible()
                }
                private func makeNavigation(title: String) -> UINavigationController {
                    let navigationController = UINavigationController()
                    navigationController.tabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
                    return navigationController
                }
            }

            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var flow: AppFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    let flow = AppFlow(window: window)
                    self.window = window
                    self.flow = flow
                    flow.begin()
                    return true
                }
            }
            """
    }

    @Test(arguments: [false, true])
    func childrenAssignedAsAListStartThroughTheProperty(loop: Bool) throws {
        let draft = try extract(["App.swift": Self.listedChildrenApp(loop: loop)], name: "listed")
        let text = lines(draft)
        #expect(try handler("on start", of: "AppFlow root", in: text).filter { $0 != "removeAllChildren" } == [
            "setRoot tabs 2", "start FeedFlow in tab 1", "start ProfileFlow in tab 2",
        ], "\(draft.scenario)")
        #expect(!draft.scenario.contains("never started"), "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
        #expect(result.coverage.unreachedEvents.isEmpty)
    }
}
