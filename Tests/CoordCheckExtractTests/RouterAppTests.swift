import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A root coordinator written the way router-based apps write it: a split view given its
/// primary column (`setViewController(_:for: .primary)`) around a router's navigation
/// controller, a child kept in a property and started through it, a router whose `push` has a
/// default argument deciding an `if`, a modal router made by a class's static factory and
/// presented, and an optional property nothing has set at launch.
extension ExtractTests {
    static let routerApp = """
    import UIKit

    final class RouterNavigationController: UINavigationController {}
    final class NavigationRouter {
        let navigationController: RouterNavigationController
        init(_ navigationController: RouterNavigationController) { self.navigationController = navigationController }
        static func createModal(style: UIModalPresentationStyle) -> NavigationRouter {
            let navigation = RouterNavigationController()
            navigation.modalPresentationStyle = style
            return NavigationRouter(navigation)
        }
        func push(_ viewController: UIViewController, animated: Bool, replaceTop: Bool = false) {
            if replaceTop, let top = navigationController.topViewController {
                var controllers = navigationController.viewControllers
                controllers[controllers.count - 1] = viewController
                navigationController.setViewControllers(controllers, animated: animated)
            } else {
                navigationController.pushViewController(viewController, animated: animated)
            }
        }
    }

    final class RootSplitViewController: UISplitViewController {}
    final class LockViewController: UIViewController {}
    final class FilesViewController: UIViewController { var onHelp: (() -> Void)? }
    final class HelpViewController: UIViewController { var onClose: (() -> Void)? }

    class BaseCoordinator {
        var childCoordinators: [BaseCoordinator] = []
        let router: NavigationRouter
        init(router: NavigationRouter) { self.router = router }
        func start() {}
    }

    final class FilesCoordinator: BaseCoordinator {
        override func start() {
            let files = FilesViewController()
            files.onHelp = { [weak self] in self?.showHelp() }
            router.push(files, animated: false)
        }
        func showHelp() {
            let helpRouter = NavigationRouter.createModal(style: .formSheet)
            let help = HelpCoordinator(router: helpRouter)
            childCoordinators.append(help)
            help.start()
            router.navigationController.present(helpRouter.navigationController, animated: true)
        }
    }

    final class HelpCoordinator: BaseCoordinator {
        override func start() {
            let help = HelpViewController()
            help.onClose = { [weak self] in self?.router.navigationController.dismiss(animated: true) }
            router.push(help, animated: false)
        }
    }

    final class MainCoordinator {
        var childCoordinators: [AnyObject] = []
        private let split = RootSplitViewController()
        private let primaryRouter = NavigationRouter(RouterNavigationController())
        private var filesCoordinator: FilesCoordinator!
        private var lockStyle: Int?

        init(window: UIWindow) {
            split.setViewController(primaryRouter.navigationController, for: .primary)
            window.rootViewController = split
        }

        func start() {
            if let lockStyle {
                showLock(style: lockStyle)
                return
            }
            filesCoordinator = FilesCoordinator(router: primaryRouter)
            childCoordinators.append(filesCoordinator)
            filesCoordinator.start()
        }

        private func showLock(style: Int) {
            primaryRouter.push(LockViewController(), animated: false)
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

    @Test func aRouterBasedRootShowsItsFirstScreenAndPresentsAModalRouter() throws {
        let draft = try extract(["App.swift": Self.routerApp], name: "routers")
        let text = lines(draft)
        // The lock screen is not shown: nothing has set `lockStyle` at launch.
        let start = try handler("on start", of: "MainCoordinator", in: text)
        #expect(start.contains("start FilesCoordinator") && !start.contains { $0.contains("LockViewController") }, "\(draft.scenario)")
        // The default argument keeps the push a push.
        #expect(try handler("on start", of: "FilesCoordinator", in: text) == ["push FilesViewController"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["FilesViewController.onHelp", "HelpViewController.onClose"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["FilesViewController", "HelpViewController", "FilesViewController"],
                "\(draft.scenario)")
        // The help screen is presented, not pushed: no back to the files.
        #expect(frames[1].snapshot.stacks.count > 1, "\(draft.scenario)")
    }
}
