import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child flow pushed on its creator's stack that is the stack's delegate and ends when its
/// own first screen is popped (`let from = transitionCoordinator?.viewController(forKey:
/// .from)`, then `if from is AmountViewController { parent?.childDidFinish(self) }`): popping
/// its second screen does not end it. The creator removes the child in a search loop whose
/// body is one test (`for (index, flow) in childFlows.enumerated() { if flow === child {
/// childFlows.remove(at: index); break } }`).
extension ExtractTests {
    /// How the popped screen is tested, `FROM` for the local holding it.
    static let poppedScreenTests = [
        "if FROM is AmountViewController {\n            parent?.childDidFinish(self)\n        }",
        "guard let amount = FROM as? AmountViewController else { return }\n        print(amount)\n        parent?.childDidFinish(self)",
    ]

    static func poppedScreenApp(test: String) -> String {
        """
        import UIKit

        protocol FlowController: AnyObject {
            var childFlows: [FlowController] { get set }
            func start()
        }

        final class ListViewController: UIViewController {
            weak var flow: MainFlow?
            @objc func addTapped() { flow?.addExpense() }
        }
        final class AmountViewController: UIViewController {
            weak var flow: AddExpenseFlow?
            @objc func nextTapped() { flow?.showCategory() }
        }
        final class CategoryViewController: UIViewController {}

        final class MainFlow: FlowController {
            var childFlows: [FlowController] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let list = ListViewController()
                list.flow = self
                navigationController.pushViewController(list, animated: false)
            }
            func addExpense() {
                let child = AddExpenseFlow(navigationController: navigationController)
                child.parent = self
                childFlows.append(child)
                child.start()
            }
            func childDidFinish(_ child: FlowController?) {
                for (index, flow) in childFlows.enumerated() {
                    if flow === child {
                        childFlows.remove(at: index)
                        break
                    }
                }
            }
        }

        final class AddExpenseFlow: NSObject, FlowController, UINavigationControllerDelegate {
            var childFlows: [FlowController] = []
            weak var parent: MainFlow?
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                navigationController.delegate = self
                let amount = AmountViewController()
                amount.flow = self
                navigationController.pushViewController(amount, animated: true)
            }
            func showCategory() {
                navigationController.pushViewController(CategoryViewController(), animated: true)
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return }
                if navigationController.viewControllers.contains(fromViewController) { return }
                \(test.replacingOccurrences(of: "FROM", with: "fromViewController"))
            }
        }

        \(sceneDelegateStarting("MainFlow"))
        """
    }

    @Test(arguments: poppedScreenTests)
    func aDelegateEndingOnItsFirstScreensPopEndsOnThatScreensBackAlone(test: String) throws {
        let draft = try extract(["App.swift": Self.poppedScreenApp(test: test)])
        let text = lines(draft)
        #expect(try handler("on AmountViewController.back", of: "AddExpenseFlow", in: text) == ["pop", "finish"], "\(draft.scenario)")
        #expect(try handler("on AmountViewController.swipeBack", of: "AddExpenseFlow", in: text) == ["finish"])
        #expect(!text.contains("on back") && !text.contains("on swipeBack"), "\(draft.scenario)")
        // The search loop is a removal of the child that finished.
        #expect(!draft.scenario.contains("a removal from children not modelled"), "\(draft.scenario)")
        // Back from the category screen pops it alone; back from the amount screen ends the flow.
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
    }
}
