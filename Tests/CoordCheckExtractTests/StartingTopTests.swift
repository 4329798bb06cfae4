import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child pushed on its creator's stack that keeps the screen on top when it starts
/// (`entry = navigationController.topViewController`) and pops back to it when it ends
/// (`popToViewController(entry, animated:)`): back to just below its first screen, the
/// language's `unwind`. Kept after it showed a screen, that top is its own: no `unwind`.
extension ExtractTests {
    struct StartingTop: Sendable, CustomTestStringConvertible {
        var name: String
        /// The start's statements before it pushes its first screen.
        var keep: String
        /// `done()`'s pop.
        var pop: String
        var unwinds: Bool
        var testDescription: String { name }
    }

    static let startingTops = [
        StartingTop(name: "if let", keep: "entry = navigationController.topViewController",
                    pop: "if let entry { navigationController.popToViewController(entry, animated: true) }", unwinds: true),
        StartingTop(name: "guard, last", keep: "self.entry = navigationController.viewControllers.last",
                    pop: "guard let target = self.entry else { return }\n        navigationController.popToViewController(target, animated: true)", unwinds: true),
        StartingTop(name: "kept after showing", keep: "showIntro()\n        entry = navigationController.topViewController",
                    pop: "if let entry { navigationController.popToViewController(entry, animated: true) }", unwinds: false),
    ]

    static func startingTopApp(_ style: StartingTop) -> String {
        """
        import UIKit

        protocol Coordinator: AnyObject {
            var childCoordinators: [Coordinator] { get set }
            func start()
        }

        final class HomeViewController: UIViewController { var onCompose: (() -> Void)? }
        final class ComposeViewController: UIViewController { var onNext: (() -> Void)? }
        final class ReviewViewController: UIViewController { var onSend: (() -> Void)? }
        final class IntroViewController: UIViewController {}

        final class HomeCoordinator: Coordinator {
            var childCoordinators: [Coordinator] = []
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeViewController()
                home.onCompose = { [weak self] in self?.startCompose() }
                navigationController.setViewControllers([home], animated: false)
            }
            private func startCompose() {
                let compose = ComposeCoordinator(navigationController: navigationController)
                compose.onEnd = { [weak self, weak compose] in self?.childCoordinators.removeAll { $0 === compose } }
                childCoordinators.append(compose)
                compose.start()
            }
        }

        final class ComposeCoordinator: Coordinator {
            var childCoordinators: [Coordinator] = []
            var onEnd: (() -> Void)?
            private weak var entry: UIViewController?
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                \(style.keep)
                let compose = ComposeViewController()
                compose.onNext = { [weak self] in self?.showReview() }
                navigationController.pushViewController(compose, animated: true)
            }
            private func showIntro() {
                navigationController.pushViewController(IntroViewController(), animated: false)
            }
            private func showReview() {
                let review = ReviewViewController()
                review.onSend = { [weak self] in self?.done() }
                navigationController.pushViewController(review, animated: true)
            }
            private func done() {
                \(style.pop)
                onEnd?()
            }
        }

        \(sceneDelegateStarting("HomeCoordinator"))
        """
    }

    @Test(arguments: startingTops)
    func aChildPoppingBackToTheTopItStartedOnUnwinds(style: StartingTop) throws {
        let draft = try extract(["App.swift": Self.startingTopApp(style)])
        let text = lines(draft)
        let done = try handler("func done", of: "ComposeCoordinator", in: text)
        let cannotName = "pops back to a view controller the model cannot name"
        if style.unwinds {
            #expect(done.contains("unwind"), "\(draft.scenario)")
            #expect(!draft.scenario.contains(cannotName))
            // Sending pops both screens and ends the child; UIKit's back leaves it a child.
            let result = try check(draft)
            let violated = result.verdicts.filter { $0.violation != nil }
            #expect(violated.map(\.name) == ["no-leaks"], "\(draft.scenario)")
            #expect(violated.first?.violation?.trace.labels(in: result.scenario) == ["HomeViewController.onCompose", "back"])
        } else {
            #expect(!done.contains("unwind"), "\(draft.scenario)")
            #expect(draft.scenario.contains(cannotName))
        }
    }
}
