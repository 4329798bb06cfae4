import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A method a child calls passing itself that branches on what the child is (`if child.kind ==
/// .sheet || child.kind == .push { dismiss } else { popToRoot }`, the kind a child declares
/// and never changes): one method per type of child where that decides differently. And a
/// screen calling its coordinator through the model it holds (`viewModel?.coordinator?.
/// showEdit()`): an event of the screen.
extension ExtractTests {
    static let callerKindApp = """
    import UIKit

    enum Kind { case sheet, push, edit }
    protocol Coordinator: AnyObject {
        var kind: Kind { get }
        func start()
    }
    protocol FinishDelegate: AnyObject { func childDidFinish(_ child: Coordinator) }

    final class HomeViewModel {
        weak var coordinator: HomeCoordinator?
    }
    final class HomeViewController: UIViewController {
        var viewModel: HomeViewModel?
        @objc func sheetTapped() { viewModel?.coordinator?.showSheet() }
        @objc func editTapped() { viewModel?.coordinator?.showEdit() }
    }
    final class SheetViewController: UIViewController { var onDone: (() -> Void)? }
    final class EditViewController: UIViewController { var onDone: (() -> Void)? }

    final class SheetCoordinator: Coordinator {
        var kind: Kind = .sheet
        weak var finishDelegate: FinishDelegate?
        let navigationController = UINavigationController()
        func start() {
            let sheet = SheetViewController()
            sheet.onDone = { [weak self] in self?.finish() }
            navigationController.setViewControllers([sheet], animated: false)
        }
        func finish() { finishDelegate?.childDidFinish(self) }
    }
    final class EditCoordinator: Coordinator {
        var kind: Kind = .edit
        weak var finishDelegate: FinishDelegate?
        let navigationController = UINavigationController()
        func start() {
            let edit = EditViewController()
            edit.onDone = { [weak self] in self?.finish() }
            navigationController.setViewControllers([edit], animated: false)
        }
        func finish() { finishDelegate?.childDidFinish(self) }
    }

    final class HomeCoordinator: Coordinator, FinishDelegate {
        var kind: Kind = .push
        var children: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let home = HomeViewController()
            let model = HomeViewModel()
            model.coordinator = self
            home.viewModel = model
            navigationController.setViewControllers([home], animated: false)
        }
        func showSheet() {
            let sheet = SheetCoordinator()
            sheet.finishDelegate = self
            children.append(sheet)
            sheet.start()
            navigationController.present(sheet.navigationController, animated: true)
        }
        func showEdit() {
            let edit = EditCoordinator()
            edit.finishDelegate = self
            children.append(edit)
            edit.start()
            navigationController.present(edit.navigationController, animated: true)
        }
        func childDidFinish(_ child: Coordinator) {
            children.removeAll { $0 === child }
            if child.kind == .sheet || child.kind == .push {
                navigationController.dismiss(animated: true)
            } else {
                navigationController.popToRootViewController(animated: true)
            }
        }
    }

    \(delegateStarting("HomeCoordinator"))
    """

    @Test func aMethodBranchingOnTheCallingChildsKindIsOnePerKind() throws {
        let draft = try extract(["App.swift": Self.callerKindApp], name: "caller-kind")
        let text = lines(draft)
        #expect(text.contains("screen HomeViewController: sheetTapped, editTapped"), "\(draft.scenario)")
        #expect(try handler("func childDidFinish_SheetCoordinator", of: "HomeCoordinator root", in: text) == ["removeChild caller", "dismiss"])
        #expect(try handler("func childDidFinish_EditCoordinator", of: "HomeCoordinator root", in: text) == ["removeChild caller", "popToRoot"])
        #expect(try handler("func finishMethod", of: "EditCoordinator", in: text) == ["call HomeCoordinator.childDidFinish_EditCoordinator"])
        // The edit sheet stays on screen when its coordinator is gone; the other sheet is dismissed.
        let result = try check(draft)
        let orphan = try #require(result.verdicts.first { $0.name == "no-orphans" }?.violation)
        #expect(orphan.trace.labels(in: result.scenario) == ["HomeViewController.editTapped", "EditViewController.onDone"])
        #expect(orphan.message.contains("EditCoordinator"))
    }
}
