import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child that pushes one screen type again and again (a tour's steps) on its creator's stack,
/// and a creator that is the stack's navigation delegate: its `didShow` looks the popped
/// screen's child up among its children by that very instance (`children.firstIndex(where: {
/// $0.rootViewController === from })`, no type named) and takes it out. Back from a later step
/// leaves the child (it still shows its first step); back from the first step ends it. Before,
/// the index lookup was no removal (a leak the app does not have), and a removal on every step
/// popped would have ended the child under its first step (an orphan the app does not have).
extension ExtractTests {
    struct StepsWay: Sendable, CustomTestStringConvertible {
        var name: String
        /// The child's property holding its first screen, the creator's children, the lookup
        /// and removal in `didShow` (`from` the popped screen), how a step asks for the next.
        var root: String, children: String, removal: String
        var combine: Bool
        var testDescription: String { name }
    }

    static let stepsWays = [
        StepsWay(name: "firstIndex, remove(at:)", root: "rootViewController", children: "children", removal: """
                    if let index = children.firstIndex(where: { $0.rootViewController === from }) {
                        children.remove(at: index)
                    }
            """, combine: false),
        StepsWay(name: "first(where:), a helper removing it", root: "firstScreen", children: "flows", removal: """
                    if let flow = flows.first(where: { $0.firstScreen === from }) {
                        release(flow)
                    }
            """, combine: true),
        StepsWay(name: "guard lastIndex", root: "entry", children: "running", removal: """
                    guard let index = running.lastIndex(where: { $0.entry === from }) else { return }
                    running.remove(at: index)
            """, combine: false),
    ]

    static func stepsApp(_ way: StepsWay, delegate: Bool = true, removal: String? = nil) -> String {
        let next = way.combine
            ? "step.next.sink { [weak self] in self?.showStep(page + 1) }.store(in: &bag)"
            : "step.onNext = { [weak self] in self?.showStep(page + 1) }"
        return """
        import UIKit
        import Combine

        protocol Flow: AnyObject {
            var \(way.root): UIViewController? { get }
            func begin()
        }

        final class HomeScreen: UIViewController {
            var onTour: (() -> Void)?
            @objc private func tourTapped() { onTour?() }
        }

        final class StepScreen: UIViewController {
            let page: Int
            var onNext: (() -> Void)?
            let next = PassthroughSubject<Void, Never>()
            init(page: Int) { self.page = page; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
            @objc private func nextTapped() { onNext?(); next.send() }
        }

        final class TourFlow: Flow {
            private let stack: UINavigationController
            private var bag = Set<AnyCancellable>()
            private(set) var \(way.root): UIViewController?
            init(stack: UINavigationController) { self.stack = stack }
            func begin() {
                let step = makeStep(0)
                \(way.root) = step
                stack.pushViewController(step, animated: true)
            }
            private func showStep(_ page: Int) {
                stack.pushViewController(makeStep(page), animated: true)
            }
            private func makeStep(_ page: Int) -> StepScreen {
                let step = StepScreen(page: page)
                \(next)
                return step
            }
        }

        final class HomeFlow: NSObject, Flow, UINavigationControllerDelegate {
            private var \(way.children): [Flow] = []
            private let stack: UINavigationController
            var \(way.root): UIViewController? { stack.viewControllers.first }
            init(stack: UINavigationController) { self.stack = stack }
            func begin() {
                \(delegate ? "stack.delegate = self" : "")
                let home = HomeScreen()
                home.onTour = { [weak self] in self?.showTour() }
                stack.setViewControllers([home], animated: false)
            }
            private func showTour() {
                let tour = TourFlow(stack: stack)
                \(way.children).append(tour)
                tour.begin()
            }
            private func release(_ flow: Flow) {
                \(way.children).removeAll { $0 === flow }
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                      !navigationController.viewControllers.contains(from) else { return }
        \(removal ?? way.removal)
            }
        }

        \(sceneDelegateStarting(windowed: "AppFlow", by: "begin"))

        final class AppFlow {
            private let window: UIWindow
            private var home: HomeFlow?
            init(window: UIWindow) { self.window = window }
            func begin() {
                let stack = UINavigationController()
                let home = HomeFlow(stack: stack)
                self.home = home
                home.begin()
                window.rootViewController = stack
                window.makeKeyAndVisible()
            }
        }
        """
    }

    func violations(_ result: CheckResult) -> [String] {
        result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
    }

    @Test(arguments: stepsWays)
    func aChildFoundByItsFirstStepLeavesWhenThatStepIsPopped(_ way: StepsWay) throws {
        let draft = try extract(["App.swift": Self.stepsApp(way)], name: "steps")
        let text = lines(draft)
        #expect(try handler("func navigationControllerDidShow", of: "HomeFlow", in: text) == ["if child caller: removeChild caller"], "\(draft.scenario)")
        #expect(try handler("on StepScreen.back", of: "TourFlow parent none", in: text) == ["pop", "if not showing: call HomeFlow.navigationControllerDidShow"],
                "\(draft.scenario)")
        let result = try check(draft)
        #expect(violations(result).isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).contains("TourFlow"))
    }

    /// Without the delegate, back from the first step leaves the tour behind.
    @Test func withoutTheDelegateTheTourStays() throws {
        let draft = try extract(["App.swift": Self.stepsApp(Self.stepsWays[0], delegate: false)], name: "steps")
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation, "\(draft.scenario)")
        #expect(leak.trace.labels(in: result.scenario) == ["HomeScreen.onTour", "back"])
    }

    /// A `didShow` taking out the tour whenever a step goes: back from the second step ends
    /// the tour under its first step, an orphan.
    @Test func aRemovalOnEveryStepOrphansTheFirst() throws {
        let removal = """
                    if from is StepScreen {
                        children.removeAll { $0 is TourFlow }
                    }
            """
        let draft = try extract(["App.swift": Self.stepsApp(Self.stepsWays[0], removal: removal)], name: "steps")
        let result = try check(draft)
        let orphan = try #require(result.verdicts.first { $0.name == "no-orphans" }?.violation, "\(violations(result))\n\(draft.scenario)")
        #expect(orphan.trace.labels(in: result.scenario).suffix(2) == ["StepScreen.onNext", "back"], "\(draft.scenario)")
    }
}
