import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Coordinators that tell a finish delegate when they end (`finishDelegate?.coordinatorDidFinish(
/// childCoordinator: self)`), a parent that removes them by identity in a loop or by their
/// `type`, and does more for one kind of child (`switch childCoordinator.type`); tabs built by
/// mapping an array of pages through a helper that switches on the page; view controllers
/// calling their coordinator through a protocol, and a `deinit` that does (the fix of a back
/// swipe that leaks); a bottom sheet that wraps a child's navigation controller.
extension ExtractTests {
    static let finishDelegate = """
import UIKit

enum CoordinatorType { case app, login, tabBar, feed, profile, recipe, filter }

protocol Coordinator: AnyObject {
    var parentCoordinator: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    var type: CoordinatorType { get }
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    func start()
}

extension Coordinator {
    func childDidFinish(_ child: Coordinator?, parent: Coordinator?) {
        guard let parent = parent, parent.childCoordinators.isEmpty == false else { return }
        for (index, coordinator) in parent.childCoordinators.enumerated() where coordinator === child {
            parent.childCoordinators.remove(at: index)
            break
        }
    }
}

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}

protocol LoginCoordinatorInterface: AnyObject { func finishLogin() }
protocol FeedCoordinatorInterface: AnyObject { func showRecipe(); func showFilter() }
protocol RecipeCoordinatorInterface: AnyObject { func finished() }
protocol FilterCoordinatorInterface: AnyObject { func close() }

final class AppCoordinator: Coordinator {
    var type: CoordinatorType { .app }
    weak var finishDelegate: CoordinatorFinishDelegate?
    var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let coordinator = LoginCoordinator(navigationController: navigationController)
        coordinator.finishDelegate = self
        coordinator.parentCoordinator = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }
    func showMainFlow() {
        let tabCoordinator = TabCoordinator(navigationController)
        tabCoordinator.finishDelegate = self
        tabCoordinator.parentCoordinator = self
        tabCoordinator.start()
        childCoordinators.append(tabCoordinator)
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter({ $0.type != childCoordinator.type })
        switch childCoordinator.type {
        case .login:
            navigationController.viewControllers.removeAll()
            showMainFlow()
        default:
            break
        }
    }
}

final class LoginCoordinator: Coordinator, LoginCoordinatorInterface {
    var type: CoordinatorType { .login }
    var finishDelegate: CoordinatorFinishDelegate?
    var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(LoginViewController(coordinator: self), animated: true) }
    func finishLogin() { finishDelegate?.coordinatorDidFinish(childCoordinator: self) }
}

enum Page { case feed, profile }

final class TabCoordinator: Coordinator {
    var type: CoordinatorType { .tabBar }
    var finishDelegate: CoordinatorFinishDelegate?
    var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    var tabBarController: UITabBarController
    init(_ navigationController: UINavigationController, tabBarController: UITabBarController = UITabBarController()) {
        self.navigationController = navigationController
        self.tabBarController = tabBarController
    }
    func start() {
        let pages: [Page] = [.feed, .profile]
        let controllers = pages.map({ tabController($0) })
        prepare(controllers)
    }
    private func prepare(_ controllers: [UINavigationController]) {
        navigationController.viewControllers = [tabBarController]
        navigationController.setNavigationBarHidden(true, animated: false)
    }
    private func tabController(_ page: Page) -> UINavigationController {
        switch page {
        case .feed:
            let coordinator = FeedCoordinator()
            childCoordinators.append(coordinator)
            coordinator.start()
            tabBarController.addChild(coordinator.navigationController)
        case .profile:
            let coordinator = ProfileCoordinator()
            childCoordinators.append(coordinator)
            coordinator.start()
            tabBarController.addChild(coordinator.navigationController)
        }
        return navigationController
    }
}

final class FeedCoordinator: Coordinator, FeedCoordinatorInterface {
    var type: CoordinatorType { .feed }
    var finishDelegate: CoordinatorFinishDelegate?
    var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    init(navigationController: UINavigationController = UINavigationController()) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(FeedViewController(coordinator: self), animated: true) }
    func showRecipe() {
        let coordinator = RecipeCoordinator(navigationController: navigationController)
        coordinator.parentCoordinator = self
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }
    func showFilter() {
        let coordinator = FilterCoordinator()
        coordinator.parentCoordinator = self
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
        let sheet = BottomSheetViewController(contentViewController: coordinator.navigationController)
        coordinator.sheet = sheet
        sheet.modalPresentationStyle = .overFullScreen
        navigationController.present(sheet, animated: false)
    }
}

extension FeedCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) { childDidFinish(childCoordinator, parent: self) }
}

final class ProfileCoordinator: Coordinator {
    var type: CoordinatorType { .profile }
    var finishDelegate: CoordinatorFinishDelegate?
    var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    init(navigationController: UINavigationController = UINavigationController()) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(ProfileViewController(), animated: true) }
}

final class RecipeCoordinator: Coordinator, RecipeCoordinatorInterface {
    var type: CoordinatorType { .recipe }
    weak var finishDelegate: CoordinatorFinishDelegate?
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(RecipeViewController(coordinator: self), animated: true) }
    func finished() {
        navigationController.popViewController(animated: true)
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}

final class FilterCoordinator: Coordinator, FilterCoordinatorInterface {
    var type: CoordinatorType { .filter }
    var finishDelegate: CoordinatorFinishDelegate?
    var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    weak var sheet: BottomSheetViewController?
    init(navigationController: UINavigationController = UINavigationController()) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(FilterViewController(coordinator: self), animated: true) }
    func close() {
        sheet?.dismissSheet()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}

final class BottomSheetViewController: UIViewController {
    let contentViewController: UIViewController
    init(contentViewController: UIViewController) { self.contentViewController = contentViewController; super.init(nibName: nil, bundle: nil) }
    func dismiss() { UIView.animate(withDuration: 0.1) { self.view.alpha = 0 } completion: { _ in self.dismiss(animated: false) } }
    func dismissSheet() { dismiss() }
}

final class LoginViewController: UIViewController {
    let coordinator: LoginCoordinatorInterface
    init(coordinator: LoginCoordinatorInterface) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
    @objc func didTapLogin() { coordinator.finishLogin() }
}

final class FeedViewController: UIViewController {
    let coordinator: FeedCoordinatorInterface
    init(coordinator: FeedCoordinatorInterface) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
    @objc func didTapRecipe() { coordinator.showRecipe() }
    @objc func didTapFilter() { coordinator.showFilter() }
}

final class ProfileViewController: UIViewController {}

final class RecipeViewController: UIViewController {
    let coordinator: RecipeCoordinatorInterface
    init(coordinator: RecipeCoordinatorInterface) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
    // DEINIT
    @objc func didTapBack() { coordinator.finished() }
}

final class FilterViewController: UIViewController {
    let coordinator: FilterCoordinatorInterface
    init(coordinator: FilterCoordinatorInterface) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
    @objc func didTapClose() { coordinator.close() }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let navigationController = UINavigationController()
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        coordinator = AppCoordinator(navigationController: navigationController)
        coordinator?.start()
    }
}
"""

