import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child that builds its stack in its `init` (`navigationController = UINavigationController(
/// rootViewController: editor)`, under any property name) and whose creator presents that
/// navigation controller: the child's screen shows in the sheet, though its `start()` only
/// wires a view model. Written under two property names.
extension ExtractTests {
    static func initStackApp(property: String) -> String {
        """
        import UIKit

        final class ListViewController: UIViewController { var onEdit: (() -> Void)? }
        final class EditorViewController: UIViewController { var onSave: (() -> Void)? }

        protocol EditorFinishing: AnyObject { func editorDidFinish(_ editor: EditorCoordinator) }

        final class EditorCoordinator {
            var childCoordinators: [AnyObject] = []
            weak var finishDelegate: EditorFinishing?
            let \(property): UINavigationController
            private let editor: EditorViewController
            init() {
                editor = EditorViewController()
                \(property) = UINavigationController(rootViewController: editor)
                \(property).modalPresentationStyle = .fullScreen
            }
            func start() {
                editor.onSave = { [weak self] in
                    guard let self else { return }
                    self.finishDelegate?.editorDidFinish(self)
                }
            }
        }

        final class AppCoordinator: EditorFinishing {
            var childCoordinators: [AnyObject] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let list = ListViewController()
                list.onEdit = { [weak self] in self?.showEditor() }
                navigationController.setViewControllers([list], animated: false)
            }
            func showEditor() {
                let editor = EditorCoordinator()
                editor.finishDelegate = self
                childCoordinators.append(editor)
                navigationController.present(editor.\(property), animated: true)
                editor.start()
            }
            func editorDidFinish(_ editor: EditorCoordinator) {
                childCoordinators.removeAll { $0 === editor }
                navigationController.dismiss(animated: true)
            }
        }

        \(delegateStarting("AppCoordinator"))
        """
    }

    @Test(arguments: ["navigationController", "rootNavigation"])
    func aStackBuiltInTheChildsInitIsWhatItsCreatorPresents(property: String) throws {
        let draft = try extract(["App.swift": Self.initStackApp(property: property)], name: "initstack")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["ListViewController.onEdit", "EditorViewController.onSave"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["ListViewController", "EditorViewController", "ListViewController"],
                "\(draft.scenario)")
    }
}
