import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Two tabs whose coordinators each push a `DetailCoordinator` on their own stack, set
/// themselves as its delegate (it has no parent property: it calls back through the
/// delegate), and, as their stack's delegate, drop the children whose screens were popped.
/// Each tab writes the sweep its own way: a chain ending in `forEach`, or a helper looping
/// over the narrowed children. Back and a back swipe remove the child from the tab that made
/// it, whichever tab that is; re-tapping the tab pops to its root, and UIKit tells the
/// stack's delegate, which drops the child too. No invariant is violated.
extension ExtractTests {
    static func tabPopObserverApp(sweep: String) -> String {
        func tab(_ name: String, screen: String, observer: String) -> String {
            """
            final class \(screen): UIViewController {
                var onOpen: (() -> Void)?
            }

            final class \(name): NSObject, Coordinator, DetailCoordinatorDelegate {
                var childCoordinators: [Coordinator] = []
                let navigationController = UINavigationController()
                func start() {
                    navigationController.delegate = self
                    let list = \(screen)()
                    list.onOpen = { [weak self] in self?.openDetail() }
                    navigationController.setViewControllers([list], animated: false)
                }
                private func openDetail() {
                    let detail = DetailCoordinator(navigationController: navigationController)
                    detail.delegate = self
                    childCoordinators.append(detail)
                    detail.start()
                }
                func detailDidFinish(_ detail: DetailCoordinator) {
                    childCoordinators.removeAll { $0 === detail }
                    navigationController.popToRootViewController(animated: true)
                }
            }

            extension \(name): UINavigationControllerDelegate {
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    if let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                       navigationController.viewControllers.contains(from) {
                        return
                    }
                    \(observer)
                }
            }
            """
        }
        let chained = """
            let stack = navigationController.viewControllers
                    childCoordinators
                        .compactMap { $0 as? DetailCoordinator }
                        .filter { detail in !stack.contains(where: { $0 === detail.rootViewController }) }
                        .forEach { removeChild($0) }
            """
        let second = """
            sweep(navigationController)
                }

                private func sweep(_ navigationController: UINavigationController) {
                    let stack = navigationController.viewControllers
                    \(sweep)
            """
        return """
            import UIKit

            protocol Coordinator: AnyObject {
                var childCoordinators: [Coordinator] { get set }
                func start()
            }
            extension Coordinator {
                func removeChild(_ child: Coordinator) { childCoordinators.removeAll { ($0 as AnyObject) === (child as AnyObject) } }
            }

            protocol DetailCoordinatorDelegate: AnyObject {
                func detailDidFinish(_ detail: DetailCoordinator)
            }

            final class DetailViewController: UIViewController {
                var onDone: (() -> Void)?
            }

            final class DetailCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                weak var delegate: DetailCoordinatorDelegate?
                let rootViewController: UIViewController
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                    let detail = DetailViewController()
                    rootViewController = detail
                    detail.onDone = { [weak self] in
                        guard let self else { return }
                        self.delegate?.detailDidFinish(self)
                    }
                }
                func start() {
                    navigationController.pushViewController(rootViewController, animated: true)
                }
            }

            \(tab("ShelfCoordinator", screen: "ShelfViewController", observer: chained))
            \(tab("SearchCoordinator", screen: "SearchViewController", observer: second))

            final class MainCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                private let window: UIWindow
                private let tabs = UITabBarController()
                init(window: UIWindow) { self.window = window }
                func start() {
                    let shelf = ShelfCoordinator()
                    let search = SearchCoordinator()
                    childCoordinators = [shelf, search]
                    shelf.start()
                    search.start()
                    tabs.viewControllers = [shelf.navigationController, search.navigationController]
                    window.rootViewController = tabs
                    window.makeKeyAndVisible()
                }
            }

            \(delegateStarting(windowed: "MainCoordinator"))
            """
    }

    static let tabPopSweeps = [
        """
        for detail in childCoordinators.compactMap({ $0 as? DetailCoordinator })
                where !stack.contains(where: { $0 === detail.rootViewController }) {
                    removeChild(detail)
                }
        """,
        """
        for case let detail as DetailCoordinator in childCoordinators where !stack.contains(detail.rootViewController) {
                    removeChild(detail)
                }
        """,
        """
        childCoordinators.compactMap { $0 as? DetailCoordinator }.filter { !stack.contains($0.rootViewController) }.forEach(removeChild)
        """,
    ]

    @Test(arguments: tabPopSweeps.indices)
    func eachTabsStackDelegateDropsThePoppedChildOnBackAndOnReselect(sweep: Int) throws {
        let draft = try extract(["App.swift": Self.tabPopObserverApp(sweep: Self.tabPopSweeps[sweep])], name: "tabs")
        let text = lines(draft)
        // The child calls the observer of the tab that pushed it.
        #expect(try handler("on DetailViewController.back", of: "DetailCoordinator", in: text) == ["pop", "call parent.navigationControllerDidShow"],
                "\(draft.scenario)")
        for tab in ["ShelfCoordinator", "SearchCoordinator"] {
            #expect(try handler("func navigationControllerDidShow", of: tab, in: text) == ["removeChild caller"], "\(draft.scenario)")
            #expect(try handler("on reselectTab", of: tab, in: text)
                == ["if child DetailCoordinator: removeChild DetailCoordinator"], "\(draft.scenario)")
        }
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).isSuperset(of: ["ShelfCoordinator", "SearchCoordinator", "DetailCoordinator"]))
    }
}
