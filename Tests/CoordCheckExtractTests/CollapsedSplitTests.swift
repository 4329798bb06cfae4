import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A split view the root coordinator makes the window's root (a subclass of the app's, not a
/// screen): modelled collapsed, as on an iPhone. What a child pushes on a router whose stack
/// becomes the secondary goes onto the primary's stack; a child pushing with
/// `replacingTop: split.isCollapsed` replaces the top screen (`controllers[controllers.count -
/// 1] = vc; setViewControllers(controllers)`); a creator that configures its child before
/// starting it (`unlock.prepare(name:); unlock.start()`) does not make `prepare` its start.
extension ExtractTests {
    static let collapsedSplitApp = """
    import UIKit

    protocol Coordinator: AnyObject { func start() }

    final class Router {
        let navigationController: UINavigationController
        init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
        func push(_ viewController: UIViewController, replacingTop: Bool = false) {
            if replacingTop, navigationController.topViewController != nil {
                var controllers = navigationController.viewControllers
                controllers[controllers.count - 1] = viewController
                navigationController.setViewControllers(controllers, animated: true)
            } else {
                navigationController.pushViewController(viewController, animated: true)
            }
        }
    }

    final class RootSplitController: UISplitViewController {
        func showSecondary(_ router: Router) {
            setViewController(router.navigationController, for: .secondary)
            show(.secondary)
        }
    }

    final class FilesViewController: UIViewController {
        var onOpen: (() -> Void)?
        var onOpenRecent: (() -> Void)?
    }
    final class UnlockViewController: UIViewController { var onUnlocked: (() -> Void)? }
    final class VaultViewController: UIViewController {}

    final class FilesCoordinator: Coordinator {
        private let router: Router
        var onOpen: (() -> Void)?
        var onOpenRecent: (() -> Void)?
        init(router: Router) { self.router = router }
        func start() {
            let files = FilesViewController()
            files.onOpenRecent = { [weak self] in self?.onOpenRecent?() }
            files.onOpen = { [weak self] in self?.onOpen?() }
            router.push(files)
        }
    }

    final class UnlockCoordinator: Coordinator {
        private let router: Router
        private let unlockViewController = UnlockViewController()
        private var name = ""
        var onUnlocked: (() -> Void)?
        init(router: Router) { self.router = router }
        func prepare(name: String) {
            self.name = name
            refresh()
        }
        private func refresh() { unlockViewController.title = name }
        func start() {
            unlockViewController.onUnlocked = { [weak self] in self?.onUnlocked?() }
            router.push(unlockViewController)
        }
    }

    final class VaultCoordinator: Coordinator {
        private let split: UISplitViewController
        private let router: Router
        init(split: UISplitViewController, router: Router) {
            self.split = split
            self.router = router
        }
        func start() { router.push(VaultViewController(), replacingTop: split.isCollapsed) }
    }

    final class MainCoordinator: Coordinator {
        private let split = RootSplitController()
        private let primaryRouter = Router(UINavigationController())
        private var children: [Coordinator] = []
        init(window: UIWindow) {
            split.setViewController(primaryRouter.navigationController, for: .primary)
            window.rootViewController = split
        }
        func start() {
            let files = FilesCoordinator(router: primaryRouter)
            files.onOpenRecent = { [weak self] in self?.openRecent() }
            files.onOpen = { [weak self] in self?.openVault() }
            files.start()
            children.append(files)
        }
        private func openRecent() {
            let unlock = UnlockCoordinator(router: primaryRouter)
            unlock.prepare(name: "recent")
            unlock.start()
            children.append(unlock)
        }
        private func openVault() {
            let router = Router(UINavigationController())
            let unlock = UnlockCoordinator(router: router)
            unlock.onUnlocked = { [weak self] in self?.showVault() }
            unlock.start()
            children.append(unlock)
            split.showSecondary(router)
        }
        private func showVault() {
            let vault = VaultCoordinator(split: split, router: primaryRouter)
            vault.start()
            children.append(vault)
        }
    }

    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var coordinator: MainCoordinator?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow()
            self.window = window
            let coordinator = MainCoordinator(window: window)
            self.coordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
            return true
        }
    }
    """

