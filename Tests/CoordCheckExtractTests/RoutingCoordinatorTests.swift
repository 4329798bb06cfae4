import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// An app in XCoordinator's style: coordinators that override `prepareTransition(for:)`, view
/// models that trigger routes on the router they hold, a tab bar coordinator presented full
/// screen after an alert's choice, a child presented as a sheet that dismisses itself, and a
/// child made on its creator's stack with `addChild` that nothing removes.
extension ExtractTests {
    static let routing = """
import UIKit
import XCoordinator

enum StartRoute: Route {
    case welcome
    case main(StrongRouter<MainRoute>?)
}

class StartCoordinator: NavigationCoordinator<StartRoute> {
    init() { super.init(initialRoute: .welcome) }

    override func prepareTransition(for route: StartRoute) -> NavigationTransition {
        switch route {
        case .welcome:
            let viewController = WelcomeViewController()
            viewController.bind(to: WelcomeViewModel(router: unownedRouter))
            return .push(viewController)
        case let .main(router):
            if let router = router {
                return .presentFullScreen(router)
            }
            let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
            alert.addAction(.init(title: "\\(MainCoordinator.self)", style: .default) { [unowned self] _ in
                self.trigger(.main(MainCoordinator().strongRouter))
            })
            alert.addAction(UIAlertAction(title: "Not now", style: .cancel, handler: nil))
            return .present(alert)
        }
    }
}

extension Transition {
    static func presentFullScreen(_ presentable: Presentable) -> Transition {
        presentable.viewController?.modalPresentationStyle = .fullScreen
        return .present(presentable)
    }
}

enum MainRoute: Route { case feed, profile }

class MainCoordinator: TabBarCoordinator<MainRoute> {
    private let feedRouter: StrongRouter<FeedRoute>
    private let profileRouter: StrongRouter<ProfileRoute>

    convenience init() {
        let feed = FeedCoordinator()
        let profile = ProfileCoordinator()
        self.init(feedRouter: feed.strongRouter, profileRouter: profile.strongRouter)
    }

    init(feedRouter: StrongRouter<FeedRoute>, profileRouter: StrongRouter<ProfileRoute>) {
        self.feedRouter = feedRouter
        self.profileRouter = profileRouter
        super.init(tabs: [feedRouter, profileRouter], select: profileRouter)
    }

    override func prepareTransition(for route: MainRoute) -> TabBarTransition {
        switch route {
        case .feed: return .select(feedRouter)
        case .profile: return .select(profileRouter)
        }
    }
}

enum FeedRoute: Route { case feed, post(String), help }

class FeedCoordinator: NavigationCoordinator<FeedRoute> {
    init() { super.init(initialRoute: .feed) }

    override func prepareTransition(for route: FeedRoute) -> NavigationTransition {
        switch route {
        case .feed:
            let viewController = FeedViewController()
            viewController.viewModel = FeedViewModel(router: unownedRouter)
            return .push(viewController)
        case .post(let id):
            return .present(PostCoordinator(id: id), animation: .default)
        case .help:
            addChild(HelpCoordinator(rootViewController: rootViewController))
            return .none()
        }
    }
}

enum PostRoute: Route { case post(String), close }

class PostCoordinator: NavigationCoordinator<PostRoute> {
    init(id: String) { super.init(initialRoute: .post(id)) }

    override func prepareTransition(for route: PostRoute) -> NavigationTransition {
        switch route {
        case .post:
            return .push(PostViewController(router: unownedRouter))
        case .close:
            return .dismiss()
        }
    }
}

enum HelpRoute: Route { case help }

class HelpCoordinator: NavigationCoordinator<HelpRoute> {
    init(rootViewController: UINavigationController) {
        super.init(rootViewController: rootViewController, initialRoute: nil)
        trigger(.help)
    }

    override func prepareTransition(for route: HelpRoute) -> NavigationTransition {
        if #available(iOS 13.0, *) {
            return .push(HelpViewController())
        } else {
            return .present(HelpViewController())
        }
    }
}

enum ProfileRoute: Route { case profile }

class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
    init() { super.init(initialRoute: .profile) }
    override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
        .push(ProfileViewController())
    }
}

class WelcomeViewModel {
    private let router: UnownedRouter<StartRoute>
    init(router: UnownedRouter<StartRoute>) { self.router = router }
    private lazy var signInAction = CocoaAction { [unowned self] in self.router.rx.trigger(.main(nil)) }
}

class FeedViewModel {
    private let router: UnownedRouter<FeedRoute>
    init(router: UnownedRouter<FeedRoute>) { self.router = router }
    func open(_ id: String) { router.trigger(.post(id)) }
    func help() { router.trigger(.help) }
}

class WelcomeViewController: UIViewController {}
class FeedViewController: UIViewController { var viewModel: FeedViewModel! }
class PostViewController: UIViewController {
    private let router: UnownedRouter<PostRoute>
    init(router: UnownedRouter<PostRoute>) { self.router = router; super.init(nibName: nil, bundle: nil) }
    @objc func closeTapped() { router.trigger(.close) }
}
class HelpViewController: UIViewController {}
class ProfileViewController: UIViewController {}

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    private lazy var window = UIWindow()
    private let router = StartCoordinator().strongRouter
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        router.setRoot(for: window)
        return true
    }
}
"""

