import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// An app whose launch reads top-level flags through a static helper, whose flows set them
/// and restart the launch (`isLoggedIn = true; self?.start()`), a base class's `start()`
/// calling the root's override, a tab bar laid out in a storyboard that calls closures its
/// coordinator sets with its tabs' navigation controllers, and routers made around
/// navigation controllers that factories return beside the coordinators.
extension ExtractTests {
    static let launchState = """
import UIKit

fileprivate var isLoggedIn = false
fileprivate var welcomeSeen = false

fileprivate enum Launch {
    case main, login, welcome
    static func decide(loggedIn: Bool = isLoggedIn, seen: Bool = welcomeSeen) -> Launch {
        switch (loggedIn, seen) {
        case (false, _): return .login
        case (true, false): return .welcome
        case (true, true): return .main
        }
    }
}

protocol Router: AnyObject {
    func setRoot(_ module: UIViewController?)
    func present(_ module: Router?)
    func toPresent() -> UIViewController?
}

final class NavigationRouter: Router {
    private weak var rootController: UINavigationController?
    init(rootController: UINavigationController) { self.rootController = rootController }
    func toPresent() -> UIViewController? { rootController }
    func setRoot(_ module: UIViewController?) {
        guard let controller = module else { return }
        rootController?.setViewControllers([controller], animated: false)
    }
    func present(_ module: Router?) {
        guard let controller = module?.toPresent() else { return }
        rootController?.present(controller, animated: true)
    }
}

class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []
    func start() { start(with: nil) }
    func start(with link: String?) {}
    func addDependency(_ coordinator: BaseCoordinator) { childCoordinators.append(coordinator) }
    func removeDependency(_ coordinator: BaseCoordinator?) { childCoordinators.removeAll { $0 === coordinator } }
}

final class AppCoordinator: BaseCoordinator {
    private let router: Router
    init(router: Router) { self.router = router }

    override func start(with link: String?) {
        switch Launch.decide() {
        case .login: runLogin()
        case .welcome: runWelcome()
        case .main: runMain()
        }
    }

    private func runLogin() {
        let coordinator = LoginCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            isLoggedIn = true
            self?.start()
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runWelcome() {
        let coordinator = WelcomeCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            welcomeSeen = true
            self?.start()
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runMain() {
        let tabs = MainTabsController.controllerFromStoryboard()
        let coordinator = TabsCoordinator(tabsView: tabs)
        addDependency(coordinator)
        router.setRoot(tabs)
        coordinator.start()
    }
}

final class LoginCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?
    private let router: Router
    init(router: Router) { self.router = router }
    override func start() {
        let controller = LoginController()
        controller.onLogin = { [weak self] in self?.finishFlow?() }
        router.setRoot(controller)
    }
}

final class WelcomeCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?
    private let router: Router
    init(router: Router) { self.router = router }
    override func start() {
        let controller = WelcomeController()
        controller.onDone = { [weak self] in self?.finishFlow?() }
        router.setRoot(controller)
    }
}

protocol TabsView: AnyObject {
    var onLoad: ((UINavigationController) -> Void)? { get set }
    var onFeedSelect: ((UINavigationController) -> Void)? { get set }
    var onProfileSelect: ((UINavigationController) -> Void)? { get set }
}

final class MainTabsController: UITabBarController, UITabBarControllerDelegate, TabsView {
    var onLoad: ((UINavigationController) -> Void)?
    var onFeedSelect: ((UINavigationController) -> Void)?
    var onProfileSelect: ((UINavigationController) -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        if let controller = viewControllers?.first as? UINavigationController { onLoad?(controller) }
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let controller = viewControllers?[selectedIndex] as? UINavigationController else { return }
        if selectedIndex == 0 { onFeedSelect?(controller) } else if selectedIndex == 1 { onProfileSelect?(controller) }
    }
}

final class TabsCoordinator: BaseCoordinator {
    private let tabsView: TabsView
    init(tabsView: TabsView) { self.tabsView = tabsView }
    override func start() {
        tabsView.onLoad = runFeed()
        tabsView.onFeedSelect = runFeed()
        tabsView.onProfileSelect = runProfile()
    }
    private func runFeed() -> ((UINavigationController) -> Void) {
        return { [unowned self] navController in
            if navController.viewControllers.isEmpty {
                let coordinator = FeedCoordinator(router: NavigationRouter(rootController: navController))
                self.addDependency(coordinator)
                coordinator.start()
            }
        }
    }
    private func runProfile() -> ((UINavigationController) -> Void) {
        return { [unowned self] navController in
            if navController.viewControllers.isEmpty {
                let coordinator = ProfileCoordinator(router: NavigationRouter(rootController: navController))
                self.addDependency(coordinator)
                coordinator.start()
            }
        }
    }
}

final class FeedCoordinator: BaseCoordinator {
    private let router: Router
    init(router: Router) { self.router = router }
    override func start() {
        let controller = FeedController()
        controller.onCompose = { [weak self] in self?.runCompose() }
        router.setRoot(controller)
    }
    private func runCompose() {
        let module = NavigationRouter(rootController: UINavigationController())
        let coordinator = ComposeCoordinator(router: module)
        coordinator.finishFlow = { [weak self, weak coordinator] in self?.removeDependency(coordinator) }
        addDependency(coordinator)
        router.present(module)
        coordinator.start()
    }
}

final class ComposeCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?
    private let router: Router
    init(router: Router) { self.router = router }
    override func start() { router.setRoot(ComposeController()) }
}

final class ProfileCoordinator: BaseCoordinator {
    private let router: Router
    init(router: Router) { self.router = router }
    override func start() { router.setRoot(ProfileController()) }
}

final class LoginController: UIViewController { var onLogin: (() -> Void)? }
final class WelcomeController: UIViewController { var onDone: (() -> Void)? }
final class FeedController: UIViewController { var onCompose: (() -> Void)? }
final class ComposeController: UIViewController {}
final class ProfileController: UIViewController {}

extension UIViewController {
    class func controllerFromStoryboard() -> Self { fatalError() }
}

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private lazy var coordinator = AppCoordinator(router: NavigationRouter(rootController: window!.rootViewController as! UINavigationController))
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        coordinator.start()
        return true
    }
}
"""

