import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A screen that ends its coordinator when UIKit takes it off its stack: `didMove(toParent:)`
/// with a nil parent, `viewWillDisappear` while `isMovingFromParent`, `viewDidDisappear` with
/// no navigation controller left,
/// calling the coordinator directly or through its view model. Like a `deinit` calling its
/// coordinator, the call runs after `back` and `swipeBack`. Written three ways.
extension ExtractTests {
    struct RemovalHookStyle: Sendable, CustomTestStringConvertible {
        var name: String
        /// The detail screen's members and what it refers to; `CLOSE` names the callback.
        var screen: String
        var model: String
        var testDescription: String { name }
    }

    static let removalHookStyles = [
        RemovalHookStyle(name: "didMove(toParent: nil) through the view model", screen: """
                var viewModel: DetailViewModel?
                override func didMove(toParent parent: UIViewController?) {
                    super.didMove(toParent: parent)
                    if parent == nil {
                        viewModel?.CLOSE()
                    }
                }
            """, model: """
            final class DetailViewModel {
                weak var coordinator: DetailCoordinator?
                func CLOSE() { coordinator?.finish() }
            }
            """),
        RemovalHookStyle(name: "viewWillDisappear while moving from parent, to the coordinator", screen: """
                weak var coordinator: DetailCoordinator?
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    if isMovingFromParent { coordinator?.finish() }
                }
            """, model: ""),
        RemovalHookStyle(name: "viewDidDisappear with no navigation controller left, through a protocol-typed view model", screen: """
                var viewModel: DetailViewModelType!
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    guard navigationController == nil else { return }
                    viewModel.CLOSE()
                }
            """, model: """
            protocol DetailViewModelType { func CLOSE() }
            final class DetailViewModel: DetailViewModelType {
                weak var coordinator: DetailCoordinator?
                func CLOSE() { coordinator?.finish() }
            }
            """),
    ]

    static func removalHookApp(_ style: RemovalHookStyle, close: String) -> String {
        let wiring = style.model.isEmpty ? "detail.coordinator = self" : "let model = DetailViewModel()\n        model.coordinator = self\n        detail.viewModel = model"
        return """
        import UIKit

        \(style.model.replacingOccurrences(of: "CLOSE", with: close))

        final class HomeViewController: UIViewController {
            var onOpen: (() -> Void)?
        }
        final class DetailViewController: UIViewController {
        \(style.screen.replacingOccurrences(of: "CLOSE", with: close))
        }

        class BaseCoordinator {
            var childCoordinators: [BaseCoordinator] = []
            weak var parentCoordinator: BaseCoordinator?
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {}
            func finish() { parentCoordinator?.childDidFinish(self) }
            func childDidFinish(_ child: BaseCoordinator) { childCoordinators.removeAll { $0 === child } }
        }

        final class DetailCoordinator: BaseCoordinator {
            private lazy var detail = DetailViewController()
            override func start() {
                \(wiring)
                navigationController.pushViewController(detail, animated: true)
            }
            // Also called by the parent while the screen shows: then it pops it.
            override func finish() {
                if detail.parent == navigationController {
                    navigationController.popViewController(animated: true)
                }
                parentCoordinator?.childDidFinish(self)
            }
        }

        final class AppCoordinator: BaseCoordinator {
            override func start() {
                let home = HomeViewController()
                home.onOpen = { [weak self] in self?.showDetail() }
                navigationController.setViewControllers([home], animated: false)
            }
            func showDetail() {
                let detail = DetailCoordinator(navigationController: navigationController)
                detail.parentCoordinator = self
                childCoordinators.append(detail)
                detail.start()
            }
        }

        \(delegateStarting("AppCoordinator"))
        """
    }

    @Test(arguments: removalHookStyles)
    func aScreenTakenOffItsStackEndsItsCoordinator(_ style: RemovalHookStyle) throws {
        for close in ["viewClosed", "didLeave"] {
            let draft = try extract(["App.swift": Self.removalHookApp(style, close: close)], name: "removal")
            let result = try check(draft)
            let violated = result.verdicts.filter { $0.violation != nil }.map(\.name)
            #expect(violated.isEmpty, "\(style.name): \(violated) \(draft.scenario)")
            let text = lines(draft)
            // UIKit has popped the screen: its parent is nil, so `finish` pops nothing more.
            #expect(try handler("on DetailViewController.back", of: "DetailCoordinator", in: text) == ["pop", "finish"], "\(style.name): \(draft.scenario)")
            #expect(try handler("on DetailViewController.swipeBack", of: "DetailCoordinator", in: text) == ["finish"], "\(style.name): \(draft.scenario)")
        }
    }
}
