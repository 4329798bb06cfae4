import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Screens holding a type-erased router (`var router: AnyRouter<InboxRoute>?`, made from the
/// coordinator by `init<R: Router>(_ router: R)`) reach the coordinator through it: their
/// `router?.trigger(.compose)` is an event of theirs, running the coordinator's case.
extension ExtractTests {
    static func erasedRouterApp(wrapper: String) -> String {
        """
        import UIKit

        protocol Router: AnyObject {
            associatedtype Route
            func trigger(_ route: Route)
        }

        final class \(wrapper)<Route>: Router {
            private let perform: (Route) -> Void
            init<R: Router>(_ router: R) where R.Route == Route {
                perform = { [weak router] route in router?.trigger(route) }
            }
            func trigger(_ route: Route) { perform(route) }
        }

        enum InboxRoute {
            case thread
            case compose
        }

        final class InboxViewController: UIViewController {
            var router: \(wrapper)<InboxRoute>?
            @objc func composeTapped() { router?.trigger(.compose) }
            @objc func threadTapped() { router?.trigger(.thread) }
        }
        final class ThreadViewController: UIViewController {}
        final class ComposeViewController: UIViewController {}

        final class InboxCoordinator: Router {
            var childCoordinators: [InboxCoordinator] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let inbox = InboxViewController()
                inbox.router = \(wrapper)(self)
                navigationController.setViewControllers([inbox], animated: false)
            }
            func trigger(_ route: InboxRoute) {
                switch route {
                case .thread: navigationController.pushViewController(ThreadViewController(), animated: true)
                case .compose: navigationController.present(ComposeViewController(), animated: true)
                }
            }
        }

        \(Self.sceneDelegateStarting("InboxCoordinator"))
        """
    }

    @Test(arguments: ["AnyRouter", "ErasedNavigator"])
    func aScreensTypeErasedRouterReachesItsCoordinator(wrapper: String) throws {
        let draft = try extract(["App.swift": Self.erasedRouterApp(wrapper: wrapper)], name: "erased")
        let text = lines(draft)
        #expect(try handler("on InboxViewController.composeTapped", of: "InboxCoordinator root", in: text) == ["present ComposeViewController"],
                "\(draft.scenario)")
        #expect(try handler("on InboxViewController.threadTapped", of: "InboxCoordinator root", in: text) == ["push ThreadViewController"])
    }
}