    static let launchStoryboard = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
    <scenes>
        <scene sceneID="s1"><objects><navigationController id="nav-1" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s2"><objects>
            <tabBarController storyboardIdentifier="MainTabsController" id="tab-1" customClass="MainTabsController" sceneMemberID="viewController">
                <connections>
                    <segue destination="n2" kind="relationship" relationship="viewControllers" id="r1"/>
                    <segue destination="n3" kind="relationship" relationship="viewControllers" id="r2"/>
                </connections>
            </tabBarController>
        </objects></scene>
    </scenes>
</document>
"""

    static let launchPlist = """
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
"""

    @Test func theLaunchFollowsTheFlagsItsFlowsSet() throws {
        let draft = try extract(["App.swift": Self.launchState, "Main.storyboard": Self.launchStoryboard, "Info.plist": Self.launchPlist], name: "launch")
        let text = lines(draft)
        // The flags' initial values: log in first.
        // (The window root comes from the storyboard: its line names the file alone.)
        #expect(try handler("on start", of: "AppCoordinator root", in: text).map { $0.hasPrefix("setRoot stack") ? "setRoot stack" : $0 }
            == ["setRoot stack", "call self.runLogin"])
        // Logging in sets one flag and starts again: the welcome; the welcome sets the other: the tabs.
        #expect(try handler("func finishFlowOfLoginCoordinator", of: "AppCoordinator", in: text) == ["start WelcomeCoordinator", "removeChild caller"])
        #expect(try handler("func finishFlowOfWelcomeCoordinator", of: "AppCoordinator", in: text) == [
            "setViewControllers tabs 2", "start TabsCoordinator", "removeChild caller",
        ])
        // The storyboard's tab bar calls its closures with tab 1 when it loads and with each tab
        // when it is selected: each tab's flow starts once, in its tab.
        #expect(try handler("on start", of: "TabsCoordinator", in: text) == [
            "# coordcheck: assumed: MainTabsController calls onLoad with tab 1's navigation controller: run at once",
            "start FeedCoordinator in tab 1",
            "# coordcheck: assumed: MainTabsController calls onFeedSelect with tab 1's navigation controller, already filled here: not run",
            "# coordcheck: assumed: MainTabsController calls onProfileSelect with tab 2's navigation controller: run at once",
            "start ProfileCoordinator in tab 2",
        ])
        // A router made around a new navigation controller, presented: the child it was given shows in a sheet.
        #expect(try handler("func runCompose", of: "FeedCoordinator", in: text) == ["start ComposeCoordinator in modal"])
        // Nothing removes it when the sheet is pulled down.
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.message.contains("ComposeCoordinator"))
        #expect(leak.trace.labels(in: result.scenario) == ["LoginController.onLogin", "WelcomeController.onDone", "FeedController.onCompose", "swipeDismiss"])
    }
}

extension ExtractTests {
    /// A scene delegate that shows a launch screen, and starts the app's coordinator from the
    /// closure that screen calls when it is ready; a second window (a privacy overlay); a
    /// tree of data whose nodes hold their children (not a coordinator, not the root).
    @Test func aLaunchScreensReadyClosureStartsTheRoot() throws {
        let draft = try extract(["App.swift": """
import UIKit

class Node {
    weak var parent: Node?
    var children: [Node] = []
}

final class AppCoordinator {
    var childCoordinators: [AppCoordinator] = []
    let navigationController = UINavigationController()
    func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
}

final class LaunchViewController: UIViewController { var onAppReady: (() -> Void)? }
final class HomeViewController: UIViewController {}
final class OverlayViewController: UIViewController {}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DispatchQueue.global().async { _ = Node() }
        return true
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var privacyOverlayWindow: UIWindow?
    var appCoordinator: AppCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let launch = LaunchViewController()
        launch.onAppReady = { [weak self] in self?.configureScene() }
        window?.rootViewController = launch
        privacyOverlayWindow?.rootViewController = OverlayViewController()
    }
    private func configureScene() {
        guard appCoordinator == nil else { return }
        let coordinator = AppCoordinator()
        appCoordinator = coordinator
        window?.rootViewController = coordinator.navigationController
        coordinator.start()
    }
}
"""], name: "scene")
        let text = lines(draft)
        #expect(!text.contains { $0.hasPrefix("coordinator Node") })
        #expect(text.contains("coordinator AppCoordinator root"))
        let start = try handler("on start", of: "AppCoordinator root", in: text)
        #expect(start.contains("push LaunchViewController") && start.contains("push HomeViewController"))
        #expect(start.contains("# coordcheck: the root of another window, privacyOverlayWindow: not modelled"))
        #expect(!start.contains("push OverlayViewController"))
        _ = try check(draft)
    }

    /// A launch that makes a navigation controller the window's root and leaves what fills it
    /// to code the draft cannot follow (a queue of routes): the draft says the check will
    /// report a deadlock at launch.
    @Test func aLaunchThatLeavesTheRootEmptySaysSo() throws {
        let draft = try extract(["App.swift": """
import UIKit

final class RouteQueue {
    private var pending: [String] = []
    func enqueue(_ route: String) { pending.append(route) }
}

final class AppCoordinator {
    var childCoordinators: [AppCoordinator] = []
    let navigationController = UINavigationController()
    private let routes = RouteQueue()
    func start() { routes.enqueue("main") }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let coordinator = AppCoordinator()
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = coordinator.navigationController
        coordinator.start()
        return true
    }
}
"""], name: "empty")
        let text = lines(draft)
        #expect(try handler("on start", of: "AppCoordinator root", in: text).prefix(2) == [
            "# coordcheck: the launch leaves the window's root stack empty (what fills it is not modelled: see the notes below): deadlock at launch",
            "setRoot stack",
        ])
        let result = try check(draft)
        #expect(result.verdicts.first { $0.name == "deadlock" }?.violation != nil)
    }
}

