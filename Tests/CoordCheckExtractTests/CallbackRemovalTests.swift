import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A base class that keeps each child with a closure the child calls with itself when it is
/// dismissed (`child.dismissHandler = { [weak self] child in … self.removeChild(child) }`): the
/// child handed in is the one calling, so the removal (`removeAll { $0 === coordinator }`,
/// helper and all) removes the caller, and a test that it is still there
/// (`children.contains(where: { $0 === child })`) is `child caller`. Before, the removal was
/// a note: the child stayed after its Done button, a leak the app does not have.
extension ExtractTests {
    static func callbackRemovalApp(guarded: Bool) -> String {
        """
        import UIKit

        class BaseFlow {
            var children: [BaseFlow] = []
            var dismissHandler: ((BaseFlow) -> Void)?
            func start() {}
            func addChild(_ flow: BaseFlow) {
                flow.dismissHandler = { [weak self] child in
                    guard let self else { return }
                    \(guarded ? "if children.contains(where: { $0 === child }) { removeChild(child) }" : "removeChild(child)")
                }
                children.append(flow)
            }
            func removeChild(_ flow: BaseFlow) {
                children.removeAll(where: { $0 === flow })
            }
        }

        final class ListScreen: UIViewController {
            var onAdd: (() -> Void)?
            @objc private func addTapped() { onAdd?() }
        }
        final class EditorScreen: UIViewController {
            var onDone: (() -> Void)?
            @objc private func doneTapped() { onDone?() }
        }

        final class EditorFlow: BaseFlow {
            private let navigation = UINavigationController()
            private let presenter: UIViewController
            init(presenter: UIViewController) { self.presenter = presenter }
            override func start() {
                let editor = EditorScreen()
                editor.onDone = { [weak self] in self?.close() }
                navigation.setViewControllers([editor], animated: false)
                navigation.isModalInPresentation = true
                presenter.present(navigation, animated: true)
            }
            private func close() {
                presenter.dismiss(animated: true)
                dismissHandler?(self)
            }
        }

        final class ListFlow: BaseFlow {
            private let navigation: UINavigationController
            init(navigationController: UINavigationController) { navigation = navigationController }
            override func start() {
                let list = ListScreen()
                list.onAdd = { [weak self] in self?.showEditor() }
                navigation.setViewControllers([list], animated: false)
            }
            private func showEditor() {
                let editor = EditorFlow(presenter: navigation)
                addChild(editor)
                editor.start()
            }
        }

        \(sceneDelegateStarting("ListFlow"))
        """
    }

    @Test(arguments: [false, true])
    func aChildHandingItselfToItsDismissHandlerIsRemoved(guarded: Bool) throws {
        let draft = try extract(["App.swift": Self.callbackRemovalApp(guarded: guarded)], name: "callback")
        #expect(draft.scenario.contains(guarded ? "if child caller: removeChild caller" : "    removeChild caller"), "\(draft.scenario)")
        #expect(!draft.scenario.contains("a removal from children not modelled"), "\(draft.scenario)")
        let result = try check(draft)
        #expect(violations(result).isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).contains("EditorFlow"))
    }
}
