import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// The tab coordinators a root keeps as a list: assigned to its children collection at once
/// (`childCoordinators = [shelf, search]`), or held in a local list whose loop starts each
/// and appends it (`for tab in tabs { tab.start(); children.append(tab) }`). Either way they
/// are the root's children, one per tab, and the launch is sound.
extension ExtractTests {
    enum TabListing: CaseIterable {
        case assignedList, loopOverLocalList
    }

    static func tabListApp(_ listing: TabListing) -> String {
        let making = switch listing {
        case .assignedList:
            """
                    let shelf = ShelfCoordinator(navigationController: UINavigationController())
                    shelf.parent = self
                    let search = SearchCoordinator(navigationController: UINavigationController())
                    search.parent = self
                    childCoordinators = [shelf, search]
                    shelf.start()
                    search.start()
                    tabs.viewControllers = [shelf.navigationController, search.navigationController]
            """
        case .loopOverLocalList:
            """
                    let shelf = ShelfCoordinator(navigationController: UINavigationController())
                    let search = SearchCoordinator(navigationController: UINavigationController())
                    let all: [TabCoordinator] = [shelf, search]
                    for tab in all {
                        tab.parent = self
                        tab.start()
                        childCoordinators.append(tab)
                    }
                    tabs.viewControllers = all.map { $0.navigationController }
            """
        }
        return """
            import UIKit

            protocol Coordinator: AnyObject {
                var childCoordinators: [Coordinator] { get set }
                func start()
            }
            protocol TabCoordinator: Coordinator {
                var navigationController: UINavigationController { get }
                var parent: Coordinator? { get set }
            }

            final class ShelfViewController: UIViewController {}
            final class SearchViewController: UIViewController {}

            final class ShelfCoordinator: TabCoordinator {
                var childCoordinators: [Coordinator] = []
                weak var parent: Coordinator?
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.setViewControllers([ShelfViewController()], animated: false) }
            }
            final class SearchCoordinator: TabCoordinator {
                var childCoordinators: [Coordinator] = []
                weak var parent: Coordinator?
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.setViewControllers([SearchViewController()], animated: false) }
            }

            final class AppCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                private let window: UIWindow
                private let tabs = UITabBarController()
                init(window: UIWindow) { self.window = window }
                func start() {
            \(making)
                    window.rootViewController = tabs
                    window.makeKeyAndVisible()
                }
            }

            \(delegateStarting(windowed: "AppCoordinator"))
            """
    }

    @Test(arguments: TabListing.allCases)
    func tabCoordinatorsKeptAsAListAreTheRootsChildren(listing: TabListing) throws {
        let draft = try extract(["App.swift": Self.tabListApp(listing)], name: "tabs")
        let starts = try handler("on start", of: "AppCoordinator root", in: lines(draft)).filter { $0.hasPrefix("start ") }
        #expect(starts == ["start ShelfCoordinator in tab 1", "start SearchCoordinator in tab 2"], "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
    }
}
