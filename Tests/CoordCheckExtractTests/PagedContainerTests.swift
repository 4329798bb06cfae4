import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A container given its pages as an array (`OnboardingPager(pages: pages)`, a
/// `UIPageViewController` showing the first): the user sees and taps its first page, so the
/// draft shows that page where the container is shown, as it does for a container given one
/// screen.
extension ExtractTests {
    /// The pages made by `pages`, an expression in the coordinator's `start`.
    static func pagedApp(pages: String) -> String {
        """
        import UIKit

        enum Page: CaseIterable { case welcome, sync, privacy }

        final class Pager: UIPageViewController {
            private let pages: [UIViewController]
            init(pages: [UIViewController]) {
                self.pages = pages
                super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                if let first = pages.first { setViewControllers([first], direction: .forward, animated: false) }
            }
        }

        final class PageViewController: UIViewController {
            var onDone: (() -> Void)?
            init(page: Page) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class PrivacyViewController: UIViewController {}
        final class HomeViewController: UIViewController {
            var onIntro: (() -> Void)?
        }

        final class IntroCoordinator {
            var onFinish: (() -> Void)?
            private let presenter: UINavigationController
            init(presenter: UINavigationController) { self.presenter = presenter }
            func start() {
                let pages = \(pages)
                let pager = Pager(pages: pages)
                pager.modalPresentationStyle = .fullScreen
                presenter.present(pager, animated: true)
            }
            func finish() {
                presenter.dismiss(animated: true)
                onFinish?()
            }
        }

        final class HomeCoordinator {
            var children: [AnyObject] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeViewController()
                home.onIntro = { [weak self] in self?.showIntro() }
                navigationController.setViewControllers([home], animated: false)
            }
            func showIntro() {
                let intro = IntroCoordinator(presenter: navigationController)
                intro.onFinish = { [weak self] in self?.children.removeAll() }
                children.append(intro)
                intro.start()
            }
        }

        \(Self.sceneDelegateStarting("HomeCoordinator"))
        """
    }

    @Test func aContainerGivenItsPagesShowsTheFirstPage() throws {
        let mapped = """
            Page.allCases.map { page -> PageViewController in
                        let controller = PageViewController(page: page)
                        controller.onDone = { [weak self] in self?.finish() }
                        return controller
                    }
            """
        let draft = try extract(["App.swift": Self.pagedApp(pages: mapped)], name: "paged")
        let text = lines(draft)
        #expect(try handler("on start", of: "IntroCoordinator parent none", in: text) == ["present PageViewController fullScreen"], "\(draft.scenario)")
        #expect(try handler("on PageViewController.onDone", of: "IntroCoordinator parent none", in: text) == ["call self.finishMethod"])
        #expect(!draft.scenario.contains("modelled as its first"))
        // The pager's done button reaches the coordinator: nothing is stuck on the pager.
        let result = try check(draft)
        #expect(result.verdicts.first { $0.name == "deadlock" }?.violation == nil)
    }

    @Test func pagesOfSeveralTypesAreModelledAsTheFirstWithANote() throws {
        let draft = try extract(["App.swift": Self.pagedApp(pages: "[PageViewController(page: .welcome), PrivacyViewController()]")], name: "paged")
        let text = lines(draft)
        #expect(try handler("on start", of: "IntroCoordinator parent none", in: text).filter { !$0.hasPrefix("#") } == ["present PageViewController fullScreen"],
                "\(draft.scenario)")
        #expect(draft.scenario.contains("Pager shows PageViewController, PrivacyViewController: modelled as its first, PageViewController"))
    }

    /// Page coordinators, each with a stack of its own, given to a page view controller —
    /// `pages` by the pager's own method, or `single` by `setViewControllers(_:direction:)` —
    /// and a child that makes itself its own stack's presentation delegate when `observes`.
    static func pageCoordinatorsApp(pages: Bool, observes: Bool) -> String {
        let start = pages ? "coordinate(to: feed)\n        coordinate(to: profile)" : "coordinate(to: feed)"
        let show = pages ? "pager.setPages([feed.toPresent(), profile.toPresent()])"
            : "pager.setViewControllers([feed.toPresent()], direction: .forward, animated: false)"
        let observer = observes ? "        navigationController.presentationController?.delegate = self\n" : ""
        return """
        import UIKit

        protocol Presentable { func toPresent() -> UIViewController }

        class BaseCoordinator {
            var childCoordinators: [BaseCoordinator] = []
            func start() {}
            func coordinate(to coordinator: BaseCoordinator) {
                childCoordinators.append(coordinator)
                coordinator.start()
            }
            func free(_ coordinator: BaseCoordinator) { childCoordinators.removeAll { $0 === coordinator } }
        }

        final class RootPager: UIPageViewController {
            private var pages: [UIViewController] = []
            func setPages(_ controllers: [UIViewController]) {
                pages = controllers
                setViewControllers([controllers[0]], direction: .forward, animated: false)
            }
        }

        final class FeedViewController: UIViewController {
            var onItem: (() -> Void)?
        }
        final class ProfileViewController: UIViewController {}
        final class ItemViewController: UIViewController {
            var onClose: (() -> Void)?
        }

        final class ItemCoordinator: BaseCoordinator, Presentable, UIAdaptivePresentationControllerDelegate {
            var onFinish: (() -> Void)?
            let navigationController = UINavigationController()
            override func start() {
                let item = ItemViewController()
                item.onClose = { [weak self] in self?.onFinish?() }
                navigationController.setViewControllers([item], animated: false)
        \(observer)    }
            func toPresent() -> UIViewController { navigationController }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { onFinish?() }
        }

        final class FeedCoordinator: BaseCoordinator, Presentable {
            let navigationController = UINavigationController()
            override func start() {
                let feed = FeedViewController()
                feed.onItem = { [weak self] in self?.showItem() }
                navigationController.setViewControllers([feed], animated: false)
            }
            func showItem() {
                let item = ItemCoordinator()
                item.onFinish = { [weak self, weak item] in
                    self?.navigationController.dismiss(animated: true)
                    if let item { self?.free(item) }
                }
                coordinate(to: item)
                navigationController.present(item.toPresent(), animated: true)
            }
            func toPresent() -> UIViewController { navigationController }
        }

        final class ProfileCoordinator: BaseCoordinator, Presentable {
            let navigationController = UINavigationController()
            override func start() { navigationController.setViewControllers([ProfileViewController()], animated: false) }
            func toPresent() -> UIViewController { navigationController }
        }

        final class MainCoordinator: BaseCoordinator {
            private let window: UIWindow
            private let pager = RootPager(transitionStyle: .scroll, navigationOrientation: .horizontal)
            lazy var feed = FeedCoordinator()
            lazy var profile = ProfileCoordinator()
            init(window: UIWindow) { self.window = window }
            override func start() {
                \(start)
                \(show)
                window.rootViewController = pager
                window.makeKeyAndVisible()
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: MainCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                self.window = window
                coordinator = MainCoordinator(window: window)
                coordinator?.start()
            }
        }
        """
    }

    @Test(arguments: [true, false])
    func childrenWhoseStacksAreAPagersPagesAreEmbeddedInIt(pages: Bool) throws {
        let draft = try extract(["App.swift": Self.pageCoordinatorsApp(pages: pages, observes: true)], name: "pages")
        let text = lines(draft)
        let embedded = pages ? ["start FeedCoordinator in embed", "start ProfileCoordinator in embed"] : ["start FeedCoordinator in embed"]
        #expect(try handler("on start", of: "MainCoordinator root", in: text) == ["setRoot stack", "push RootPager"] + embedded, "\(draft.scenario)")
        // The pages' screens show, their events are offered: nothing is stuck at launch.
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil })
        #expect(result.coverage.events.filter(\.declared).allSatisfy { $0.enabled > 0 })
    }

    @Test(arguments: [true, false])
    func aChildObservingItsOwnStacksPullDownHandlesIt(observes: Bool) throws {
        let draft = try extract(["App.swift": Self.pageCoordinatorsApp(pages: true, observes: observes)], name: "pages")
        let text = lines(draft)
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        if observes {
            #expect(try handler("on swipeDismiss", of: "ItemCoordinator parent none", in: text) == ["call FeedCoordinator.onFinishOfItemCoordinator"], "\(draft.scenario)")
            #expect(leak == nil)
        } else {
            #expect(!draft.scenario.contains("on swipeDismiss"))
            #expect(leak?.trace.labels(in: result.scenario) == ["FeedViewController.onItem", "swipeDismiss"])
        }
    }
}