    @Test func aFinishDelegateRemovesItsChildAndShowsTheMainFlowAfterLogin() throws {
        let draft = try extract(["App.swift": Self.finishDelegate], name: "finishing")
        let text = lines(draft)
        // The removal by type is the caller's; only the login flow's end shows the main flow.
        let app = try #require(text.firstIndex(of: "func coordinatorDidFinish"))
        #expect(Array(text[(app + 1)...(app + 3)]) == [
            "# coordcheck: assumed: removes every child whose type is childCoordinator's: modelled as removing childCoordinator (one child of each type)",
            "removeChild caller", "if caller LoginCoordinator: call self.showMainFlow",
        ])
        // The tabs: one per page the helper's switch builds, the tab bar its stack shows.
        // It makes the tab bar its initializer takes by default, and owns no screen: a container.
        let tabs = try #require(text.firstIndex(of: "coordinator TabCoordinator container parent strong"))
        #expect(Array(text[(tabs + 1)...(tabs + 4)]) == [
            "on start", "setViewControllers tabs 2", "start FeedCoordinator in tab 1", "start ProfileCoordinator in tab 2",
        ])
        // Nothing assigns or reads the tabs' parent property: as if they had none.
        #expect(text.contains("coordinator FeedCoordinator parent none"))
        // The identity loop of the protocol extension removes the caller.
        let feed = try #require(text.firstIndex(of: "coordinator FeedCoordinator parent none"))
        let feedDidFinish = try #require(text[feed...].firstIndex(of: "func coordinatorDidFinish"))
        #expect(text[feedDidFinish + 1] == "removeChild caller")
        // The sheet wrapping the child's stack presents the child; its close dismisses the
        // sheet through the app's own `dismiss()` and UIKit's `dismiss(animated:)`, and calls
        // the delegate its creator made itself and its parent.
        #expect(text.contains("start FilterCoordinator in modal overFullScreen"))
        let filter = try #require(text.firstIndex(of: "coordinator FilterCoordinator parent strong"))
        #expect(Array(text[filter...].prefix(6)) == [
            "coordinator FilterCoordinator parent strong", "on start", "push FilterViewController",
            "on FilterViewController.didTapClose", "dismiss", "call parent.coordinatorDidFinish",
        ])
        // UIKit's back button pops the recipe and tells nobody (`didTapBack` is wired to no
        // control that pops: an event of its own).
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.message.contains("RecipeCoordinator"))
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        #expect(leak.trace.labels(in: scenario).suffix(2) == ["FeedViewController.didTapRecipe", "back"])
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == ["no-leaks"])
    }

    @Test func aScreensDeinitThatCallsItsCoordinatorRunsAfterTheBackSwipe() throws {
        let fixed = Self.finishDelegate.replacingOccurrences(of: "    // DEINIT\n", with: "    deinit { coordinator.finished() }\n")
        let draft = try extract(["App.swift": fixed], name: "fixed")
        let text = lines(draft)
        let swipe = try #require(text.firstIndex(of: "on RecipeViewController.swipeBack"))
        #expect(Array(text[(swipe + 1)...(swipe + 2)]) == ["pop", "call parent.coordinatorDidFinish"])
        // Re-tapping the tab releases the recipe too: the feed's children go.
        let feed = try #require(text.firstIndex(of: "coordinator FeedCoordinator parent none"))
        let reselect = try #require(text[feed...].firstIndex(of: "on reselectTab"))
        #expect(text[reselect + 2] == "removeAllChildren")
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == [])
    }
}
