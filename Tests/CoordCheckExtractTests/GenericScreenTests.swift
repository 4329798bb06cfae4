import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A generic screen (`EditViewController<T: EditViewModelType>`, made as
/// `EditViewController<AddViewModel>()`): its `viewModel: T` is each model of the app
/// conforming to what `T` requires, whose calls to the coordinator are the screen's events.
extension ExtractTests {
    static let genericScreenApp = """
    import UIKit

    protocol EditViewModelType: AnyObject { func save() }
    final class AddViewModel: EditViewModelType {
        weak var coordinator: AddCoordinator?
        func save() { coordinator?.finish() }
    }
    final class EditViewController<T: EditViewModelType>: UIViewController {
        var viewModel: T?
        @objc func saveTapped() { viewModel?.save() }
    }
    final class HomeViewController: UIViewController { var onAdd: (() -> Void)? }

    protocol Coordinator: AnyObject { func start() }
    protocol FinishDelegate: AnyObject { func childDidFinish(_ child: Coordinator) }

    final class AddCoordinator: Coordinator {
        weak var finishDelegate: FinishDelegate?
        let navigationController: UINavigationController
        let editViewController = EditViewController<AddViewModel>()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let model = AddViewModel()
            model.coordinator = self
            editViewController.viewModel = model
            navigationController.pushViewController(editViewController, animated: true)
        }
        func finish() { finishDelegate?.childDidFinish(self) }
    }

    final class HomeCoordinator: Coordinator, FinishDelegate {
        var children: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let home = HomeViewController()
            home.onAdd = { [weak self] in self?.showAdd() }
            navigationController.setViewControllers([home], animated: false)
        }
        private func showAdd() {
            let add = AddCoordinator(navigationController: navigationController)
            add.finishDelegate = self
            children.append(add)
            add.start()
        }
        func childDidFinish(_ child: Coordinator) {
            children.removeAll { $0 === child }
            navigationController.popToRootViewController(animated: true)
        }
    }

    \(delegateStarting("HomeCoordinator"))
    """

    @Test func aGenericScreensModelIsEachConformingModel() throws {
        let draft = try extract(["App.swift": Self.genericScreenApp], name: "generic-screen")
        let text = lines(draft)
        #expect(text.contains("screen EditViewController: finish"), "\(draft.scenario)")
        #expect(try handler("on start", of: "AddCoordinator", in: text) == ["push EditViewController"])
        #expect(try handler("on EditViewController.finish", of: "AddCoordinator", in: text) == ["call HomeCoordinator.childDidFinish"])
        #expect(try handler("func childDidFinish", of: "HomeCoordinator root", in: text) == ["removeChild caller", "popToRoot"])
        // (A back leaves the child in `children`: the fixture's own leak, found.)
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == ["no-leaks"])
    }
}
