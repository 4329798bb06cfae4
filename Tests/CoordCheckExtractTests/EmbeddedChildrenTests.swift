import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// What children show, given to a screen of the app (`dashboard.panes = [feed.toPresentable(),
/// news.toPresentable()]`, `viewController.nestedViewControllers = [trendingRoot, castRoot]`):
/// embedded in that screen, each child started `in embed`, showing first the screen it
/// presents as itself when it has one.
extension ExtractTests {
    static func embeddedChildrenApp(giving: String) -> String {
        """
        import UIKit

        final class DashboardViewController: UIViewController {
            var panes: [UIViewController] = [] {
                didSet { panes.forEach { addChild($0); view.addSubview($0.view); $0.didMove(toParent: self) } }
            }
            var sidebar: UIViewController?
        }
        final class FeedViewController: UIViewController {
            var onStory: (() -> Void)?
        }
        final class NewsViewController: UIViewController {}
        final class StoryViewController: UIViewController {}

        final class FeedCoordinator {
            var onStory: (() -> Void)?
            let navigationController: UINavigationController
            init() { navigationController = UINavigationController() }
            func start() {
                let feed = FeedViewController()
                feed.onStory = { [weak self] in self?.showStory() }
                navigationController.setViewControllers([feed], animated: false)
            }
            func toPresentable() -> UIViewController { navigationController }
            func showStory() { navigationController.present(StoryViewController(), animated: true) }
        }

        final class NewsCoordinator {
            private let news = NewsViewController()
            func start() {}
            func toPresentable() -> UIViewController { news }
        }

        final class DashboardCoordinator {
            var children: [AnyObject] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let dashboard = DashboardViewController()
                navigationController.setViewControllers([dashboard], animated: false)
                let feed = FeedCoordinator()
                let news = NewsCoordinator()
                children.append(feed)
                children.append(news)
                feed.start()
                news.start()
                \(giving)
            }
        }

        \(Self.sceneDelegateStarting("DashboardCoordinator"))
        """
    }

    @Test(arguments: ["dashboard.panes = [feed.toPresentable(), news.toPresentable()]",
                      "dashboard.sidebar = news.toPresentable(); dashboard.panes = [feed.toPresentable()]"])
    func childrenWhoseRootsAScreenIsGivenAreEmbeddedInIt(giving: String) throws {
        let draft = try extract(["App.swift": Self.embeddedChildrenApp(giving: giving)], name: "embedded")
        let text = lines(draft)
        #expect(try handler("on start", of: "DashboardCoordinator root", in: text).suffix(2) == ["start FeedCoordinator in embed", "start NewsCoordinator in embed"],
                "\(draft.scenario)")
        // The news coordinator's root is a screen it made: its embedded stack shows it.
        #expect(try handler("on start", of: "NewsCoordinator parent none", in: text) == ["push NewsViewController"])
        // Both panes show beside the dashboard: the feed's story is offered, and nothing leaks.
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil })
        #expect(result.coverage.events.first { $0.label == "FeedViewController.onStory" }.map { $0.fired > 0 } == true)
    }
}
