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
}
