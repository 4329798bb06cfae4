import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child that keeps its own navigation controller and presents it itself
/// (`presenter?.present(modalNavigation, animated: true)` in its start): it lives in a sheet of
/// its own, as a child started `in modal`, its stack that sheet's; made the sheet's
/// presentation delegate, its `presentationControllerDidDismiss(_:)` is its `on swipeDismiss`.
extension ExtractTests {
    static func ownStackApp(cancelFinishes: Bool) -> String {
        """
        import UIKit

        class BaseCoordinator: NSObject {
            weak var parentCoordinator: BaseCoordinator?
            var childCoordinators: [BaseCoordinator] = []
            func start() {}
            func childDidFinish(_ child: BaseCoordinator) { childCoordinators.removeAll { $0 === child } }
        }

        final class NoteListViewController: UIViewController {
            var onCompose: (() -> Void)?
        }
        final class ComposeViewController: UIViewController {
            var onCancel: (() -> Void)?
            var onFolder: (() -> Void)?
        }
        final class FolderViewController: UIViewController {}

        final class ComposeCoordinator: BaseCoordinator, UIAdaptivePresentationControllerDelegate {
            private weak var presenter: UIViewController?
            private let modalNavigation = UINavigationController()
            init(presenter: UIViewController) { self.presenter = presenter }
            override func start() {
                let compose = ComposeViewController()
                compose.onCancel = { [weak self] in self?.cancel() }
                compose.onFolder = { [weak self] in self?.modalNavigation.pushViewController(FolderViewController(), animated: true) }
                modalNavigation.viewControllers = [compose]
                modalNavigation.presentationController?.delegate = self
                presenter?.present(modalNavigation, animated: true)
            }
            private func cancel() {
                modalNavigation.dismiss(animated: true)
                \(cancelFinishes ? "parentCoordinator?.childDidFinish(self)" : "")
            }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                parentCoordinator?.childDidFinish(self)
            }
        }

        final class NotesCoordinator: BaseCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                let list = NoteListViewController()
                list.onCompose = { [weak self] in self?.compose() }
                navigationController.viewControllers = [list]
            }
            private func compose() {
                let child = ComposeCoordinator(presenter: navigationController)
                child.parentCoordinator = self
                childCoordinators.append(child)
                child.start()
            }
        }

        \(Self.sceneDelegateStarting("NotesCoordinator"))
        """
    }

    @Test func aChildPresentingItsOwnStackIsStartedInASheetOfItsOwn() throws {
        let draft = try extract(["App.swift": Self.ownStackApp(cancelFinishes: true)], name: "ownstack")
        let text = lines(draft)
        #expect(try handler("func compose", of: "NotesCoordinator root", in: text) == ["start ComposeCoordinator in modal"],
                "\(draft.scenario)")
        #expect(try handler("on start", of: "ComposeCoordinator parent weak", in: text) == ["setViewControllers ComposeViewController"])
        #expect(try handler("on swipeDismiss", of: "ComposeCoordinator parent weak", in: text) == ["finish"])
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(result.verdicts.compactMap { $0.violation?.message })\n\(draft.scenario)")
    }

    /// Its cancel dismissing without leaving the tree: the leak, after cancel.
    @Test func aChildPresentingItsOwnStackLeaksWhenItsCancelDoesNotFinish() throws {
        let draft = try extract(["App.swift": Self.ownStackApp(cancelFinishes: false)], name: "ownstack")
        let leak = try #require(try check(draft).verdicts.first { $0.name == "no-leaks" }?.violation, "\(draft.scenario)")
        #expect(leak.message.contains("ComposeCoordinator"))
    }
}
