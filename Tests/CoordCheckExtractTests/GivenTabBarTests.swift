import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A tab bar made by one coordinator, made the window's root, and given to a child that fills
/// it (`MainTabs(tabBarController: tabs)`, whose start sets its tabs and starts a coordinator
/// in each): made the root before the child starts, after it, or an app's own tab bar class
/// that makes its tabs in `viewDidLoad` (`viewControllers = Tab.allCases.map(…)`) and hands
/// each tab's navigation controller to a closure when it is selected (`switch Tab(rawValue:
/// selectedIndex)`). Each tab's coordinator runs, and no invariant is violated.
extension ExtractTests {
    static func givenTabBarApp(_ way: Int) -> String {
        let tabBarClass = way == 2 ? """
            final class TabsController: UITabBarController, UITabBarControllerDelegate {
                var onFeedSelect: ((UINavigationController) -> Void)?
                var onProfileSelect: ((UINavigationController) -> Void)?
                private enum Tab: Int, CaseIterable { case feed, profile }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = self
                    viewControllers = Tab.allCases.map { _ in UINavigationController() }
                }
                func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                    guard let navigation = viewController as? UINavigationController, let tab = Tab(rawValue: selectedIndex) else { return }
                    switch tab {
                    case .feed: onFeedSelect?(navigation)
                    case .profile: onProfileSelect?(navigation)
                    }
                }
            }
            """ : ""
        let tabsType = way == 2 ? "TabsController" : "UITabBarController"
        let fill = way == 2 ? """
                    tabBarController.onFeedSelect = { [weak self] navigation in self?.run(FeedFlow(navigation: navigation)) }
                    tabBarController.onProfileSelect = { [weak self] navigation in self?.run(ProfileFlow(navigation: navigation)) }
            """ : """
                    let feed = UINavigationController()
                    let profile = UINavigationController()
                    tabBarController.setViewControllers([feed, profile], animated: false)
                    run(FeedFlow(navigation: feed))
                    run(ProfileFlow(navigation: profile))
            """
        let show = "window.rootViewController = tabs"
        return """
        import UIKit

        class Flow {
            var children: [Flow] = []
            func start() {}
            func run(_ child: Flow) {
                children.append(child)
                child.start()
            }
        }

        final class FeedScreen: UIViewController {
            var onOpen: (() -> Void)?
            @objc func openTapped() { onOpen?() }
        }
        final class ProfileScreen: UIViewController {
            var onEdit: (() -> Void)?
            @objc func editTapped() { onEdit?() }
        }
        final class EditScreen: UIViewController {}

        final class FeedFlow: Flow {
            private let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            override func start() {
                let screen = FeedScreen()
                screen.onOpen = { [weak self] in self?.navigation.pushViewController(EditScreen(), animated: true) }
                navigation.setViewControllers([screen], animated: false)
            }
        }
        final class ProfileFlow: Flow {
            private let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            override func start() {
                let screen = ProfileScreen()
                screen.onEdit = { [weak self] in self?.navigation.pushViewController(EditScreen(), animated: true) }
                navigation.setViewControllers([screen], animated: false)
            }
        }

        \(tabBarClass)

        final class MainTabs: Flow {
            private let tabBarController: \(tabsType)
            init(tabBarController: \(tabsType)) { self.tabBarController = tabBarController }
            override func start() {
        \(fill)
            }
        }

        final class AppFlow: Flow {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            override func start() {
                let tabs = \(tabsType)()
                \(way == 0 ? show : "")
                let main = MainTabs(tabBarController: tabs)
                run(main)
                \(way == 0 ? "" : show)
                window.makeKeyAndVisible()
            }
        }

        \(delegateStarting(windowed: "AppFlow"))
        """
    }

    @Test(arguments: 0..<3)
    func aTabBarGivenToTheChildThatFillsItIsTheWindowsRoot(way: Int) throws {
        let draft = try extract(["App.swift": Self.givenTabBarApp(way)], name: "given-tab-bar")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).isSuperset(of: ["FeedFlow", "ProfileFlow"]), "\(draft.scenario)")
        #expect(draft.scenario.contains("setRoot tabs 2"), "\(draft.scenario)")
    }

    static let computedRoots = [
        "var rootViewController: UIViewController { tabBarController }",
        "var rootViewController: UIViewController { return self.tabBarController }",
        "var rootViewController: UIViewController { container }\n    var container: UITabBarController { tabBarController }",
    ]

    /// The window's root read after the start through a computed property returning the tab
    /// bar the coordinator keeps (`window.rootViewController = app.rootViewController`).
    static func computedRootApp(_ way: Int) -> String {
        """
        import UIKit

        final class FeedScreen: UIViewController {}
        final class ProfileScreen: UIViewController {}

        class Flow {
            var children: [Flow] = []
            func start() {}
        }
        final class FeedFlow: Flow {
            let navigation = UINavigationController()
            override func start() { navigation.setViewControllers([FeedScreen()], animated: false) }
        }
        final class ProfileFlow: Flow {
            let navigation = UINavigationController()
            override func start() { navigation.setViewControllers([ProfileScreen()], animated: false) }
        }

        final class AppFlow: Flow {
            let tabBarController = UITabBarController()
            \(computedRoots[way])
            override func start() {
                let feed = FeedFlow()
                let profile = ProfileFlow()
                children = [feed, profile]
                feed.start()
                profile.start()
                tabBarController.viewControllers = [feed.navigation, profile.navigation]
            }
        }

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let app = AppFlow()
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                app.start()
                window.rootViewController = app.rootViewController
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
        }
        """
    }

    @Test(arguments: 0..<3)
    func aComputedPropertyGivingTheTabBarMakesItTheWindowsRoot(way: Int) throws {
        let draft = try extract(["App.swift": Self.computedRootApp(way)], name: "computed-root")
        let text = lines(draft)
        #expect(try handler("on start", of: "AppFlow", in: text).contains("setRoot tabs 2"), "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
    }
}
