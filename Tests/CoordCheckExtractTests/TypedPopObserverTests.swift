import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Two tabs whose coordinators each push a `DetailCoordinator` on their own stack and, as
/// that stack's delegate, remove the child whose screen was popped, found by narrowing their
/// children to its type (`childCoordinators.compactMap { $0 as? DetailCoordinator }.first {
/// $0.rootViewController === from }`, or `.filter { … }.forEach { childDidFinish($0) }`). The
/// child keeps its screen in a property of its own named `rootViewController`: not the
/// window's. Back, a back swipe and the child's own pop each remove it from the tab that made
/// it (the child calls its parent's observer). Without the observer in one tab, back there
/// leaves the child behind.
extension ExtractTests {
    static func typedPopObserverApp(secondObserves: Bool) -> String {
        func tab(_ name: String, screen: String, finding: String, observes: Bool) -> String {
            let observer = observes ? """

                extension \(name): UINavigationControllerDelegate {
                    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                              !navigationController.viewControllers.contains(from) else { return }
                        \(finding)
                    }
                }
                """ : ""
            return """
                final class \(screen): UIViewController {
                    var onOpen: (() -> Void)?
                }

                final class \(name): NSObject, Coordinator {
                    var childCoordinators: [Coordinator] = []
                    weak var parent: Coordinator?
                    let navigationController = UINavigationController()
                    func start() {
                        navigationController.delegate = self
                        let list = \(screen)()
                        list.onOpen = { [weak self] in self?.openDetail() }
                        navigationController.setViewControllers([list], animated: false)
                    }
                    private func openDetail() {
                        let detail = DetailCoordinator(navigationController: navigationController)
                        detail.parent = self
                        childCoordinators.append(detail)
                        detail.start()
                    }
                }
                \(observer)
                """
        }
        let first = tab("FeedCoordinator", screen: "FeedViewController", finding: """
            if let done = childCoordinators.compactMap({ $0 as? DetailCoordinator }).first(where: { $0.rootViewController === from }) {
                                childDidFinish(done)
                            }
            """, observes: true)
        let second = tab("SavedCoordinator", screen: "SavedViewController", finding: """
            childCoordinators.compactMap { $0 as? DetailCoordinator }.filter { $0.rootViewController === from }.forEach { childDidFinish($0) }
            """, observes: secondObserves)
        return """
            import UIKit

            protocol Coordinator: AnyObject {
                var childCoordinators: [Coordinator] { get set }
                func start()
            }
            extension Coordinator {
                func childDidFinish(_ child: Coordinator?) { childCoordinators.removeAll { $0 === child } }
            }

            final class DetailViewController: UIViewController {
                var onDelete: (() -> Void)?
            }

            final class DetailCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                weak var parent: Coordinator?
                private(set) weak var rootViewController: UIViewController?
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let detail = DetailViewController()
                    detail.onDelete = { [weak self] in self?.navigationController.popViewController(animated: true) }
                    detail.hidesBottomBarWhenPushed = true
                    rootViewController = detail
                    navigationController.pushViewController(detail, animated: true)
                }
            }

            \(first)
            \(second)

            final class AppCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                private let window: UIWindow
                private let tabs = UITabBarController()
                init(window: UIWindow) { self.window = window }
                func start() {
                    let feed = FeedCoordinator()
                    feed.parent = self
                    let saved = SavedCoordinator()
                    saved.parent = self
                    childCoordinators = [feed, saved]
                    feed.start()
                    saved.start()
                    tabs.viewControllers = [feed.navigationController, saved.navigationController]
                    window.rootViewController = tabs
                    window.makeKeyAndVisible()
                }
            }

            \(delegateStarting(windowed: "AppCoordinator"))
            """
    }

    @Test(arguments: [true, false])
    func aChildFoundByItsTypeIsRemovedByTheTabThatPushedIt(secondObserves: Bool) throws {
        let draft = try extract(["App.swift": Self.typedPopObserverApp(secondObserves: secondObserves)], name: "observers")
        let text = lines(draft)
        #expect(try handler("on start", of: "DetailCoordinator parent weak", in: text) == ["push DetailViewController"], "\(draft.scenario)")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        let others = result.verdicts.filter { $0.name != "no-leaks" && $0.violation != nil }.map(\.name)
        #expect(others.isEmpty, "\(draft.scenario)")
        if secondObserves {
            #expect(leak?.message == nil, "\(draft.scenario)")
        } else {
            // (Left by back, or by its own pop: the same depth.)
            let labels = leak?.trace.labels(in: result.scenario) ?? []
            #expect(labels.prefix(2) == ["selectTab(2)", "SavedViewController.onOpen"] && labels.count == 3, "\(draft.scenario)")
            #expect(leak?.message.contains("SavedCoordinator") == true)
        }
    }
}
