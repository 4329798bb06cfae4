import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A tab bar controller subclass of the app's that keeps coordinators and fills its tabs with
/// their stacks is a coordinator whose own view is the tab bar: started by UIKit loading its
/// view (`viewDidLoad`) once its creator makes it the window's root, or by the method its
/// creator calls; its tabs are the children it starts there. Written three ways: children in
/// a dictionary keyed by a case (`Tab.allCases.map { … }`), in a list its creator starts after
/// the root swap, in a `Set` of a type-erasing wrapper with the tab bar as the root itself.
/// Before, the tab bar was a screen with no tabs and every tab's coordinator was unreached.
extension ExtractTests {
    static let tabBarCoordinatorStyles = ["viewDidLoad", "called", "root"]

    static func tabBarCoordinatorApp(style: String) -> String {
        let kept = style == "root" ? "var children: Set<AnyFlow> = []" : style == "viewDidLoad" ? "private var flows: [Tab: Coordinating] = [:]" : "private var flows: [Coordinating] = []"
        let filling = switch style {
        case "viewDidLoad":
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = Tab.allCases.map { tab in
                        let flow = makeFlow(tab)
                        flows[tab] = flow
                        flow.start()
                        return flow.navigationController
                    }
                }
            """
        case "called":
            """
                func startFlows() {
                    let feed = FeedCoordinator()
                    let account = makeFlow(.account)
                    flows = [feed, account]
                    flows.forEach { $0.start() }
                    viewControllers = flows.map { $0.navigationController }
                }
            """
        default:
            """
                func startFlows() {
                    let feed = makeFlow(.feed)
                    let account = makeFlow(.account)
                    [feed, account].forEach { flow in
                        children.insert(AnyFlow(flow))
                        flow.start()
                    }
                    setViewControllers([feed.navigationController, account.navigationController], animated: false)
                }
            """
        }
        let launch = style == "root"
            ? """
                      let tabs = MainTabBarController()
                      window.rootViewController = tabs
                      self.tabs = tabs
                      window.makeKeyAndVisible()
                      tabs.startFlows()
              """
            : """
                      let app = AppCoordinator(window: window)
                      self.app = app
                      app.start()
              """
        return """
        import UIKit

        protocol Coordinating: AnyObject {
            var navigationController: UINavigationController { get }
            func start()
        }
        struct AnyFlow: Hashable {
            let base: Coordinating
            init(_ base: Coordinating) { self.base = base }
            static func == (lhs: AnyFlow, rhs: AnyFlow) -> Bool { lhs.base === rhs.base }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(base)) }
        }
        enum Tab: CaseIterable { case feed, account }

        final class FeedScreen: UIViewController {
            var onOpen: (() -> Void)?
            @objc private func openTapped() { onOpen?() }
        }
        final class PostScreen: UIViewController {}
        final class AccountScreen: UIViewController {
            var onSignOut: (() -> Void)?
            var onFeed: (() -> Void)?
            @objc private func signOutTapped() { onSignOut?() }
            @objc private func feedTapped() { onFeed?() }
        }
        final class WelcomeScreen: UIViewController {
            var onContinue: (() -> Void)?
            @objc private func continueTapped() { onContinue?() }
        }

        final class FeedCoordinator: Coordinating {
            let navigationController = UINavigationController()
            func start() {
                let feed = FeedScreen()
                feed.onOpen = { [weak self] in self?.navigationController.pushViewController(PostScreen(), animated: true) }
                navigationController.setViewControllers([feed], animated: false)
            }
        }
        final class AccountCoordinator: Coordinating {
            let navigationController = UINavigationController()
            var onSignOut: (() -> Void)?
            var onFeed: (() -> Void)?
            func start() {
                let account = AccountScreen()
                account.onSignOut = { [weak self] in self?.onSignOut?() }
                account.onFeed = { [weak self] in self?.onFeed?() }
                navigationController.setViewControllers([account], animated: false)
            }
        }

        final class MainTabBarController: UITabBarController {
            var onSignOut: (() -> Void)?
            \(kept)
        \(filling)
            private func makeFlow(_ tab: Tab) -> Coordinating {
                switch tab {
                case .feed: return FeedCoordinator()
                case .account:
                    let account = AccountCoordinator()
                    account.onSignOut = { [weak self] in self?.onSignOut?() }
                    account.onFeed = { [weak self] in self?.selectedIndex = 0 }
                    return account
                }
            }
        }

        final class AppCoordinator {
            private let window: UIWindow
            private var tabs: MainTabBarController?
            init(window: UIWindow) { self.window = window }
            func start() {
                showWelcome()
                window.makeKeyAndVisible()
            }
            private func showWelcome() {
                tabs = nil
                let welcome = WelcomeScreen()
                welcome.onContinue = { [weak self] in self?.showMain() }
                window.rootViewController = UINavigationController(rootViewController: welcome)
            }
            private func showMain() {
                let tabs = MainTabBarController()
                tabs.onSignOut = { [weak self] in self?.showWelcome() }
                self.tabs = tabs
                window.rootViewController = tabs
                \(style == "called" ? "tabs.startFlows()" : "")
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var app: AppCoordinator?
            private var tabs: MainTabBarController?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                self.window = window
        \(launch)
            }
        }
        """
    }

    @Test(arguments: tabBarCoordinatorStyles)
    func aTabBarKeepingCoordinatorsStartsThemInItsTabs(style: String) throws {
        let draft = try extract(["App.swift": Self.tabBarCoordinatorApp(style: style)], name: "tabs")
        let text = lines(draft)
        let header = style == "root" ? "MainTabBarController root" : "MainTabBarController"
        let keys = style == "viewDidLoad" ? [" key feed", " key account"] : ["", ""]
        #expect(try handler("on start", of: header, in: text).filter { !$0.hasPrefix("#") && $0 != "removeAllChildren" }
                == ["setRoot tabs 2", "start FeedCoordinator in tab 1" + keys[0], "start AccountCoordinator in tab 2" + keys[1]], "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
        #expect(firedCoordinators(result).isSuperset(of: ["MainTabBarController", "FeedCoordinator", "AccountCoordinator"]), "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let labels = (style == "root" ? [] : ["WelcomeScreen.onContinue"]) + ["FeedScreen.onOpen"]
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: labels)
        #expect(frames.last?.snapshot.visibleScreen.map { scenario.screenName($0) } == "PostScreen", "\(draft.scenario)")
    }

    /// `selectedIndex = 0` in the tab bar's own code selects its first tab.
    @Test(arguments: tabBarCoordinatorStyles)
    func theTabBarsOwnSelectionIsATabSelection(style: String) throws {
        let draft = try extract(["App.swift": Self.tabBarCoordinatorApp(style: style)], name: "tabs")
        let text = lines(draft)
        let header = style == "root" ? "MainTabBarController root" : "MainTabBarController"
        #expect(try handler("func onFeedOfAccountCoordinator", of: header, in: text) == ["selectTab 1"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let labels = (style == "root" ? [] : ["WelcomeScreen.onContinue"]) + ["selectTab(2)", "AccountScreen.onFeed"]
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: labels)
        #expect(frames.last?.snapshot.visibleScreen.map { scenario.screenName($0) } == "FeedScreen", "\(draft.scenario)")
    }

    /// Signing out in a tab swaps the window's root back and lets the tab bar go with its
    /// tabs' coordinators (`tabs = nil`): nothing of it stays in the tree.
    @Test(arguments: ["viewDidLoad", "called"])
    func theTabBarKeptInAPropertyLeavesWithIt(style: String) throws {
        let draft = try extract(["App.swift": Self.tabBarCoordinatorApp(style: style)], name: "tabs")
        let text = lines(draft)
        #expect(try handler("func showWelcome", of: "AppCoordinator root", in: text).first == "removeChild key tabs", "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["WelcomeScreen.onContinue", "selectTab(2)", "AccountScreen.onSignOut"])
        #expect(frames.last?.snapshot.visibleScreen.map { scenario.screenName($0) } == "WelcomeScreen", "\(draft.scenario)")
    }
}
