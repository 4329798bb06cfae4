import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A root router that sets the window's root to a split view controller whose primary is a
/// coordinator chosen by a build setting; a side menu coordinator a library shows; overloaded
/// methods calling each other.
extension ExtractTests {
    static let splitView = """
import UIKit

protocol Presentable { func toPresentable() -> UIViewController }
extension UIViewController: Presentable { public func toPresentable() -> UIViewController { self } }

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func add(childCoordinator: Coordinator) { childCoordinators.append(childCoordinator) }
}

enum BuildSettings { static let newLayout = true }

final class RootRouter {
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func setRootModule(_ module: Presentable) {
        window.rootViewController = module.toPresentable()
        window.makeKeyAndVisible()
    }
}

final class HomeViewController: UIViewController {
    var onOpen: (() -> Void)?
    @objc private func openTapped() { onOpen?() }
}
final class RoomViewController: UIViewController {}
final class PlaceholderViewController: UIViewController {}

final class HomeCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    private let navigationController = UINavigationController()

    func start() {
        let home = HomeViewController()
        home.onOpen = { [weak self] in self?.showRoom(withId: "1") }
        navigationController.setViewControllers([home], animated: false)
    }

    private func showRoom(withId id: String) { showRoom(with: id, highlighted: false) }
    private func showRoom(with id: String, highlighted: Bool) {
        navigationController.pushViewController(RoomViewController(), animated: true)
    }

    func toPresentable() -> UIViewController { navigationController }
}

final class LegacyHomeCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    private let navigationController = UINavigationController()
    func start() { navigationController.setViewControllers([HomeViewController()], animated: false) }
    func toPresentable() -> UIViewController { navigationController }
}

final class SplitViewCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: RootRouter
    private let splitViewController = UISplitViewController()

    init(router: RootRouter) { self.router = router }

    func start() {
        let master: Coordinator & Presentable = BuildSettings.newLayout ? HomeCoordinator() : LegacyHomeCoordinator()
        master.start()
        let detail = UINavigationController(rootViewController: PlaceholderViewController())
        splitViewController.viewControllers = [master.toPresentable(), detail]
        add(childCoordinator: master)
        router.setRootModule(splitViewController)
    }
}

final class SideMenuCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let menu = SideMenuNavigationController()
    func start() { SideMenuManager.default.leftMenuNavigationController = menu }
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: RootRouter
    init(router: RootRouter) { self.router = router }

    func start() {
        let menu = SideMenuCoordinator()
        menu.start()
        add(childCoordinator: menu)
        let split = SplitViewCoordinator(router: router)
        split.start()
        add(childCoordinator: split)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var appCoordinator: AppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        let appCoordinator = AppCoordinator(router: RootRouter(window: window))
        appCoordinator.start()
        self.appCoordinator = appCoordinator
        return true
    }
}
"""

    @Test func aSplitViewIsItsPrimaryStackAsOnAnIPhone() throws {
        let draft = try extract(["App.swift": Self.splitView], name: "split")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        // The window's root is the split view, collapsed onto its primary: the primary
        // coordinator's stack, the case the build setting (a constant) takes.
        #expect(try handler("on start", of: "SplitViewCoordinator") == [
            "setRoot stack", "start HomeCoordinator",
            "# coordcheck: assumed: a split view: modelled collapsed, as on an iPhone (its primary's stack; its secondary, which UIKit would push onto it, is not modelled)",
        ])
        #expect(!text.contains { $0.hasPrefix("start LegacyHomeCoordinator") })
        // Overloads are followed, not called by name (a `call self.showRoom` would call itself).
        #expect(try handler("on HomeViewController.onOpen", of: "HomeCoordinator") == ["push RoomViewController"])
        // A coordinator that shows nothing the model has says that no-leaks reports it.
        #expect(try handler("on start", of: "SideMenuCoordinator") == [
            "# coordcheck: SideMenuCoordinator shows no screen the scenario can model when it starts: no-leaks reports it while it lives",
            "# coordcheck: this handler does nothing the scenario can model",
        ])
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.message.contains("SideMenuCoordinator") && leak.trace.labels(in: result.scenario).isEmpty)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == ["no-leaks"])
    }
}
