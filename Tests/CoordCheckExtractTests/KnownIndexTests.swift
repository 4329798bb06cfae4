import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A flow showing pages by index: `showPage(at: 0)` at its start, the next page from a
/// page's Continue (`showPage(at: index + 1)`), and a test of the index that sets the stack
/// for the first page and pushes the others. The index is an integer the code passes, so
/// the test is decided where it is known: the start sets the first page (no start cases),
/// Continue pushes the next (or finishes, on the last page: a test the model does not know).
/// Restarting the flow from the main screen replaces the stack, so nothing is left behind.
extension ExtractTests {
    static func knownIndexApp(test: String, next: String) -> String {
        """
        import UIKit

        protocol Coordinator: AnyObject {
            var childCoordinators: [Coordinator] { get set }
            func start()
        }

        final class PageViewController: UIViewController {
            var onContinue: (() -> Void)?
        }
        final class MainViewController: UIViewController {
            var onShowWelcome: (() -> Void)?
        }

        final class WelcomeCoordinator: Coordinator {
            var childCoordinators: [Coordinator] = []
            var onFinish: (() -> Void)?
            private let navigationController: UINavigationController
            private let pages = ["Hello", "Sync", "Done"]
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { showPage(at: 0) }
            private func showPage(at index: Int) {
                let isLast = index == pages.count - 1
                let page = PageViewController()
                page.onContinue = { [weak self] in
                    guard let self else { return }
                    if isLast { self.onFinish?() } else { \(next) }
                }
                \(test)
            }
        }

        final class MainCoordinator: Coordinator {
            var childCoordinators: [Coordinator] = []
            var onShowWelcome: (() -> Void)?
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let main = MainViewController()
                main.onShowWelcome = { [weak self] in self?.onShowWelcome?() }
                navigationController.setViewControllers([main], animated: false)
            }
        }

        final class AppCoordinator: Coordinator {
            var childCoordinators: [Coordinator] = []
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { showWelcome() }
            private func showWelcome() {
                let welcome = WelcomeCoordinator(navigationController: navigationController)
                welcome.onFinish = { [weak self, weak welcome] in
                    guard let self, let welcome else { return }
                    self.childCoordinators.removeAll { $0 === welcome }
                    self.showMain()
                }
                childCoordinators.append(welcome)
                welcome.start()
            }
            private func showMain() {
                let main = MainCoordinator(navigationController: navigationController)
                main.onShowWelcome = { [weak self, weak main] in
                    guard let self, let main else { return }
                    self.childCoordinators.removeAll { $0 === main }
                    self.showWelcome()
                }
                childCoordinators.append(main)
                main.start()
            }
        }

        \(sceneDelegateStarting("AppCoordinator"))
        """
    }

    static let knownIndexShapes: [(test: String, next: String)] = [
        (
            """
            if index == 0 {
                        navigationController.setViewControllers([page], animated: false)
                    } else {
                        navigationController.pushViewController(page, animated: true)
                    }
            """,
            "self.showPage(at: index + 1)"
        ),
        (
            """
            if 0 != index {
                        navigationController.pushViewController(page, animated: true)
                    } else {
                        navigationController.setViewControllers([page], animated: false)
                    }
            """,
            "let next = index + 1; self.showPage(at: next)"
        ),
        (
            """
            switch index {
                    case 0: navigationController.setViewControllers([page], animated: false)
                    default: navigationController.pushViewController(page, animated: true)
                    }
            """,
            "self.showPage(at: 1 + index)"
        ),
    ]

    @Test(arguments: knownIndexShapes.indices)
    func anIndexTheCodePassesDecidesItsTests(shape: Int) throws {
        let (test, next) = Self.knownIndexShapes[shape]
        let draft = try extract(["App.swift": Self.knownIndexApp(test: test, next: next)], name: "pages")
        let text = lines(draft)
        #expect(try handler("on start", of: "WelcomeCoordinator", in: text) == ["setViewControllers PageViewController"], "\(draft.scenario)")
        #expect(!draft.scenario.contains("on start."), "\(draft.scenario)")
        #expect(try handler("on PageViewController.onContinue_else", of: "WelcomeCoordinator", in: text) == ["push PageViewController"], "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
    }
}
