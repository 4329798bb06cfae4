import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A coordinator's property typed as a protocol (`router: Router`) holds what its creators
/// give its initializer (`DetailCoordinator(router: StackRouter(…))`), not the first type of
/// the app conforming to the protocol (a router that makes the window's root).
extension ExtractTests {
    static let givenObjectApp = """
    import UIKit

    protocol Router: AnyObject { func present(_ viewController: UIViewController, animated: Bool) }
    final class WindowRouter: Router {
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func present(_ viewController: UIViewController, animated: Bool) { window.rootViewController = viewController }
    }
    final class StackRouter: Router {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func present(_ viewController: UIViewController, animated: Bool) { navigationController.pushViewController(viewController, animated: animated) }
    }
    final class HomeViewController: UIViewController { var onDetail: (() -> Void)? }
    final class DetailViewController: UIViewController {}

    final class DetailCoordinator {
        private let router: Router
        init(router: Router) { self.router = router }
        func start() { router.present(DetailViewController(), animated: true) }
    }

    final class HomeCoordinator {
        var children: [AnyObject] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let home = HomeViewController()
            home.onDetail = { [weak self] in self?.showDetail() }
            navigationController.setViewControllers([home], animated: false)
        }
        private func showDetail() {
            let detail = DetailCoordinator(router: StackRouter(navigationController: navigationController))
            children.append(detail)
            detail.start()
        }
    }

    \(delegateStarting("HomeCoordinator"))
    """

    /// The child made in an operator of a subscription to what the screen's view model
    /// publishes (run when it emits), not in a method.
    static let givenObjectInOperatorApp = givenObjectApp
        .replacingOccurrences(of: "final class HomeViewController: UIViewController { var onDetail: (() -> Void)? }", with: """
        enum HomeRoute { case detail, help }
            final class HomeViewModel { let route = PassthroughSubject<HomeRoute, Never>() }
            final class HomeViewController: UIViewController { let viewModel = HomeViewModel(); var onDetail: (() -> Void)? }
        """)
        .replacingOccurrences(of: "home.onDetail = { [weak self] in self?.showDetail() }", with: """
        cancellable = home.viewModel.route
                    .filter { $0 == .detail }
                    .flatMap { [unowned self] _ -> AnyPublisher<Void, Never> in
                        let router = StackRouter(navigationController: self.navigationController)
                        let detail = DetailCoordinator(router: router)
                        return self.coordinate(to: detail)
                    }
                    .sink { _ in }
        """)
        .replacingOccurrences(of: "    var children: [AnyObject] = []", with: """
            var children: [AnyObject] = []
                var cancellable: AnyCancellable?
                private func coordinate(to detail: DetailCoordinator) -> AnyPublisher<Void, Never> {
                    children.append(detail)
                    detail.start()
                    return Empty().eraseToAnyPublisher()
                }
        """)
        .replacingOccurrences(of: "import UIKit", with: "import UIKit\n    import Combine")

    @Test(arguments: [false, true])
    func aPropertyHoldsTheObjectItsCreatorsGive(inOperator: Bool) throws {
        #expect(Self.givenObjectInOperatorApp != Self.givenObjectApp)
        let draft = try extract(["App.swift": inOperator ? Self.givenObjectInOperatorApp : Self.givenObjectApp], name: "given-object")
        let text = lines(draft)
        // The stack router pushes; the window router (declared first) would replace the root.
        #expect(try handler("on start", of: "DetailCoordinator", in: text) == ["push DetailViewController"], "\(draft.scenario)")
        #expect(text.contains("start DetailCoordinator"), "\(draft.scenario)")
        #expect(!text.contains { $0.hasPrefix("setRoot") && $0 != "setRoot stack" } && text.filter { $0 == "setRoot stack" }.count == 1)
    }

    /// The router handed on by a helper of the coordinator's own (`showOffers(router:
    /// ModalRouter(…))`) in a subscription: the helper is followed there, so the child it makes
    /// keeps that router, and its start presents rather than setting the window's root.
    static let routerHandedOnApp = """
    import UIKit
    import Combine

    protocol Router: AnyObject {
        func present(_ viewController: UIViewController, animated: Bool)
    }

    final class WindowRouter: Router {
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func present(_ viewController: UIViewController, animated: Bool) { window.rootViewController = viewController }
    }

    final class ModalRouter: Router {
        let parent: UIViewController
        init(parent: UIViewController) { self.parent = parent }
        func present(_ viewController: UIViewController, animated: Bool) {
            let navigation = UINavigationController(rootViewController: viewController)
            parent.present(navigation, animated: animated)
        }
    }

    final class HomeViewModel { let route = PassthroughSubject<Void, Never>() }
    final class HomeViewController: UIViewController {
        let viewModel: HomeViewModel
        init(viewModel: HomeViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func offersTapped() { viewModel.route.send(()) }
    }
    final class OffersViewController: UIViewController {}

    final class OffersCoordinator {
        private let router: Router
        init(router: Router) { self.router = router }
        func start() { router.present(OffersViewController(), animated: true) }
    }

    final class HomeCoordinator {
        let navigationController: UINavigationController
        private var children: [AnyObject] = []
        private var cancellables = Set<AnyCancellable>()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let viewModel = HomeViewModel()
            let viewController = HomeViewController(viewModel: viewModel)
            navigationController.pushViewController(viewController, animated: false)
            viewModel.route
                .sink { [weak self] in self?.showOffers(router: ModalRouter(parent: viewController)) }
                .store(in: &cancellables)
        }
        private func showOffers(router: Router) {
            let offers = OffersCoordinator(router: router)
            children.append(offers)
            offers.start()
        }
    }

    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var coordinator: HomeCoordinator?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let navigation = UINavigationController()
            let window = UIWindow()
            window.rootViewController = navigation
            self.window = window
            let coordinator = HomeCoordinator(navigationController: navigation)
            self.coordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
            return true
        }
    }
    """

    /// The same, the coordinator keeping a router of its own the helper's parameter shadows.
    static let routerHandedOnShadowingApp = routerHandedOnApp.replacingOccurrences(
        of: "    private var children: [AnyObject] = []\n",
        with: "    private var children: [AnyObject] = []\n    private let router: Router = WindowRouter(window: UIWindow())\n")

    @Test(arguments: [false, true])
    func aRouterHandedOnThroughAHelperIsTheChilds(shadowing: Bool) throws {
        #expect(Self.routerHandedOnShadowingApp != Self.routerHandedOnApp)
        let draft = try extract(["App.swift": shadowing ? Self.routerHandedOnShadowingApp : Self.routerHandedOnApp], name: "router-handed-on")
        let text = lines(draft)
        #expect(try handler("on start", of: "OffersCoordinator", in: text) == ["present OffersViewController"], "\(draft.scenario)")
        #expect(try handler("on HomeViewController.route", of: "HomeCoordinator root", in: text) == ["start OffersCoordinator"])
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["HomeViewController.route"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["HomeViewController", "OffersViewController"])
        #expect(frames.last?.snapshot.modals.count == 1)
    }
}

