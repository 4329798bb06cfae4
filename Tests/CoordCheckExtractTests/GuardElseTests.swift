import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A guard whose else branch only leaves — after a trap (`fatalError`), a check a release
/// build drops (`assertionFailure`) or a printed diagnostic — takes nothing away from the path
/// the draft models: no note (a note makes every finding resting on it unconfirmed) and no
/// way of its own. An else branch that does something of the app's own is a way of its own
/// (`open_notId`, reached by an event of its own).
extension ExtractTests {
    static func guardElseApp(_ otherwise: String) -> String {
        """
        import UIKit

        final class ListViewController: UIViewController {
            var onOpen: ((String?) -> Void)?
            @objc func openTapped() { onOpen?(nil) }
        }
        final class DetailViewController: UIViewController {}

        final class ListCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let list = ListViewController()
                list.onOpen = { [weak self] id in self?.open(id) }
                navigationController.pushViewController(list, animated: false)
            }
            private func open(_ id: String?) {
                guard let id else {
                    \(otherwise)
                }
                navigationController.pushViewController(DetailViewController(), animated: true)
                _ = id
            }
            private func showError() {
                navigationController.topViewController?.title = "Error"
            }
        }

        \(sceneDelegateStarting("ListCoordinator"))
        """
    }

    @Test(arguments: [
        ("assertionFailure(\"no id\")\n            return", false),
        ("print(\"no id\"); return", false),
        ("fatalError(\"no id\")", false),
        ("preconditionFailure(\"no id\")", false),
        ("showError()\n            return", true),
    ])
    func aGuardLeavingAfterADiagnosticIsNoUnmodelledBranch(otherwise: String, ownWay: Bool) throws {
        let draft = try extract(["App.swift": Self.guardElseApp(otherwise)], name: "guard")
        let text = lines(draft)
        #expect(!text.contains("# coordcheck: the guard's else branch is not modelled"), "\(draft.scenario)")
        #expect(text.contains("func open_notId") == ownWay, "\(draft.scenario)")
        #expect(try handler("func open", of: "ListCoordinator", in: text).contains("push DetailViewController"), "\(draft.scenario)")
    }
}
