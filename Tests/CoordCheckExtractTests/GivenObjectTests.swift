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
}
