import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A creator that awaits a child's async method (`let result = await transfer.run(presenter:
/// …)` in a `Task`), the child suspending on a continuation it keeps
/// (`withCheckedContinuation { self.continuation = $0 … }`) and resuming it when its flow ends
/// (`continuation?.resume(returning: .cancelled)`): what follows the `await` (removing the
/// child) runs when the child resumes, not at once. A sheet the user can pull down never
/// resumes it: the child stays in its creator's children. Marked modal in presentation, it
/// cannot be pulled down.
extension ExtractTests {
    static func awaitedChildApp(modal: Bool) -> String {
        """
        import UIKit

        enum TransferResult { case sent, cancelled }

        final class AccountViewController: UIViewController {
            var onTransfer: (() -> Void)?
        }
        final class AmountViewController: UIViewController {
            var onCancel: (() -> Void)?
            var onSend: (() -> Void)?
        }

        @MainActor final class TransferCoordinator {
            let id = UUID()
            private let stack = UINavigationController()
            private var continuation: CheckedContinuation<TransferResult, Never>?

            func run(presenter: UIViewController) async -> TransferResult {
                let amount = AmountViewController()
                amount.onCancel = { [weak self] in self?.finish(.cancelled) }
                amount.onSend = { [weak self] in self?.finish(.sent) }
                stack.setViewControllers([amount], animated: false)
                stack.isModalInPresentation = \(modal)
                return await withCheckedContinuation { continuation in
                    self.continuation = continuation
                    presenter.present(stack, animated: true)
                }
            }

            private func finish(_ result: TransferResult) {
                stack.dismiss(animated: true)
                continuation?.resume(returning: result)
                continuation = nil
            }
        }

        @MainActor final class AccountCoordinator {
            private let navigationController: UINavigationController
            private var children: [UUID: AnyObject] = [:]
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let account = AccountViewController()
                account.onTransfer = { [weak self] in self?.startTransfer() }
                navigationController.pushViewController(account, animated: false)
            }
            private func startTransfer() {
                let transfer = TransferCoordinator()
                children[transfer.id] = transfer
                Task { [weak self] in
                    guard let self else { return }
                    let result = await transfer.run(presenter: self.navigationController)
                    self.children[transfer.id] = nil
                    if result == .sent { print("sent") }
                }
            }
        }

        \(sceneDelegateStarting("AccountCoordinator"))
        """
    }

    @Test(arguments: [true, false])
    func whatFollowsAnAwaitedChildRunsWhenItResumes(modal: Bool) throws {
        let draft = try extract(["App.swift": Self.awaitedChildApp(modal: modal)], name: "transfer")
        let text = lines(draft)
        #expect(try handler("func resumeOfTransferCoordinator", of: "AccountCoordinator root", in: text) == ["removeChild caller"], "\(draft.scenario)")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        #expect(result.verdicts.filter { $0.name != "no-leaks" }.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
        if modal {
            #expect(leak?.message == nil, "\(draft.scenario)")
        } else {
            #expect(leak?.trace.labels(in: result.scenario) == ["AccountViewController.onTransfer", "swipeDismiss"], "\(draft.scenario)")
        }
    }
    /// The same awaited child in a loop (`while !Task.isCancelled { … }`, `repeat { … } while
    /// …`): the loop's body is read once, as another loop's.
    @Test(arguments: ["while", "repeat"])
    func anAwaitedChildInALoopIsReadOnce(loop: String) throws {
        let app = Self.awaitedChildApp(modal: false)
            .replacingOccurrences(of: "let result = await transfer.run(", with: (loop == "while" ? "while !Task.isCancelled {" : "repeat {") + "\nlet result = await transfer.run(")
            .replacingOccurrences(of: "if result == .sent { print(\"sent\") }", with: "if result == .sent { print(\"sent\") }\n}" + (loop == "while" ? "" : " while !Task.isCancelled"))
        #expect(app.contains(loop == "while" ? "while !Task.isCancelled {" : "} while !Task.isCancelled"))
        let draft = try extract(["App.swift": app], name: "transfer")
        let text = lines(draft)
        #expect(try handler("func resumeOfTransferCoordinator", of: "AccountCoordinator root", in: text) == ["removeChild caller"], "\(draft.scenario)")
        #expect(draft.scenario.contains("# coordcheck: assumed: a loop: its body is modelled once"))
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        #expect(leak?.trace.labels(in: result.scenario) == ["AccountViewController.onTransfer", "swipeDismiss"], "\(draft.scenario)")
    }
}
