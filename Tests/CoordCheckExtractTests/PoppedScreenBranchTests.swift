import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A coordinator, its stack's delegate, tells apart the screen popped by its type (`if let
/// detail = from as? DetailViewController { childDidFinish(detail.coordinator) } else if let
/// step = from as? StepViewController { childDidFinish(step.coordinator) }`, or a `switch`):
/// each way removes its own child when that child's first screen is popped, not only the
/// first way's. Without the second way, back from the step leaves its child behind.
extension ExtractTests {
    static func poppedScreenBranchApp(separate: Bool, checksStep: Bool) -> String {
        let stepCheck = checksStep ? "childDidFinish(step.coordinator)" : "print(step)"
        let observer = separate ? """
                    if let detail = from as? DetailViewController {
                        childDidFinish(detail.coordinator)
                    }
                    if let step = from as? StepViewController {
                        \(stepCheck)
                    }
            """ : """
                    if let detail = from as? DetailViewController {
                        childDidFinish(detail.coordinator)
                    } else if let step = from as? StepViewController {
                        \(stepCheck)
                    }
            """
        return """
            import UIKit

            protocol Coordinator: AnyObject {
                var children: [Coordinator] { get set }
                func start()
            }

            final class ListViewController: UIViewController {
                var onDetail: (() -> Void)?
                var onStep: (() -> Void)?
            }
            final class DetailViewController: UIViewController { weak var coordinator: DetailCoordinator? }
            final class StepViewController: UIViewController { weak var coordinator: StepCoordinator? }

            final class DetailCoordinator: Coordinator {
                var children: [Coordinator] = []
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let detail = DetailViewController()
                    detail.coordinator = self
                    navigationController.pushViewController(detail, animated: true)
                }
            }
            final class StepCoordinator: Coordinator {
                var children: [Coordinator] = []
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let step = StepViewController()
                    step.coordinator = self
                    navigationController.pushViewController(step, animated: true)
                }
            }

            final class ListCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
                var children: [Coordinator] = []
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    navigationController.delegate = self
                    let list = ListViewController()
                    list.onDetail = { [weak self] in self?.show(DetailCoordinator.self) }
                    list.onStep = { [weak self] in self?.showStep() }
                    navigationController.setViewControllers([list], animated: false)
                }
                private func show(_ type: DetailCoordinator.Type) {
                    let child = DetailCoordinator(navigationController: navigationController)
                    children.append(child)
                    child.start()
                }
                private func showStep() {
                    let child = StepCoordinator(navigationController: navigationController)
                    children.append(child)
                    child.start()
                }
                private func childDidFinish(_ child: Coordinator?) {
                    children.removeAll { $0 === child }
                }
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                          !navigationController.viewControllers.contains(from) else { return }
            \(observer)
                }
            }

            \(sceneDelegateStarting("ListCoordinator"))
            """
    }

    @Test(arguments: [false, true], [true, false])
    func eachWayOfABranchOnThePoppedScreenRemovesItsChild(separate: Bool, checksStep: Bool) throws {
        let draft = try extract(["App.swift": Self.poppedScreenBranchApp(separate: separate, checksStep: checksStep)], name: "popbranch")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        if checksStep {
            #expect(leak == nil, "\(draft.scenario)")
        } else {
            #expect(leak?.trace.labels(in: result.scenario) == ["ListViewController.onStep", "back"], "\(draft.scenario)")
        }
    }
}
