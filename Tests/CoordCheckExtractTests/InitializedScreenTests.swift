import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child that makes its screen in its initializer and keeps it in a property declared as
/// any view controller (`let rootViewController: UIViewController`), pushing it in `start()`;
/// a parent that removes children through upcasts (`childCoordinators.removeAll { ($0 as
/// AnyObject) === (child as AnyObject) }`). Before, the push was of no known view controller
/// and the removal was a note: the child showed nothing, and its end was not modelled.
extension ExtractTests {
    static let initializedScreenStyles: [(name: String, property: String, assignment: String)] = [
        ("made in the assignment", "let rootViewController: UIViewController", "self.rootViewController = NoteViewController()"),
        ("through a local", "let rootViewController: UIViewController", """
            let note = NoteViewController()
                    note.title = "Note"
                    rootViewController = note
            """),
        ("an optional var", "private(set) var screen: UIViewController?", "screen = NoteViewController()"),
    ]

    static func initializedScreenApp(property: String, assignment: String) -> String {
        let name = property.contains("screen") ? "screen" : "rootViewController"
        return """
        import UIKit

        protocol Coordinating: AnyObject {
            var childCoordinators: [any Coordinating] { get set }
            func start()
        }

        final class NotesViewController: UIViewController { var onOpen: (() -> Void)? }
        final class NoteViewController: UIViewController { var onDone: (() -> Void)? }

        protocol NoteCoordinatorDelegate: AnyObject {
            func noteCoordinatorDidFinish(_ coordinator: NoteCoordinator)
        }

        final class NoteCoordinator: Coordinating {
            var childCoordinators: [any Coordinating] = []
            weak var delegate: NoteCoordinatorDelegate?
            \(property)
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
                \(assignment)
            }
            func start() {
                (\(name) as? NoteViewController)?.onDone = { [weak self] in self?.done() }
                navigationController.pushViewController(\(name)\(name == "screen" ? "!" : ""), animated: true)
            }
            private func done() {
                navigationController.popViewController(animated: true)
                delegate?.noteCoordinatorDidFinish(self)
            }
        }

        final class NotesCoordinator: Coordinating, NoteCoordinatorDelegate {
            var childCoordinators: [any Coordinating] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let notes = NotesViewController()
                notes.onOpen = { [weak self] in self?.open() }
                navigationController.setViewControllers([notes], animated: false)
            }
            private func open() {
                let child = NoteCoordinator(navigationController: navigationController)
                child.delegate = self
                childCoordinators.append(child)
                child.start()
            }
            func noteCoordinatorDidFinish(_ coordinator: NoteCoordinator) {
                childCoordinators.removeAll { ($0 as AnyObject) === (coordinator as AnyObject) }
            }
        }

        \(sceneDelegateStarting("NotesCoordinator"))
        """
    }

    @Test(arguments: initializedScreenStyles.indices)
    func aScreenMadeInTheInitializerIsTheOneShown(style: Int) throws {
        let (name, property, assignment) = Self.initializedScreenStyles[style]
        let draft = try extract(["App.swift": Self.initializedScreenApp(property: property, assignment: assignment)], name: "notes")
        let text = lines(draft)
        #expect(try handler("on start", of: "NoteCoordinator", in: text).filter { !$0.hasPrefix("#") } == ["push NoteViewController"], "\(name): \(draft.scenario)")
        #expect(!draft.scenario.contains("a removal from children not modelled"), "\(name): \(draft.scenario)")
        // Done pops the note and ends its coordinator; back leaves it (no observer): the leak found.
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }
        #expect(violated.map(\.name) == ["no-leaks"], "\(name): \(draft.scenario)")
        #expect(violated.first?.violation?.trace.labels(in: result.scenario) == ["NotesViewController.onOpen", "back"], "\(name): \(draft.scenario)")
    }
}
