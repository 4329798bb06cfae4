import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A method reached by `call` (a child's callback, a helper) whose code branches on what the
/// model does not track: each way through it is a method of its own, and each screen event
/// reaching it one event per way. A case that leaves the method (`if locked { showLock();
/// return }`, a `guard` whose else does something) leaves the rest of the method to the other
/// case; a helper's result decided by a choice the reader could not model is not known; a test
/// decided on the way being read is decided again the same way.
extension ExtractTests {
    static let calledWaysApp = """
    import UIKit

    protocol Coordinator: AnyObject { func start() }
    enum Screen { case splash, welcome, home }
    final class StateManager {
        var loading = true
        var loggedIn = false
        var onboarded = false
        func current() -> Screen {
            guard !loading else { return .splash }
            if onboarded { return loggedIn ? .home : .welcome }
            return .welcome
        }
    }
    final class SplashViewController: UIViewController { var onDone: (() -> Void)? }
    final class WelcomeViewController: UIViewController { var onDone: (() -> Void)? }
    final class HomeViewController: UIViewController {}

    final class SplashCoordinator: Coordinator {
        let nav: UINavigationController
        var finished: (() -> Void)?
        init(nav: UINavigationController) { self.nav = nav }
        func start() {
            let vc = SplashViewController()
            vc.onDone = { [weak self] in self?.finished?() }
            nav.setViewControllers([vc], animated: false)
        }
    }
    final class WelcomeCoordinator: Coordinator {
        let nav: UINavigationController
        var finished: (() -> Void)?
        init(nav: UINavigationController) { self.nav = nav }
        func start() {
            let vc = WelcomeViewController()
            vc.onDone = { [weak self] in self?.finished?() }
            nav.setViewControllers([vc], animated: false)
        }
    }
    final class HomeCoordinator: Coordinator {
        let nav: UINavigationController
        init(nav: UINavigationController) { self.nav = nav }
        func start() { nav.setViewControllers([HomeViewController()], animated: false) }
    }

    final class AppCoordinator: Coordinator {
        var children: [Coordinator] = []
        let nav: UINavigationController
        let state = StateManager()
        var locked = false
        init(nav: UINavigationController) { self.nav = nav }
        func start() { route() }
        private func route() {
            children.removeAll()
            if locked {
                showLock()
                return
            }
            switch state.current() {
            case .splash: showSplash()
            case .welcome: showWelcome()
            case .home: showHome()
            }
        }
        private func showLock() { nav.setViewControllers([HomeViewController()], animated: false) }
        private func showSplash() {
            let c = SplashCoordinator(nav: nav)
            c.finished = { [weak self] in self?.route() }
            children.append(c); c.start()
        }
        private func showWelcome() {
            let c = WelcomeCoordinator(nav: nav)
            c.finished = { [weak self] in self?.route() }
            children.append(c); c.start()
        }
        private func showHome() {
            let c = HomeCoordinator(nav: nav)
            children.append(c); c.start()
        }
    }

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var coordinator: AppCoordinator?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let nav = UINavigationController()
            window = UIWindow()
            window?.rootViewController = nav
            coordinator = AppCoordinator(nav: nav)
            coordinator?.start()
            window?.makeKeyAndVisible()
            return true
        }
    }
    """

    static let guardedEventsApp = """
    import UIKit

    final class ListViewController: UIViewController { var onOpen: (() -> Void)? }
    final class DetailViewController: UIViewController {}
    final class OfflineViewController: UIViewController {}

    final class Reachability { var isOnline = false }

    final class ListCoordinator {
        let navigationController: UINavigationController
        let reachability = Reachability()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let list = ListViewController()
            list.onOpen = { [weak self] in self?.open() }
            navigationController.setViewControllers([list], animated: false)
        }
        private func open() {
            guard reachability.isOnline else {
                navigationController.present(OfflineViewController(), animated: true)
                return
            }
            prepare()
        }
        private func prepare() {
            guard reachability.isOnline else {
                navigationController.present(OfflineViewController(), animated: true)
                return
            }
            navigationController.pushViewController(DetailViewController(), animated: true)
        }
    }

    \(delegateStarting("ListCoordinator"))
    """

    @Test func aCallbackReachingAMethodThatBranchesIsOneEventPerWay() throws {
        let draft = try extract(["App.swift": Self.calledWaysApp], name: "called-ways")
        let text = lines(draft)
        // `route()` returns early when locked, else switches on what a helper returns (its
        // `loggedIn ? .home : .welcome` is a choice not modelled: not known): four ways.
        #expect(text.contains("screen SplashViewController: onDone, onDone_else_splash, onDone_else_welcome, onDone_else_home"), "\(draft.scenario)")
        #expect(try handler("on SplashViewController.onDone_else_home", of: "SplashCoordinator", in: text)
            == ["call AppCoordinator.finishedOfSplashCoordinator_else_home"])
        let home = try handler("func finishedOfSplashCoordinator_else_home", of: "AppCoordinator root", in: text)
        #expect(home.contains("start HomeCoordinator") && home.contains("removeAllChildren"), "\(draft.scenario)")
        let welcome = try handler("func finishedOfSplashCoordinator_else_welcome", of: "AppCoordinator root", in: text)
        #expect(welcome.contains("start WelcomeCoordinator") && !welcome.contains("start HomeCoordinator"))
        // The first way keeps the method's name, and says where the others are.
        let locked = try handler("func finishedOfSplashCoordinator", of: "AppCoordinator root", in: text)
        #expect(locked.first?.hasPrefix("# coordcheck: a branch on what the model does not track: its first way is modelled here") == true)
        #expect(locked.contains("setViewControllers HomeViewController") && !locked.contains { $0.hasPrefix("start ") })
        // The check reaches every coordinator through the splash's ways.
        let result = try check(draft)
        let fired = firedCoordinators(result)
        #expect(fired.isSuperset(of: ["AppCoordinator", "SplashCoordinator", "WelcomeCoordinator", "HomeCoordinator"]), "\(fired)")
    }

    @Test func aGuardWhoseElseDoesSomethingIsAWayAndItsTestIsDecidedOnce() throws {
        let draft = try extract(["App.swift": Self.guardedEventsApp], name: "guarded")
        let text = lines(draft)
        // Offline: the sheet; online: the helper's own guard holds too, and the detail is pushed.
        // Two ways, not three: the helper's test was decided by the method's.
        #expect(text.contains("screen ListViewController: onOpen, onOpen_notIsOnline"), "\(draft.scenario)")
        #expect(try handler("on ListViewController.onOpen", of: "ListCoordinator root", in: text) == ["push DetailViewController"], "\(draft.scenario)")
        #expect(try handler("on ListViewController.onOpen_notIsOnline", of: "ListCoordinator root", in: text) == ["present OfflineViewController"])
    }
}
