import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Shapes a survey of apps written afresh (not the corpus's) found the extractor did not
/// follow: each is written here the way those apps wrote it.
extension ExtractTests {
    /// A scene delegate that makes the window and starts `AppCoordinator(window:)` with it.
    static let sceneDelegateStartingWithWindow = """
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private var coordinator: AppCoordinator?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            self.window = window
            let coordinator = AppCoordinator(window: window)
            self.coordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
        }
    }
    """

    /// The window's root set in `UIView.transition(with:…, animations:)`: UIKit runs the
    /// closure, so the root is set, as with `UIView.animate`.
    @Test func aRootSetInAWindowTransitionIsSet() throws {
        let app = """
        import UIKit

        final class HomeViewController: UIViewController {}

        final class AppCoordinator {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func start() {
                let navigation = UINavigationController(rootViewController: HomeViewController())
                UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                    self.window.rootViewController = navigation
                })
            }
        }

        \(Self.sceneDelegateStartingWithWindow)
        """
        let draft = try extract(["App.swift": app], name: "transition")
        let text = lines(draft)
        #expect(try handler("on start", of: "AppCoordinator root", in: text) == ["setRoot stack", "push HomeViewController"], "\(draft.scenario)")
    }

    /// A child taking itself out of its parent's children (`parentCoordinator?.childCoordinators
    /// .removeAll { $0 === self }` in a base class's `finish()`): the parent removes it.
    @Test func aChildRemovingItselfFromItsParentsChildrenFinishes() throws {
        let app = """
        import UIKit

        class BaseCoordinator {
            weak var parentCoordinator: BaseCoordinator?
            var childCoordinators: [BaseCoordinator] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {}
            func finish() {
                parentCoordinator?.childCoordinators.removeAll { $0 === self }
            }
        }

        final class HomeViewController: UIViewController { var onDetail: (() -> Void)? }
        final class DetailViewController: UIViewController { var onClose: (() -> Void)? }

        final class HomeCoordinator: BaseCoordinator {
            override func start() {
                let home = HomeViewController()
                home.onDetail = { [weak self] in self?.showDetail() }
                navigationController.pushViewController(home, animated: false)
            }
            private func showDetail() {
                let child = DetailCoordinator(navigationController: navigationController)
                child.parentCoordinator = self
                childCoordinators.append(child)
                child.start()
            }
        }

        final class DetailCoordinator: BaseCoordinator {
            override func start() {
                let detail = DetailViewController()
                detail.onClose = { [weak self] in
                    self?.navigationController.popViewController(animated: true)
                    self?.finish()
                }
                navigationController.pushViewController(detail, animated: true)
            }
        }

        \(ExtractTests.delegateStarting("HomeCoordinator"))
        """
        let draft = try extract(["App.swift": app], name: "self-removal")
        let text = lines(draft)
        #expect(try handler("on DetailViewController.onClose", of: "DetailCoordinator parent weak", in: text) == ["pop", "finish"], "\(draft.scenario)")
    }

    /// RxSwift 6's `subscribe(with: self, onNext: { owner, _ in owner.close() })`: the closure
    /// gets the object first, as after `withUnretained(self)`.
    @Test func anRxSubscriptionWithAnObjectHandsItToTheClosure() throws {
        let app = Self.subscriptions.replacingOccurrences(of: ".subscribe(onNext: { [weak self] in self?.close() })",
                                                          with: ".subscribe(with: self, onNext: { owner, _ in owner.close() })")
        #expect(app != Self.subscriptions)
        let text = lines(try extract(["App.swift": app], name: "subscriptions"))
        // As after `withUnretained(self)`: the method is read in place.
        #expect(try handler("on DetailViewController.close", of: "DetailCoordinator", in: text) == ["pop", "finish"])
    }

    /// A coordinator that makes itself the delegate of the sheet it presents: UIKit calls its
    /// `presentationControllerDidDismiss(_:)` after a pull-down (`present … delegate self`,
    /// `on swipeDismiss`), so the pull-down that ends it leaks nothing.
    @Test func aCoordinatorDelegatingItsOwnSheetEndsOnAPullDown() throws {
        let app = """
        import UIKit

        final class HomeViewController: UIViewController { var onPlay: (() -> Void)? }
        final class PlayerViewController: UIViewController { var onClose: (() -> Void)? }

        final class HomeCoordinator {
            var childCoordinators: [AnyObject] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeViewController()
                home.onPlay = { [weak self] in self?.play() }
                navigationController.pushViewController(home, animated: false)
            }
            private func play() {
                let player = PlayerCoordinator(presenter: navigationController)
                player.parent = self
                childCoordinators.append(player)
                player.start()
            }
            func childDidFinish(_ child: AnyObject) {
                childCoordinators.removeAll { $0 === child }
            }
        }

        final class PlayerCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
            weak var parent: HomeCoordinator?
            private let presenter: UINavigationController
            init(presenter: UINavigationController) { self.presenter = presenter }
            func start() {
                let player = PlayerViewController()
                player.onClose = { [weak self] in self?.close() }
                player.presentationController?.delegate = self
                presenter.present(player, animated: true)
            }
            private func close() {
                presenter.dismiss(animated: true)
                parent?.childDidFinish(self)
            }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                parent?.childDidFinish(self)
            }
        }

        \(ExtractTests.delegateStarting("HomeCoordinator"))
        """
        let draft = try extract(["App.swift": app], name: "own-sheet")
        let text = lines(draft)
        #expect(try handler("on start", of: "PlayerCoordinator parent weak", in: text) == ["present PlayerViewController delegate self"], "\(draft.scenario)")
        #expect(try handler("on swipeDismiss", of: "PlayerCoordinator parent weak", in: text) == ["finish"])
        #expect(try handler("func close", of: "PlayerCoordinator parent weak", in: text) == ["dismiss", "finish"])
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(result.verdicts.compactMap { $0.violation.map { "\($0)" } })")
    }

    /// A delegate's launch that calls one method of the root or another, on a stored token and
    /// a first-launch flag (`if token != nil { coordinator.startMain(); return }; onboarded ?
    /// coordinator.startLogin() : coordinator.startOnboarding()`): one launch case each, not
    /// the first alone.
    @Test func aDelegateBranchingOnStoredStateGivesLaunchCases() throws {
        let app = """
        import UIKit

        final class MainViewController: UIViewController {}
        final class LoginViewController: UIViewController {}
        final class WelcomeViewController: UIViewController {}

        final class AppCoordinator {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func startMain() { show(MainViewController()) }
            func startLogin() { show(LoginViewController()) }
            func startOnboarding() { show(WelcomeViewController()) }
            private func show(_ screen: UIViewController) {
                window.rootViewController = UINavigationController(rootViewController: screen)
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var coordinator: AppCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                self.window = window
                window.makeKeyAndVisible()
                let coordinator = AppCoordinator(window: window)
                self.coordinator = coordinator
                let onboarded = UserDefaults.standard.bool(forKey: "onboarded")
                let token = UserDefaults.standard.string(forKey: "token")
                if token != nil {
                    coordinator.startMain()
                    return
                }
                onboarded ? coordinator.startLogin() : coordinator.startOnboarding()
            }
        }
        """
        let draft = try extract(["App.swift": app], name: "launch-ways")
        let text = lines(draft)
        let cases = text.filter { $0.hasPrefix("on launch.") }
        #expect(cases.count == 3, "\(draft.scenario)")
        let shown = try cases.map { try handler($0, of: "AppCoordinator root", in: text).joined(separator: "; ") }
        #expect(shown.contains { $0.contains("MainViewController") } && shown.contains { $0.contains("LoginViewController") }
            && shown.contains { $0.contains("WelcomeViewController") }, "\(shown)")
    }

    /// A child kept in an optional property of its creator (`private var onboarding:
    /// OnboardingCoordinator?`), not in a children array: the creator's child under that key,
    /// removed when the property is set to nil (`start … key onboarding`, `removeChild key`).
    @Test func aChildKeptInAnOptionalPropertyIsAKeyedChild() throws {
        let app = """
        import UIKit

        final class WelcomeViewController: UIViewController { var onDone: (() -> Void)? }
        final class HomeViewController: UIViewController {}

        final class OnboardingCoordinator {
            private let navigationController: UINavigationController
            private let onFinish: () -> Void
            init(navigationController: UINavigationController, onFinish: @escaping () -> Void) {
                self.navigationController = navigationController
                self.onFinish = onFinish
            }
            func start() {
                let welcome = WelcomeViewController()
                welcome.onDone = { [weak self] in self?.onFinish() }
                navigationController.pushViewController(welcome, animated: false)
            }
        }

        final class AppCoordinator {
            private let navigationController: UINavigationController
            private var onboarding: OnboardingCoordinator?
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let onboarding = OnboardingCoordinator(navigationController: navigationController, onFinish: { [weak self] in
                    self?.onboarding = nil
                    self?.showHome()
                })
                self.onboarding = onboarding
                onboarding.start()
            }
            private func showHome() {
                navigationController.setViewControllers([HomeViewController()], animated: true)
            }
        }

        \(ExtractTests.delegateStarting("AppCoordinator"))
        """
        let draft = try extract(["App.swift": app], name: "optional-child")
        let text = lines(draft)
        #expect(try handler("on start", of: "AppCoordinator root", in: text).contains("start OnboardingCoordinator key onboarding"), "\(draft.scenario)")
        #expect(text.contains("removeChild key onboarding"), "\(draft.scenario)")
        // (The home screen has no event of its own: a deadlock, not a leak.)
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.name != "deadlock" }.allSatisfy { $0.violation == nil },
                "\(result.verdicts.compactMap { $0.violation.map { "\($0.message)" } })")
    }

    /// A URL the scene delegate hands the root (`scene(_:openURLContexts:)` calling
    /// `coordinator?.openLink(url)`): an event offered at any time, not dropped.
    @Test func aURLHandedToTheRootIsAnEvent() throws {
        let app = """
        import UIKit

        final class HomeViewController: UIViewController {}
        final class ArticleViewController: UIViewController {}

        final class AppCoordinator {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                navigationController.pushViewController(HomeViewController(), animated: false)
            }
            func openLink(_ url: URL) {
                navigationController.pushViewController(ArticleViewController(), animated: true)
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var coordinator: AppCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let navigation = UINavigationController()
                let window = UIWindow(windowScene: scene)
                window.rootViewController = navigation
                self.window = window
                let coordinator = AppCoordinator(navigationController: navigation)
                self.coordinator = coordinator
                coordinator.start()
                window.makeKeyAndVisible()
            }
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                guard let url = URLContexts.first?.url else { return }
                coordinator?.openLink(url)
            }
        }
        """
        let draft = try extract(["App.swift": app], name: "url")
        let text = lines(draft)
        #expect(text.contains("event openLink"), "\(draft.scenario)")
        #expect(try handler("on openLink", of: "AppCoordinator root", in: text) == ["push ArticleViewController"])
    }

    /// Tabs built by value: `Tab.allCases.map { makeTab($0) }`, each tab a child whose start
    /// returns the stack it fills (`func start() -> UINavigationController`).
    @Test func tabsMadeFromAllCasesAreTheChildrensStacks() throws {
        let app = """
        import UIKit

        final class FeedViewController: UIViewController {}
        final class SearchViewController: UIViewController {}

        protocol TabCoordinator: AnyObject {
            func start() -> UINavigationController
        }

        enum Tab: Int, CaseIterable {
            case feed
            case search
        }

        final class FeedCoordinator: TabCoordinator {
            private let navigationController = UINavigationController()
            func start() -> UINavigationController {
                navigationController.setViewControllers([FeedViewController()], animated: false)
                return navigationController
            }
        }

        final class SearchCoordinator: TabCoordinator {
            private let navigationController = UINavigationController()
            func start() -> UINavigationController {
                navigationController.setViewControllers([SearchViewController()], animated: false)
                return navigationController
            }
        }

        final class AppCoordinator {
            var children: [AnyObject] = []
            private let window: UIWindow
            private let tabBarController = UITabBarController()
            init(window: UIWindow) { self.window = window }
            func start() {
                tabBarController.viewControllers = Tab.allCases.map { makeTab($0) }
                window.rootViewController = tabBarController
            }
            private func makeTab(_ tab: Tab) -> UINavigationController {
                let child: TabCoordinator
                switch tab {
                case .feed: child = FeedCoordinator()
                case .search: child = SearchCoordinator()
                }
                children.append(child)
                return child.start()
            }
        }

        \(Self.sceneDelegateStartingWithWindow)
        """
        let draft = try extract(["App.swift": app], name: "all-cases")
        let text = lines(draft)
        let start = try handler("on start", of: "AppCoordinator root", in: text)
        #expect(start.contains("setRoot tabs 2") && start.contains("start FeedCoordinator in tab 1") && start.contains("start SearchCoordinator in tab 2"),
                "\(draft.scenario)")
    }

    /// A control that pops its screen while UIKit's back button stays (a "Done" on the right)
    /// is one more way back, not the back button: UIKit's back, which does no cleanup here,
    /// is still there — and leaks the child.
    @Test func aPoppingButtonBesideUIKitsBackIsNotTheBack() throws {
        let app = """
        import UIKit

        final class ShelfViewController: UIViewController { var onOpen: (() -> Void)? }
        final class BookViewController: UIViewController {
            var onDone: (() -> Void)?
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(doneTapped))
            }
            @objc private func doneTapped() { onDone?() }
        }

        final class BookCoordinator {
            weak var parent: ShelfCoordinator?
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let book = BookViewController()
                book.onDone = { [weak self] in self?.done() }
                navigationController.pushViewController(book, animated: true)
            }
            private func done() {
                navigationController.popViewController(animated: true)
                parent?.childDidFinish(self)
            }
        }

        final class ShelfCoordinator {
            var childCoordinators: [AnyObject] = []
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let shelf = ShelfViewController()
                shelf.onOpen = { [weak self] in self?.openBook() }
                navigationController.pushViewController(shelf, animated: false)
            }
            private func openBook() {
                let book = BookCoordinator(navigationController: navigationController)
                book.parent = self
                childCoordinators.append(book)
                book.start()
            }
            func childDidFinish(_ child: AnyObject) { childCoordinators.removeAll { $0 === child } }
        }

        \(ExtractTests.delegateStarting("ShelfCoordinator"))
        """
        let draft = try extract(["App.swift": app], name: "done-button")
        let text = lines(draft)
        #expect(!text.contains { $0.hasPrefix("on BookViewController.back") }, "\(draft.scenario)")
        #expect(try handler("on BookViewController.onDone", of: "BookCoordinator parent weak", in: text) == ["call self.done"])
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: result.scenario) == ["ShelfViewController.onOpen", "back"])
    }

    /// A base class's helper that sets the child's parent link, appends and starts it
    /// (`coordinate(to: child)`): the child's parent is its creator, and it is no sheet a
    /// dismissal closure removes.
    @Test func aHelperSettingTheParentLinkGivesTheParent() throws {
        let app = """
        import UIKit

        class BaseCoordinator: NSObject {
            private(set) var childCoordinators: [BaseCoordinator] = []
            weak var parentCoordinator: BaseCoordinator?
            func start() {}
            func coordinate(to child: BaseCoordinator) {
                child.parentCoordinator = self
                childCoordinators.append(child)
                child.start()
            }
            func childDidFinish(_ child: BaseCoordinator) {
                childCoordinators.removeAll { $0 === child }
            }
        }

        final class ListViewController: UIViewController { var onCompose: (() -> Void)? }
        final class ComposeViewController: UIViewController { var onSave: (() -> Void)? }

        final class ComposeCoordinator: BaseCoordinator {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                let compose = ComposeViewController()
                compose.onSave = { [weak self] in self?.save() }
                navigationController.pushViewController(compose, animated: true)
            }
            private func save() {
                navigationController.popViewController(animated: true)
                parentCoordinator?.childDidFinish(self)
            }
        }

        final class ListCoordinator: BaseCoordinator {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                let list = ListViewController()
                list.onCompose = { [weak self] in self?.compose() }
                navigationController.pushViewController(list, animated: false)
            }
            private func compose() {
                coordinate(to: ComposeCoordinator(navigationController: navigationController))
            }
        }

        \(ExtractTests.delegateStarting("ListCoordinator"))
        """
        let draft = try extract(["App.swift": app], name: "coordinate-to")
        let text = lines(draft)
        #expect(try handler("func compose", of: "ListCoordinator root", in: text) == ["start ComposeCoordinator"], "\(draft.scenario)")
        let result = try check(draft)
        // Only UIKit's back leaks it (the save button finishes it).
        #expect(result.verdicts.first { $0.name == "parent-link" }?.violation == nil)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: result.scenario) == ["ListViewController.onCompose", "back"])
    }

    /// A screen passing a case to its coordinator (`coordinator?.go(.first)`): the coordinator's
    /// `switch` on it takes that case, one event per button, not every case for each.
    @Test func aCasePassedByTheScreenChoosesTheRoute() throws {
        let app = """
        import UIKit

        enum Route { case first, second }

        final class FirstViewController: UIViewController {}
        final class SecondViewController: UIViewController {}
        final class HomeViewController: UIViewController {
            weak var coordinator: HomeCoordinator?
            @objc func firstTapped() { coordinator?.go(.first) }
            @objc func secondTapped() { coordinator?.go(.second) }
        }

        final class HomeCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeViewController()
                home.coordinator = self
                navigationController.setViewControllers([home], animated: false)
            }
            func go(_ route: Route) {
                switch route {
                case .first: navigationController.pushViewController(FirstViewController(), animated: true)
                case .second: navigationController.pushViewController(SecondViewController(), animated: true)
                }
            }
        }

        \(ExtractTests.delegateStarting("HomeCoordinator"))
        """
        let draft = try extract(["App.swift": app], name: "passed-case")
        let text = lines(draft)
        #expect(text.contains { $0.hasPrefix("screen HomeViewController: firstTapped, secondTapped") }, "\(draft.scenario)")
        #expect(try handler("on HomeViewController.firstTapped", of: "HomeCoordinator root", in: text) == ["push FirstViewController"])
        #expect(try handler("on HomeViewController.secondTapped", of: "HomeCoordinator root", in: text) == ["push SecondViewController"])
    }

    /// A push that sets an empty stack and pushes onto a filled one (a router's: `if
    /// navigationController.viewControllers.isEmpty { setViewControllers([vc]) } else {
    /// pushViewController(vc) }`) is one `push`: on an empty stack it makes the root, as UIKit's.
    @Test func aPushOrRootIsAPush() throws {
        let app = """
        import UIKit

        final class HomeViewController: UIViewController { var onDetail: (() -> Void)? }
        final class DetailViewController: UIViewController {}

        final class HomeCoordinator {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeViewController()
                home.onDetail = { [weak self] in self?.show(DetailViewController()) }
                show(home)
            }
            private func show(_ viewController: UIViewController) {
                if navigationController.viewControllers.isEmpty {
                    navigationController.setViewControllers([viewController], animated: false)
                } else {
                    navigationController.pushViewController(viewController, animated: true)
                }
            }
        }

        \(ExtractTests.delegateStarting("HomeCoordinator"))
        """
        let draft = try extract(["App.swift": app], name: "push-or-root")
        let text = lines(draft)
        #expect(try handler("on HomeViewController.onDetail", of: "HomeCoordinator root", in: text) == ["push DetailViewController"], "\(draft.scenario)")
        #expect(try handler("on start", of: "HomeCoordinator root", in: text) == ["setRoot stack", "push HomeViewController"])
    }
}
