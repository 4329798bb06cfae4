import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child entered by `start()` whose work is in `start(with link: Link?)` (a base class's
/// `start()` calling `start(with: nil)`): an ordinary start passes no link, so `if let link`
/// does not bind and the start shows what it shows without one.
extension ExtractTests {
    static let startDefaultsApp = """
    import UIKit

    enum Link { case item }
    final class HomeViewController: UIViewController {}
    final class ItemViewController: UIViewController {}

    class BaseCoordinator {
        var childCoordinators: [BaseCoordinator] = []
        func start() { start(with: nil) }
        func start(with link: Link?) {}
    }

    final class FeedCoordinator: BaseCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start(with link: Link?) {
            if let link {
                navigationController.pushViewController(ItemViewController(), animated: false)
            } else {
                navigationController.pushViewController(HomeViewController(), animated: false)
            }
        }
    }

    final class AppCoordinator: BaseCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start(with link: Link?) {
            let feed = FeedCoordinator(navigationController: navigationController)
            childCoordinators.append(feed)
            feed.start()
        }
    }

    \(ExtractTests.delegateStarting("AppCoordinator"))
    """

    @Test func aStartWithAnOptionalParameterEnteredWithoutOneTakesTheNilCase() throws {
        let draft = try extract(["FeedApp.swift": Self.startDefaultsApp], name: "start-defaults")
        let text = lines(draft)
        #expect(try handler("on start", of: "FeedCoordinator", in: text) == ["push HomeViewController"], "\\(draft.scenario)")
    }

    /// A child made by the coordinator's own lazy property and started from a helper
    /// (`coordinate(to: history)`): that child, started, not some other instance's method.
    static let lazyChildApp = """
    import UIKit

    final class HistoryViewController: UIViewController {}
    final class HomeViewController: UIViewController {}

    class BaseCoordinator {
        var childCoordinators: [BaseCoordinator] = []
        func start() {}
        func coordinate(to coordinator: BaseCoordinator) {
            childCoordinators.append(coordinator)
            coordinator.start()
        }
    }

    final class HistoryCoordinator: BaseCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start() { navigationController.pushViewController(HistoryViewController(), animated: true) }
    }

    final class AppCoordinator: BaseCoordinator {
        let navigationController: UINavigationController
        lazy var history: HistoryCoordinator = {
            let coordinator = HistoryCoordinator(navigationController: navigationController)
            return coordinator
        }()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        override func start() {
            navigationController.setViewControllers([HomeViewController()], animated: false)
            showHistory()
        }
        private func showHistory() {
            coordinate(to: history)
        }
    }

    \(ExtractTests.delegateStarting("AppCoordinator"))
    """

    @Test func aChildALazyPropertyMakesStartsWhenAHelperStartsIt() throws {
        let draft = try extract(["HistoryApp.swift": Self.lazyChildApp], name: "lazy-child")
        let text = lines(draft)
        #expect(try handler("func showHistory", of: "AppCoordinator root", in: text) == ["start HistoryCoordinator"], "\(draft.scenario)")
        #expect(!draft.scenario.contains("call HistoryCoordinator"))
    }
}
