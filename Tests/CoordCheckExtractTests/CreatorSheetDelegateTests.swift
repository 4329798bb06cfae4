import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A creator that presents a child's stack and makes the child the delegate of that sheet's
/// presentation controller (`child.navigationController.presentationController?.delegate =
/// child`): UIKit calls the child's `presentationControllerDidDismiss(_:)` after a pull-down,
/// so the child's `on swipeDismiss` runs it — the language's default delegate of a child
/// started `in modal`. Written three ways: through the child's property, through the local
/// stack the child was made with, and with the child's finishing done by a closure. When the
/// creator makes itself the delegate but has no such method, the pull-down still leaks.
extension ExtractTests {
    enum SheetDelegation: CaseIterable {
        case childsProperty, localStack, closure, creatorWithoutMethod
    }

    static func creatorSheetDelegateApp(_ way: SheetDelegation) -> String {
        let present = switch way {
        case .childsProperty:
            """
                    let editor = EditorFlow(stack: UINavigationController())
                    editor.owner = self
                    flows.append(editor)
                    editor.begin()
                    editor.stack.presentationController?.delegate = editor
                    stack.present(editor.stack, animated: true)
            """
        case .localStack:
            """
                    let sheet = UINavigationController()
                    let editor = EditorFlow(stack: sheet)
                    editor.owner = self
                    flows.append(editor)
                    sheet.presentationController?.delegate = editor
                    editor.begin()
                    stack.present(sheet, animated: true)
            """
        case .closure:
            """
                    let editor = EditorFlow(stack: UINavigationController())
                    editor.onEnd = { [weak self, weak editor] in
                        guard let self, let editor else { return }
                        self.flows.removeAll { $0 === editor }
                    }
                    flows.append(editor)
                    editor.begin()
                    editor.stack.presentationController?.delegate = editor
                    stack.present(editor.stack, animated: true)
            """
        case .creatorWithoutMethod:
            """
                    let editor = EditorFlow(stack: UINavigationController())
                    editor.owner = self
                    flows.append(editor)
                    editor.begin()
                    editor.stack.presentationController?.delegate = self
                    stack.present(editor.stack, animated: true)
            """
        }
        let ending = way == .closure ? "onEnd?()" : "owner?.ended(self)"
        return """
            import UIKit

            protocol Flow: AnyObject {
                func begin()
            }

            final class NotesViewController: UIViewController {
                var onCompose: (() -> Void)?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.onCompose?() })
                }
            }

            final class EditorViewController: UIViewController {
                var onSave: (() -> Void)?
            }

            final class EditorFlow: NSObject, Flow, UIAdaptivePresentationControllerDelegate {
                let stack: UINavigationController
                weak var owner: NotesFlow?
                var onEnd: (() -> Void)?
                init(stack: UINavigationController) { self.stack = stack }
                func begin() {
                    let editor = EditorViewController()
                    editor.onSave = { [weak self] in
                        guard let self else { return }
                        self.stack.dismiss(animated: true)
                        self.\(ending)
                    }
                    stack.setViewControllers([editor], animated: false)
                }
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    \(ending)
                }
            }

            final class NotesFlow: NSObject, Flow, UIAdaptivePresentationControllerDelegate {
                private var flows: [Flow] = []
                private let stack: UINavigationController
                init(navigationController: UINavigationController) { stack = navigationController }
                func begin() {
                    let notes = NotesViewController()
                    notes.onCompose = { [weak self] in self?.compose() }
                    stack.pushViewController(notes, animated: false)
                }
                private func compose() {
            \(present)
                }
                func ended(_ flow: Flow) {
                    flows.removeAll { $0 === flow }
                }
            }

            \(sceneDelegateStarting("NotesFlow").replacingOccurrences(of: "coordinator?.start()", with: "coordinator?.begin()"))
            """
    }

    @Test(arguments: SheetDelegation.allCases)
    func aChildMadeItsSheetsDelegateByItsCreatorObservesThePullDown(way: SheetDelegation) throws {
        let draft = try extract(["App.swift": Self.creatorSheetDelegateApp(way)], name: "sheet")
        let text = lines(draft)
        let observed = way != .creatorWithoutMethod
        #expect(text.contains("on swipeDismiss") == observed, "\(draft.scenario)")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        if observed {
            #expect(leak?.message == nil, "\(draft.scenario)")
        } else {
            #expect(leak?.trace.labels(in: result.scenario) == ["NotesViewController.onCompose", "swipeDismiss"], "\(draft.scenario)")
        }
    }
}
