import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child presents its sheet with the presentation delegate its creator gave it
/// (`flow.presentationDelegate = self`; the child: `sheet.presentationController?.delegate =
/// presentationDelegate`): the creator observes the pull-down (`present … delegate ListFlow`,
/// the child having no parent property), and its
/// `presentationControllerDidDismiss(_:)` finds the child by casting (`removeAll { guard let
/// compose = $0 as? ComposeFlow … }`, or `first(where: { ($0 as? ComposeFlow)?.sheet === … })`
/// then a helper removing it). Without that removal, the pull-down leaves the child behind.
extension ExtractTests {
    static func creatorPresentationDelegateApp(findsFirst: Bool, removes: Bool) -> String {
        let observer = findsFirst ? """
                    if let flow = flows.first(where: { ($0 as? ComposeFlow)?.sheet === presentationController.presentedViewController }) {
                        \(removes ? "remove(flow)" : "print(flow)")
                    }
            """ : """
                    \(removes ? """
                    flows.removeAll { flow in
                        guard let compose = flow as? ComposeFlow else { return false }
                        return compose.sheet === presentationController.presentedViewController
                    }
            """ : "print(presentationController.presentedViewController)")
            """
        return """
            import UIKit

            protocol ComposeFlowDelegate: AnyObject {
                func composeFlowDidFinish(_ flow: ComposeFlow)
            }

            final class ListViewController: UIViewController {
                var onCompose: (() -> Void)?
            }
            final class ComposeViewController: UIViewController {
                var onCancel: (() -> Void)?
            }

            final class ComposeFlow {
                weak var delegate: ComposeFlowDelegate?
                weak var presentationDelegate: UIAdaptivePresentationControllerDelegate?
                private(set) weak var sheet: UINavigationController?
                private weak var presenter: UIViewController?
                init(presenter: UIViewController) { self.presenter = presenter }
                func begin() {
                    let compose = ComposeViewController()
                    compose.onCancel = { [weak self] in self?.finish() }
                    let sheet = UINavigationController(rootViewController: compose)
                    sheet.presentationController?.delegate = presentationDelegate
                    self.sheet = sheet
                    presenter?.present(sheet, animated: true)
                }
                private func finish() {
                    sheet?.dismiss(animated: true)
                    delegate?.composeFlowDidFinish(self)
                }
            }

            final class ListFlow: NSObject, ComposeFlowDelegate, UIAdaptivePresentationControllerDelegate {
                private let navigationController: UINavigationController
                private var flows: [AnyObject] = []
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let list = ListViewController()
                    list.onCompose = { [weak self] in self?.compose() }
                    navigationController.setViewControllers([list], animated: false)
                }
                private func compose() {
                    let flow = ComposeFlow(presenter: navigationController)
                    flow.delegate = self
                    flow.presentationDelegate = self
                    flows.append(flow)
                    flow.begin()
                }
                private func remove(_ flow: AnyObject) {
                    flows.removeAll { $0 === flow }
                }
                func composeFlowDidFinish(_ flow: ComposeFlow) {
                    remove(flow)
                }
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            \(observer)
                }
            }

            \(sceneDelegateStarting("ListFlow"))
            """
    }

    @Test(arguments: [false, true], [true, false])
    func theCreatorAChildGivesItsSheetObservesThePullDown(findsFirst: Bool, removes: Bool) throws {
        let draft = try extract(["App.swift": Self.creatorPresentationDelegateApp(findsFirst: findsFirst, removes: removes)], name: "sheetdelegate")
        let text = lines(draft)
        #expect(try handler("on start", of: "ComposeFlow parent none", in: text) == ["present ComposeViewController delegate ListFlow"], "\(draft.scenario)")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        if removes {
            #expect(leak == nil, "\(draft.scenario)")
        } else {
            #expect(leak?.trace.labels(in: result.scenario) == ["ListViewController.onCompose", "swipeDismiss"], "\(draft.scenario)")
        }
    }
}
