import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A screen's delegate protocol whose methods share a name and differ in their labels
/// (`inbox(_:didPick:)`, `inbox(_:didPick:sender:)`, `inbox(_:didRequestHelp:)`): each is an
/// event of its own running the coordinator's method with those labels, never the first one
/// of the name. A call split over lines (`self.store\n.remove(…)`) is a call too.
extension ExtractTests {
    static let overloadedCallbackApp = """
    import UIKit

    protocol InboxDelegate: AnyObject {
        func inbox(_ inbox: InboxViewController, didPick thread: String)
        func inbox(_ inbox: InboxViewController, didPick contact: Int, sender: UIView)
        func inbox(_ inbox: InboxViewController, didRequestHelp topic: String)
    }
    protocol InboxStore: AnyObject { func remove(_ thread: String) }

    final class InboxViewController: UIViewController {
        weak var delegate: InboxDelegate?
        var store: InboxStore?
        @objc func openThread() { delegate?.inbox(self, didPick: "t") }
        @objc func openContact() { delegate?.inbox(self, didPick: 1, sender: view) }
        @objc func help() {
            self.store?
                .remove("t")
            delegate?.inbox(self, didRequestHelp: "h")
        }
    }
    final class ThreadViewController: UIViewController {}
    final class ContactViewController: UIViewController {}
    final class HelpViewController: UIViewController {}

    final class InboxCoordinator: InboxDelegate {
        var childCoordinators: [AnyObject] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }

        func start() {
            let inbox = InboxViewController()
            inbox.delegate = self
            navigationController.setViewControllers([inbox], animated: false)
        }

        func inbox(_ inbox: InboxViewController, didPick thread: String) {
            navigationController.pushViewController(ThreadViewController(), animated: true)
        }

        func inbox(_ inbox: InboxViewController, didPick contact: Int, sender: UIView) {
            navigationController.pushViewController(ContactViewController(), animated: true)
        }

        func inbox(_ inbox: InboxViewController, didRequestHelp topic: String) {
            navigationController.present(HelpViewController(), animated: true)
        }
    }

    \(ExtractTests.delegateStarting("InboxCoordinator"))
    """

    @Test func overloadedDelegateMethodsAreEventsOfTheirOwn() throws {
        let draft = try extract(["InboxApp.swift": Self.overloadedCallbackApp], name: "overloads")
        let text = lines(draft)
        #expect(try handler("on InboxViewController.openThread", of: "InboxCoordinator", in: text) == ["push ThreadViewController"], "\(draft.scenario)")
        #expect(try handler("on InboxViewController.openContact", of: "InboxCoordinator", in: text) == ["push ContactViewController"], "\(draft.scenario)")
        // `help` calls the store and the delegate: the event is named after the method it runs.
        #expect(try handler("on InboxViewController.inbox_didRequestHelp", of: "InboxCoordinator", in: text) == ["present HelpViewController"],
                "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["InboxViewController.openContact"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["InboxViewController", "ContactViewController"], "\(draft.scenario)")
    }
}