    @Test func aCollapsedSplitViewShowsItsSecondaryOnItsPrimarysStack() throws {
        let draft = try extract(["App.swift": Self.collapsedSplitApp], name: "collapsed-split")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        // The split view is no screen: the window shows its primary's stack.
        #expect(!text.contains { $0.hasPrefix("screen RootSplitController") }, "\(draft.scenario)")
        #expect(try handler("on start", of: "MainCoordinator root") == [
            "setRoot stack",
            "# coordcheck: assumed: a split view: modelled collapsed, as on an iPhone (its primary's stack; its secondary is not shown)",
            "start FilesCoordinator",
        ])
        // Configured, then started by one creator, only started by the other: `start()` runs.
        #expect(try handler("on start", of: "UnlockCoordinator") == ["push UnlockViewController"])
        // Collapsed: the vault replaces the unlock screen on top.
        #expect(try handler("on start", of: "VaultCoordinator") == [
            "# coordcheck: a branch: only its case 'if' is modelled",
            "# coordcheck: assumed: the top screen replaced (setViewControllers with the last one changed): modelled as a pop and a push, so on a stack of one screen the new one goes above it",
            "pop", "push VaultViewController",
        ])
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["FilesViewController.onOpen", "UnlockViewController.onUnlocked"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["FilesViewController", "UnlockViewController", "VaultViewController"], "\(draft.scenario)")
    }

    /// A split view that makes its coordinators itself: the master in its `init`, the detail
    /// in the delegate method the master calls, each kept in a property of its own.
    static let splitMakingCoordinatorsApp = """
    import UIKit

    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start(animated: Bool)
    }

    protocol MainCoordinatorDelegate: AnyObject {
        func showItems(in folder: String)
    }

    final class FoldersViewController: UIViewController { var onSelect: ((String) -> Void)? }
    final class ItemsViewController: UIViewController { var onOpen: (() -> Void)? }
    final class ReaderViewController: UIViewController {}

    final class MasterCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let navigationController: UINavigationController
        private unowned let mainDelegate: MainCoordinatorDelegate
        init(navigationController: UINavigationController, mainDelegate: MainCoordinatorDelegate) {
            self.navigationController = navigationController
            self.mainDelegate = mainDelegate
        }
        func start(animated: Bool) {
            let folders = FoldersViewController()
            folders.onSelect = { [weak self] folder in self?.mainDelegate.showItems(in: folder) }
            navigationController.setViewControllers([folders], animated: animated)
        }
    }

    final class DetailCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start(animated: Bool) {
            let items = ItemsViewController()
            items.onOpen = { [weak self] in self?.navigationController.pushViewController(ReaderViewController(), animated: true) }
            navigationController.setViewControllers([items], animated: animated)
        }
    }

    final class MainViewController: UISplitViewController {
        private var masterCoordinator: MasterCoordinator?
        private var detailCoordinator: DetailCoordinator?
        init() {
            super.init(nibName: nil, bundle: nil)
            let masterController = UINavigationController()
            let master = MasterCoordinator(navigationController: masterController, mainDelegate: self)
            master.start(animated: false)
            self.masterCoordinator = master
            self.viewControllers = [masterController]
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    extension MainViewController: MainCoordinatorDelegate {
        func showItems(in folder: String) {
            let navigationController = UINavigationController()
            let detail = DetailCoordinator(navigationController: navigationController)
            detail.start(animated: false)
            self.detailCoordinator = detail
            self.showDetailViewController(navigationController, sender: nil)
        }
    }

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start(animated: Bool) {
            window.rootViewController = MainViewController()
            window.makeKeyAndVisible()
        }
    }

    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var coordinator: AppCoordinator?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow()
            self.window = window
            let coordinator = AppCoordinator(window: window)
            self.coordinator = coordinator
            coordinator.start(animated: false)
            return true
        }
    }
    """

    @Test func aSplitViewsCoordinatorsAreKeptUnderTheirProperty() throws {
        let draft = try extract(["App.swift": Self.splitMakingCoordinatorsApp], name: "split-coordinators")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        #expect(try handler("on start", of: "AppCoordinator root") == [
            "setRoot stack",
            "start MasterCoordinator key masterCoordinator",
            "# coordcheck: assumed: MasterCoordinator is kept by MainViewController, a view controller, in its masterCoordinator: modelled as a child of AppCoordinator under that key",
            "# coordcheck: assumed: a split view: modelled collapsed, as on an iPhone (its primary's stack; its secondary is not shown)",
        ], "\(draft.scenario)")
        #expect(try handler("on FoldersViewController.onSelect", of: "MasterCoordinator") == [
            "start DetailCoordinator key detailCoordinator",
            "# coordcheck: assumed: DetailCoordinator is kept by MainViewController, a view controller, in its detailCoordinator: modelled as a child of MasterCoordinator under that key",
            "# coordcheck: assumed: a split view: modelled collapsed, as on an iPhone (its detail pushed onto its primary's stack)",
        ])
        // Each is given a stack of its own, empty: what it sets there goes above its creator's.
        #expect(try handler("on start", of: "MasterCoordinator") == ["push FoldersViewController"])
        #expect(try handler("on start", of: "DetailCoordinator") == ["push ItemsViewController"])
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["FoldersViewController.onSelect", "ItemsViewController.onOpen", "back", "back"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } }
            == ["FoldersViewController", "ItemsViewController", "ReaderViewController", "ItemsViewController", "FoldersViewController"], "\(draft.scenario)")
        // Both live in the tree. After going back from the detail, the split view still keeps
        // its coordinator (until the next detail replaces it): what no-leaks reports.
        let violated = try check(draft).verdicts.filter { $0.violation != nil }
        #expect(violated.map(\.name) == ["no-leaks"], "\(draft.scenario)")
        #expect(violated.first?.violation?.message.hasPrefix("DetailCoordinator#3 is still in MasterCoordinator#2.children") == true)
    }
}
