import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// An app with no coordinator above its tabs: the app or scene delegate makes one flow per
/// tab, runs each, puts their navigation controllers in a tab bar it makes the window's
/// root, and keeps the flows itself (`tabFlows = [feed, profile]`). The delegate is the
/// tree's root. Before, the first flow was taken for the root, the tab bar for its stack, and
/// the draft stopped at launch with no event enabled.
extension ExtractTests {
    /// How the delegate makes, keeps and shows its flows.
    static let delegateRootStyles: [(name: String, delegate: String)] = [
        ("scene delegate, literal list", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var tabFlows: [Flow] = []
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let feed = FeedFlow(navigationController: UINavigationController())
                let profile = ProfileFlow(navigationController: UINavigationController())
                feed.run()
                profile.run()
                let tabs = UITabBarController()
                tabs.viewControllers = [feed.navigationController, profile.navigationController]
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = tabs
                window.makeKeyAndVisible()
                self.window = window
                self.tabFlows = [feed, profile]
            }
        }
        """),
        ("app delegate, typed list of a base class, map and forEach", """
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var flows: [StackFlow] = []
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let made: [StackFlow] = [FeedFlow(navigationController: UINavigationController()), ProfileFlow(navigationController: UINavigationController())]
                made.forEach { $0.run() }
                let tabBarController = UITabBarController()
                tabBarController.viewControllers = made.map { $0.navigationController }
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = tabBarController
                window?.makeKeyAndVisible()
                flows = made
                return true
            }
        }
        """),
        ("scene delegate appending, window root last", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var running = [Flow]()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let tabs = UITabBarController()
                let home = FeedFlow(navigationController: UINavigationController())
                running.append(home)
                home.run()
                let me = ProfileFlow(navigationController: UINavigationController())
                running.append(me)
                me.run()
                tabs.setViewControllers([home.navigationController, me.navigationController], animated: false)
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = tabs
                window?.makeKeyAndVisible()
            }
        }
        """),
    ]

    /// The flows: a base class keeping children, a stack flow per tab, and a post flow the
    /// feed starts and never removes (the leak a back swipe leaves).
    static func delegateRootApp(_ delegate: String) -> String {
        """
        import UIKit

        class Flow: NSObject {
            private(set) var childFlows: [Flow] = []
            weak var parentFlow: Flow?
            func run() {}
            func start(child flow: Flow) {
                flow.parentFlow = self
                childFlows.append(flow)
                flow.run()
            }
        }

        class StackFlow: Flow {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
        }

        final class FeedViewController: UIViewController { var onOpen: (() -> Void)? }
        final class ProfileViewController: UIViewController {}
        final class PostViewController: UIViewController {}

        final class FeedFlow: StackFlow {
            override func run() {
                let feed = FeedViewController()
                feed.onOpen = { [weak self] in self?.open() }
                navigationController.setViewControllers([feed], animated: false)
            }
            func open() {
                start(child: PostFlow(navigationController: navigationController))
            }
        }

        final class PostFlow: StackFlow {
            override func run() {
                navigationController.pushViewController(PostViewController(), animated: true)
            }
        }

        final class ProfileFlow: StackFlow {
            override func run() {
                navigationController.setViewControllers([ProfileViewController()], animated: false)
            }
        }

        \(delegate)
        """
    }

    @Test(arguments: delegateRootStyles.indices)
    func aDelegateKeepingTheTabsFlowsIsTheRoot(style: Int) throws {
        let (name, delegate) = Self.delegateRootStyles[style]
        let draft = try extract(["App.swift": Self.delegateRootApp(delegate)], name: "tabs")
        let text = lines(draft)
        let root = try #require(text.first { $0.hasPrefix("coordinator ") && $0.contains(" root") }, "\(name): \(draft.scenario)")
        #expect(root.hasPrefix("coordinator SceneDelegate root") || root.hasPrefix("coordinator AppDelegate root"), "\(name): \(draft.scenario)")
        let start = try handler("on start", of: String(root.dropFirst("coordinator ".count)), in: text).filter { !$0.hasPrefix("#") }
        #expect(start == ["setRoot tabs 2", "start FeedFlow in tab 1", "start ProfileFlow in tab 2"], "\(name): \(draft.scenario)")
        // Past launch: the feed's event is enabled, and the post flow a back leaves is found.
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }
        #expect(violated.map(\.name) == ["no-leaks"], "\(name): \(draft.scenario)")
        #expect(violated.first?.violation?.trace.labels(in: result.scenario) == ["FeedViewController.onOpen", "back"], "\(name): \(draft.scenario)")
    }

    /// A navigator service the flows share (`navigator.show(segue:sender:)`): it makes the
    /// screens and shows them on the controller its caller passes, and keeps nothing they are
    /// shown in. It is no coordinator: what it does is the calling screen's coordinator's.
    @Test func aNavigatorServiceIsReadWhereItIsCalled() throws {
        var app = Self.delegateRootApp(Self.delegateRootStyles[0].delegate)
        app = app.replacingOccurrences(of: "final class FeedViewController: UIViewController { var onOpen: (() -> Void)? }", with: """
            enum Segue { case post, profile }

            final class Navigator {
                let session: URLSession
                init(session: URLSession) { self.session = session }
                func make(_ segue: Segue) -> UIViewController {
                    switch segue {
                    case .post: return PostViewController()
                    case .profile: return ProfileViewController()
                    }
                }
                func show(_ segue: Segue, sender: UIViewController) {
                    sender.navigationController?.pushViewController(make(segue), animated: true)
                }
            }

            final class FeedViewController: UIViewController {
                var onOpen: (() -> Void)?
                let navigator = Navigator(session: .shared)
                @IBAction func profileTapped(_ sender: Any) { navigator.show(.profile, sender: self) }
            }
            """)
        let draft = try extract(["App.swift": app], name: "tabs")
        let text = lines(draft)
        #expect(!text.contains { $0.hasPrefix("coordinator Navigator") }, "\(draft.scenario)")
        #expect(try handler("on FeedViewController.profileTapped", of: "FeedFlow parent none", in: text) == ["push ProfileViewController"], "\(draft.scenario)")
    }
}
