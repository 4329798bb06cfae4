import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Coordinators that are modules: each makes its screen in its `init` (a view controller
/// built with its view model, or a SwiftUI view in a hosting controller), returns it from
/// `toPresentable()`, and its creator shows the coordinator itself through a router
/// (`router.push(child)`, `router.setRootModule(child)`). The screens' view models call the
/// coordinator through a delegate protocol or a closure.
extension ExtractTests {
    static let modules = """
import SwiftUI
import UIKit

protocol Presentable { func toPresentable() -> UIViewController }

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func add(childCoordinator: Coordinator) { childCoordinators.append(childCoordinator) }
    func remove(childCoordinator: Coordinator) { childCoordinators = childCoordinators.filter { $0 !== childCoordinator } }
}

final class NavigationRouter: NSObject, Presentable {
    let navigationController: UINavigationController
    private var completions: [UIViewController: () -> Void] = [:]
    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }
    func setRootModule(_ module: Presentable) {
        let controller = module.toPresentable()
        navigationController.setViewControllers([controller], animated: false)
    }
    func push(_ module: Presentable, animated: Bool = true, popCompletion: (() -> Void)? = nil) {
        let controller = module.toPresentable()
        if let completion = popCompletion { completions[controller] = completion }
        navigationController.pushViewController(controller, animated: animated)
    }
    func toPresentable() -> UIViewController { navigationController }
}

extension NavigationRouter: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(popped) else { return }
        completions.removeValue(forKey: popped)?()
    }
}

class HostingController: UIHostingController<AnyView> {}

protocol RecoverViewModelCoordinatorDelegate: AnyObject {
    func recoverViewModelDidCancel(_ viewModel: RecoverViewModel)
    func recoverViewModelDidRecover(_ viewModel: RecoverViewModel)
}

protocol RecoverViewModelViewDelegate: AnyObject {
    func recoverViewModel(_ viewModel: RecoverViewModel, didUpdate text: String)
}

final class RecoverViewModel {
    weak var coordinatorDelegate: RecoverViewModelCoordinatorDelegate?
    weak var viewDelegate: RecoverViewModelViewDelegate?
    func cancel() { coordinatorDelegate?.recoverViewModelDidCancel(self) }
    func recover() { coordinatorDelegate?.recoverViewModelDidRecover(self) }
}

final class RecoverViewController: UIViewController {
    private var viewModel: RecoverViewModel!
    static func instantiate(with viewModel: RecoverViewModel) -> RecoverViewController {
        let controller = RecoverViewController()
        controller.viewModel = viewModel
        return controller
    }
}

final class PassphraseViewController: UIViewController {}

protocol RecoverCoordinatorDelegate: AnyObject {
    func recoverCoordinatorDidCancel(_ coordinator: RecoverCoordinator)
    func recoverCoordinatorDidRecover(_ coordinator: RecoverCoordinator)
}

final class RecoverCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    weak var delegate: RecoverCoordinatorDelegate?
    private let viewModel: RecoverViewModel
    private let recoverViewController: RecoverViewController

    init() {
        let viewModel = RecoverViewModel()
        self.viewModel = viewModel
        self.recoverViewController = RecoverViewController.instantiate(with: viewModel)
    }

    func start() { viewModel.coordinatorDelegate = self }
    func toPresentable() -> UIViewController { recoverViewController }
}

extension RecoverCoordinator: RecoverViewModelCoordinatorDelegate {
    func recoverViewModelDidCancel(_ viewModel: RecoverViewModel) { delegate?.recoverCoordinatorDidCancel(self) }
    func recoverViewModelDidRecover(_ viewModel: RecoverViewModel) { delegate?.recoverCoordinatorDidRecover(self) }
}

final class PassphraseCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    private let controller = PassphraseViewController()
    func start() {}
    func toPresentable() -> UIViewController { controller }
}

struct DoneScreen: View {
    var body: some View { Text("Done") }
}

enum DoneViewModelResult { case close, more }

final class DoneViewModel {
    var callback: ((DoneViewModelResult) -> Void)?
}

final class DoneCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    var callback: (() -> Void)?
    private let router: NavigationRouter
    private let viewModel = DoneViewModel()
    private let hostingController: UIViewController

    init(router: NavigationRouter) {
        self.router = router
        let view = DoneScreen()
            .environmentObject(AvatarModel())
        hostingController = HostingController(rootView: view)
    }

    func start() {
        viewModel.callback = { [weak self] result in
            switch result {
            case .close: self?.callback?()
            case .more: self?.router.push(PassphraseViewController())
            }
        }
    }

    func toPresentable() -> UIViewController { hostingController }
}

final class AvatarModel: ObservableObject {}

final class BackupCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: NavigationRouter
    private let hasKey: Bool

    init(router: NavigationRouter, hasKey: Bool) {
        self.router = router
        self.hasKey = hasKey
    }

    func start() {
        let rootCoordinator: Coordinator & Presentable
        if hasKey {
            let recover = RecoverCoordinator()
            recover.delegate = self
            rootCoordinator = recover
        } else {
            rootCoordinator = PassphraseCoordinator()
        }
        rootCoordinator.start()
        add(childCoordinator: rootCoordinator)
        router.setRootModule(rootCoordinator)
    }

    private func showDone() {
        let coordinator = DoneCoordinator(router: router)
        coordinator.callback = { [weak self, weak coordinator] in
            guard let self, let coordinator else { return }
            self.remove(childCoordinator: coordinator)
        }
        coordinator.start()
        add(childCoordinator: coordinator)
        router.push(coordinator, popCompletion: { [weak self] in
            self?.remove(childCoordinator: coordinator)
        })
    }
}

extension BackupCoordinator: RecoverCoordinatorDelegate {
    func recoverCoordinatorDidCancel(_ coordinator: RecoverCoordinator) { remove(childCoordinator: coordinator) }
    func recoverCoordinatorDidRecover(_ coordinator: RecoverCoordinator) { showDone() }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var coordinator: BackupCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        window = UIWindow()
        window?.rootViewController = navigationController
        let coordinator = BackupCoordinator(router: NavigationRouter(navigationController: navigationController), hasKey: true)
        self.coordinator = coordinator
        coordinator.start()
        window?.makeKeyAndVisible()
        return true
    }
}
"""

    @Test func aModuleShowsTheScreenItPresentsWhereItsCreatorShowsIt() throws {
        let draft = try extract(["App.swift": Self.modules], name: "modules")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        // The local each case of the `if` assigns: made with `hasKey: true`, the root launches
        // into its first case (no launch case on a value the launch passed).
        #expect(try handler("on start", of: "BackupCoordinator root") == ["setRoot stack", "start RecoverCoordinator"])
        // Made the router's root module: its screen (`toPresentable()`, a view controller its
        // `init` made) replaces the stack; pushed: its screen (a SwiftUI view in a hosting
        // controller, through a modifier) is pushed.
        #expect(try handler("on start", of: "RecoverCoordinator") == ["setViewControllers RecoverViewController"])
        #expect(try handler("on start", of: "DoneCoordinator") == ["push DoneScreen"])
        // The view model's calls to the coordinator's delegate protocol are events of the screen
        // (its view delegate, which the screen adopts, is not).
        let recoverScreen = try #require(text.first { $0.hasPrefix("screen RecoverViewController") })
        #expect(recoverScreen == "screen RecoverViewController: recoverViewModelDidCancel, recoverViewModelDidRecover")
        #expect(try handler("on RecoverViewController.recoverViewModelDidCancel", of: "RecoverCoordinator") == [
            "call BackupCoordinator.recoverCoordinatorDidCancel",
        ])
        #expect(try handler("func recoverCoordinatorDidRecover", of: "BackupCoordinator") == ["call self.showDone"])
        #expect(try handler("func showDone", of: "BackupCoordinator") == ["start DoneCoordinator"])
        // A closure the coordinator sets on its view model: the screen's events, one per case.
        #expect(try handler("on DoneScreen.callback_close", of: "DoneCoordinator") == ["call BackupCoordinator.callbackOfDoneCoordinator"])
        #expect(try handler("on DoneScreen.callback_more", of: "DoneCoordinator") == ["push PassphraseViewController"])
        #expect(try handler("func callbackOfDoneCoordinator", of: "BackupCoordinator") == ["removeChild caller"])
        // The router runs the completion it was given for a module when UIKit pops its screen:
        // after the back button and after a back swipe.
        #expect(try handler("on DoneScreen.back", of: "DoneCoordinator") == ["pop", "call BackupCoordinator.popCompletionOfDoneCoordinator"])
        #expect(try handler("on DoneScreen.swipeBack", of: "DoneCoordinator") == ["call BackupCoordinator.popCompletionOfDoneCoordinator"])
        #expect(try handler("func popCompletionOfDoneCoordinator", of: "BackupCoordinator") == ["removeChild caller"])
        // What this app really does wrong: cancelling removes the coordinator and leaves its
        // screen up. Popping the done screen leaks nothing.
        let result = try check(draft)
        let orphan = try #require(result.verdicts.first { $0.name == "no-orphans" }?.violation)
        #expect(orphan.trace.labels(in: result.scenario) == ["RecoverViewController.recoverViewModelDidCancel"])
        #expect(result.verdicts.first { $0.name == "no-leaks" }?.violation == nil)
    }

    /// A screen a coordinator pushes itself through that router, with a completion
    /// (`router.push(profile, popCompletion: { self?.onEnd?() })`): the completion is the
    /// coordinator's code, run after the screen's back and its back swipe.
    @Test func aCompletionGivenWithAnOwnScreenRunsWhenUIKitPopsIt() throws {
        let app = Self.modules
            .replacingOccurrences(of: "case .more: self?.router.push(PassphraseViewController())", with: "case .more: self?.showProfile()")
            .replacingOccurrences(of: "    func toPresentable() -> UIViewController { hostingController }", with: """
                private func showProfile() {
                    let profile = ProfileCoordinator(router: router)
                    profile.onEnd = { [weak self, weak profile] in
                        guard let self, let profile else { return }
                        self.remove(childCoordinator: profile)
                    }
                    add(childCoordinator: profile)
                    profile.start()
                }

                func toPresentable() -> UIViewController { hostingController }
            """) + """

            final class ProfileViewController: UIViewController, Presentable {
                func toPresentable() -> UIViewController { self }
            }

            final class ProfileCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                var onEnd: (() -> Void)?
                private let router: NavigationRouter
                init(router: NavigationRouter) { self.router = router }
                func start() {
                    router.push(ProfileViewController(), popCompletion: { [weak self] in self?.onEnd?() })
                }
            }
            """
        let draft = try extract(["App.swift": app], name: "modules")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        #expect(try handler("on DoneScreen.callback_more", of: "DoneCoordinator") == ["call self.showProfile"], "\(draft.scenario)")
        #expect(try handler("on ProfileViewController.back", of: "ProfileCoordinator") == ["pop", "call DoneCoordinator.onEndOfProfileCoordinator"])
        #expect(try handler("on ProfileViewController.swipeBack", of: "ProfileCoordinator") == ["call DoneCoordinator.onEndOfProfileCoordinator"])
        #expect(try handler("func onEndOfProfileCoordinator", of: "DoneCoordinator") == ["removeChild caller"])
        // Popping the profile leaks nothing: the child leaves with its screen.
        let result = try check(draft)
        #expect(result.verdicts.first { $0.name == "no-leaks" }?.violation == nil)
    }

    /// A router made with no navigation controller (`NavigationRouter()`, whose parameter
    /// defaults to a new one) given a module as its root and presented: the module shows in a
    /// sheet of its own.
    static let modalRouter = """
import UIKit
protocol Presentable { func toPresentable() -> UIViewController }
protocol Coordinator: AnyObject { var childCoordinators: [Coordinator] { get set }; func start() }
extension Coordinator {
    func add(childCoordinator: Coordinator) { childCoordinators.append(childCoordinator) }
    func remove(childCoordinator: Coordinator) { childCoordinators = childCoordinators.filter { $0 !== childCoordinator } }
}
final class NavigationRouter: Presentable {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController = UINavigationController()) { self.navigationController = navigationController }
    func setRootModule(_ module: Presentable) {
        let controller = module.toPresentable()
        navigationController.setViewControllers([controller], animated: false)
    }
    func present(_ module: Presentable, animated: Bool = true) {
        navigationController.present(module.toPresentable(), animated: animated, completion: nil)
    }
    func dismissModule(animated: Bool = true) { navigationController.dismiss(animated: animated) }
    func toPresentable() -> UIViewController { navigationController }
}
final class HomeViewController: UIViewController { var onForgot: (() -> Void)? }
final class ForgotViewController: UIViewController { var onDone: (() -> Void)? }
final class ForgotCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    var callback: (() -> Void)?
    private let controller = ForgotViewController()
    func start() { controller.onDone = { [weak self] in self?.callback?() } }
    func toPresentable() -> UIViewController { controller }
}
final class HomeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let navigationRouter: NavigationRouter
    init(navigationRouter: NavigationRouter) { self.navigationRouter = navigationRouter }
    func start() {
        let home = HomeViewController()
        home.onForgot = { [weak self] in self?.showForgot() }
        navigationRouter.setRootModule(home)
    }
    private func showForgot() {
        let modalRouter = NavigationRouter()
        let coordinator = ForgotCoordinator()
        coordinator.callback = { [weak self, weak coordinator] in
            guard let self, let coordinator else { return }
            self.navigationRouter.dismissModule(animated: true)
            self.remove(childCoordinator: coordinator)
        }
        coordinator.start()
        add(childCoordinator: coordinator)
        modalRouter.setRootModule(coordinator)
        navigationRouter.present(modalRouter, animated: true)
    }
}
@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var coordinator: HomeCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        window = UIWindow()
        window?.rootViewController = navigationController
        let coordinator = HomeCoordinator(navigationRouter: NavigationRouter(navigationController: navigationController))
        self.coordinator = coordinator
        coordinator.start()
        return true
    }
}
"""

    @Test func aRouterMadeWithANewNavigationControllerPresentsItsRootModule() throws {
        let draft = try extract(["App.swift": Self.modalRouter], name: "modal")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        #expect(try handler("func showForgot", of: "HomeCoordinator") == ["start ForgotCoordinator in modal"])
        #expect(try handler("on start", of: "ForgotCoordinator") == ["push ForgotViewController"])
        #expect(try handler("func callbackOfForgotCoordinator", of: "HomeCoordinator") == ["dismiss", "removeChild caller"])
        // The sheet has no presentation delegate: pulled down, it leaves its coordinator behind.
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: result.scenario) == ["HomeViewController.onForgot", "swipeDismiss"])
    }

    /// A child started, then presented through a helper of the app's (`presentChild`) with
    /// what its `presentedViewController` returns: a screen its `start()` made.
    static let presentedAfterStart = """
import UIKit
protocol Presentable: AnyObject { var presentedViewController: UIViewController { get } }
class Coordinator { var childCoordinators: [Coordinator] = []
  func addChild(_ c: Coordinator) { childCoordinators.append(c) } }
extension Coordinator {
  func presentChild(_ child: some Presentable, animated: Bool) {
    addChild(child as! Coordinator)
    (self as! HomeCoordinator).nav.present(child.presentedViewController, animated: animated)
  }
}
final class PurchaseViewController: UIViewController { var didFinish: (() -> Void)? }
final class HomeViewController: UIViewController { var onBuy: (() -> Void)? }
final class PurchaseCoordinator: Coordinator, Presentable {
  private var controller: PurchaseViewController?
  var presentedViewController: UIViewController { return controller! }
  func start() { controller = PurchaseViewController() }
}
final class HomeCoordinator: Coordinator {
  let nav = UINavigationController()
  func start() { let h = HomeViewController(); h.onBuy = { [weak self] in self?.buy() }; nav.pushViewController(h, animated: false) }
  func buy() { let c = PurchaseCoordinator(); c.start(); presentChild(c, animated: true) }
}
@main final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private var coordinator: HomeCoordinator?
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    let c = HomeCoordinator(); window = UIWindow(); window?.rootViewController = c.nav; coordinator = c; c.start(); return true }
}
"""

    @Test func aChildStartedThenPresentedShowsTheScreenItsStartMade() throws {
        let draft = try extract(["App.swift": Self.presentedAfterStart], name: "presented")
        let text = lines(draft)
        #expect(try handler("func buy", of: "HomeCoordinator", in: text) == ["start PurchaseCoordinator in modal"])
        #expect(try handler("on start", of: "PurchaseCoordinator", in: text) == ["push PurchaseViewController"])
    }
}
