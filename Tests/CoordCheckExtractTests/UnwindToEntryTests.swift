import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A flow that pushes its first screen, keeps it (`entryViewController = detail`), pushes
/// more above it (related articles), and when done pops back to the screen below the one it
/// began with: `popToViewController(stack[stack.firstIndex(of: entry)! - 1])`. That is the
/// language's `unwind`: every screen the flow put on the stack goes. Before, the pop was a
/// note, the flow's screens stayed after its parent removed it, and the draft reported
/// orphans the app does not have.
extension ExtractTests {
    /// How the pop back is written: the kept property, the local naming the entry, the
    /// index binding and the element below it.
    static let unwindStyles: [(name: String, property: String, pop: String)] = [
        ("if-let local, i - 1", "entryViewController", """
                let stack = navigationController.viewControllers
                if let entry = entryViewController, let entryIndex = stack.firstIndex(of: entry), entryIndex > 0 {
                    navigationController.popToViewController(stack[entryIndex - 1], animated: true)
                } else {
                    navigationController.popViewController(animated: true)
                }
        """),
        ("guard, index(before:), firstIndex closure", "firstScreen", """
                let screens = navigationController.viewControllers
                guard let position = screens.firstIndex(where: { $0 === self.firstScreen }), position > 0 else { return }
                navigationController.popToViewController(screens[screens.index(before: position)], animated: true)
        """),
        ("let, force-unwrapped, trailing closure", "origin", """
                let all = self.navigationController.viewControllers
                let found = all.firstIndex { $0 == origin }!
                self.navigationController.popToViewController(all[found - 1], animated: false)
        """),
    ]

    static func unwindApp(property: String, pop: String, keptAgain: Bool = false) -> String {
        """
        import UIKit

        protocol ReadingFlowDelegate: AnyObject {
            func readingFlowDidFinish(_ flow: ReadingFlow)
        }

        final class ListViewController: UIViewController { var onOpen: (() -> Void)? }
        final class ArticleViewController: UIViewController {
            var onRelated: (() -> Void)?
            var onDelete: (() -> Void)?
        }

        final class ListCoordinator: ReadingFlowDelegate {
            private var flows: [ReadingFlow] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let list = ListViewController()
                list.onOpen = { [weak self] in self?.openArticle() }
                navigationController.setViewControllers([list], animated: false)
            }
            private func openArticle() {
                let flow = ReadingFlow(navigationController: navigationController)
                flow.delegate = self
                flows.append(flow)
                flow.begin()
            }
            func readingFlowDidFinish(_ flow: ReadingFlow) {
                flows.removeAll { $0 === flow }
            }
        }

        final class ReadingFlow {
            weak var delegate: ReadingFlowDelegate?
            private let navigationController: UINavigationController
            private weak var \(property): UIViewController?
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func begin() {
                let article = makeArticle()
                \(property) = article
                navigationController.pushViewController(article, animated: true)
            }
            private func makeArticle() -> ArticleViewController {
                let article = ArticleViewController()
                article.navigationItem.hidesBackButton = true
                article.onRelated = { [weak self] in self?.showRelated() }
                article.onDelete = { [weak self] in self?.deleted() }
                return article
            }
            private func showRelated() {
                let related = makeArticle()
                \(keptAgain ? "\(property) = related" : "")
                navigationController.pushViewController(related, animated: true)
            }
            private func deleted() {
                popToHost()
                delegate?.readingFlowDidFinish(self)
            }
            private func popToHost() {
        \(pop)
            }
        }

        \(sceneDelegateStarting("ListCoordinator"))
        """
    }

    @Test(arguments: unwindStyles.indices)
    func aFlowPoppingBackBelowItsFirstScreenUnwinds(style: Int) throws {
        let (name, property, pop) = Self.unwindStyles[style]
        let draft = try extract(["App.swift": Self.unwindApp(property: property, pop: pop)], name: "reading")
        let text = lines(draft)
        // (The `else` of an `if let` stays a note: what it pops is not modelled.)
        let popped = try handler("func popToHost", of: "ReadingFlow parent none", in: text).filter { !$0.hasPrefix("#") }
        #expect(popped == ["unwind"], "\(name): \(draft.scenario)")
        #expect(!draft.scenario.contains("cannot name"), "\(name): \(draft.scenario)")
        // Open, two related articles, delete: the list shows again, and nothing is left over.
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: [
            "ListViewController.onOpen", "ArticleViewController.onRelated", "ArticleViewController.onRelated", "ArticleViewController.onDelete",
        ])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } }
            == ["ListViewController", "ArticleViewController", "ArticleViewController", "ArticleViewController", "ListViewController"], "\(name): \(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name).isEmpty, "\(name): \(draft.scenario)")
    }

    /// A property the flow sets again to a later screen is not its first screen: popping
    /// below it is not an unwind, and stays a note.
    @Test func aPropertyKeptAgainIsNoFirstScreen() throws {
        let (_, property, pop) = Self.unwindStyles[0]
        let draft = try extract(["App.swift": Self.unwindApp(property: property, pop: pop, keptAgain: true)], name: "reading")
        #expect(!lines(draft).contains("unwind"), "\(draft.scenario)")
        #expect(draft.scenario.contains("pops back to a view controller the model cannot name"), "\(draft.scenario)")
    }
}