    /// The lines of a coordinator's handler, up to the next handler.
    func handler(_ header: String, of coordinator: String, in text: [String]) throws -> [String] {
        let start = try #require(text.firstIndex { $0.hasPrefix("coordinator \(coordinator)") })
        let end = text[(start + 1)...].firstIndex { $0.hasPrefix("coordinator ") } ?? text.count
        let own = Array(text[start..<end])
        let at = try #require(own.firstIndex(of: header), "\(coordinator) has no '\(header)'")
        return Array(own[(at + 1)...].prefix { !$0.hasPrefix("on ") && !$0.hasPrefix("func ") && !$0.hasPrefix("# created") })
    }

    @Test func routesAreHandlersAndTheirTriggersAreEventsOfTheScreenTheyAreMadeWith() throws {
        let draft = try extract(["App.swift": Self.routing], name: "routing")
        let text = lines(draft)
        // Launch: the router set on the window, the initial route pushed.
        #expect(try handler("on start", of: "StartCoordinator root", in: text) == ["setRoot stack", "push WelcomeViewController"])
        // The view model made with a screen in a route's case triggers its events, named after
        // the routes; the alert's choices are events of their own, named after their titles.
        #expect(text.contains("screen WelcomeViewController: main_MainCoordinator, main_NotNow"))
        #expect(text.contains("screen FeedViewController: post, help"))
        #expect(text.contains("screen PostViewController: close"))
        #expect(try handler("on WelcomeViewController.main_MainCoordinator", of: "StartCoordinator", in: text) == [
            "# coordcheck: assumed: MainCoordinator is presented (modal fullScreen) but its start makes the window's root (a tab bar): modelled as the window's root",
            "start MainCoordinator",
        ])
        #expect(try handler("on WelcomeViewController.main_NotNow", of: "StartCoordinator", in: text)
            == ["# coordcheck: this handler does nothing the scenario can model"])
        // The tab bar coordinator: its tabs, and the tab its initializer selects.
        #expect(text.contains("coordinator MainCoordinator container parent weak"))
        #expect(try handler("on start", of: "MainCoordinator", in: text) == [
            "setRoot tabs 2", "start FeedCoordinator in tab 1", "start ProfileCoordinator in tab 2", "selectTab 2",
        ])
        // A presented child dismissing itself leaves its parent (XCoordinator removes children
        // whose view controller left the window); one made on the creator's stack never does.
        #expect(try handler("on FeedViewController.post", of: "FeedCoordinator", in: text).first == "start PostCoordinator in modal")
        #expect(try handler("on PostViewController.close", of: "PostCoordinator", in: text) == ["dismiss", "if not showing: finish"])
        // Pulled down, it leaves at the parent's next transition: modelled at once, with a note.
        #expect(try handler("on swipeDismiss", of: "PostCoordinator", in: text) == [
            "# coordcheck: assumed: a pull-down leaves PostCoordinator in FeedCoordinator's children until FeedCoordinator performs its next transition: modelled as removed at once",
            "finish",
        ])
        #expect(try handler("on FeedViewController.help", of: "FeedCoordinator", in: text) == ["start HelpCoordinator"])
        // `if #available(iOS 13.0, *)`: the model is iOS 13's.
        #expect(try handler("on start", of: "HelpCoordinator", in: text) == ["push HelpViewController"])

        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.message.contains("HelpCoordinator"))
        #expect(leak.trace.labels(in: result.scenario) == ["WelcomeViewController.main_MainCoordinator", "selectTab(1)", "FeedViewController.help", "back"])
    }
}
