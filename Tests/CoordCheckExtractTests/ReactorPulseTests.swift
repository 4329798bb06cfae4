import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A coordinator subscribing to what its screen's reactor publishes through a method of the
/// reactor (ReactorKit's `reactor.pulse(\.$destination)`), the reactor a local of its start or
/// a property it was made with: each case of the destination it switches on is an event of
/// that screen. (A property holding an object of the app, not a publisher, is no subject the
/// coordinator both feeds and observes.)
extension ExtractTests {
    static func reactorPulseApp(stored: Bool) -> String {
        let making = stored ? "" : "let reactor = ListReactor()"
        return """
            import UIKit
            import RxSwift
            import ReactorKit

            final class ListReactor: Reactor {
                enum Action { case select, openSettings }
                enum Mutation { case setDestination(Destination) }
                enum Destination { case detail, settings }
                struct State { @Pulse var destination: Destination? = nil }
                let initialState = State()
                func mutate(action: Action) -> Observable<Mutation> {
                    switch action {
                    case .select: return .just(.setDestination(.detail))
                    case .openSettings: return .just(.setDestination(.settings))
                    }
                }
                func reduce(state: State, mutation: Mutation) -> State {
                    var state = state
                    if case let .setDestination(destination) = mutation { state.destination = destination }
                    return state
                }
            }

            final class ListViewController: UIViewController {
                var reactor: ListReactor?
            }
            final class DetailViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}

            final class ListCoordinator {
                private let navigationController: UINavigationController
                \(stored ? "private let reactor = ListReactor()" : "")
                private let disposeBag = DisposeBag()
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    \(making)
                    let viewController = ListViewController()
                    viewController.reactor = reactor
                    reactor.pulse(\\.$destination)
                        .compactMap { $0 }
                        .subscribe(onNext: { [weak self] destination in self?.navigate(to: destination) })
                        .disposed(by: disposeBag)
                    navigationController.setViewControllers([viewController], animated: false)
                }
                private func navigate(to destination: ListReactor.Destination) {
                    switch destination {
                    case .detail: navigationController.pushViewController(DetailViewController(), animated: true)
                    case .settings: navigationController.present(SettingsViewController(), animated: true)
                    }
                }
            }

            \(sceneDelegateStarting("ListCoordinator"))
            """
    }

    @Test(arguments: [false, true])
    func whatAReactorPulsesIsItsScreensEvents(stored: Bool) throws {
        let draft = try extract(["App.swift": Self.reactorPulseApp(stored: stored)], name: "pulse")
        #expect(!draft.scenario.contains("a subscription to what no view model of a screen publishes"), "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let events = lines(draft).first { $0.hasPrefix("screen ListViewController:") }?.split(separator: ":").last?.split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        #expect(events.count == 2 && events.allSatisfy { $0.hasPrefix("destination") }, "\(draft.scenario)")
        // Each case shows its screen.
        var shown: Set<String> = []
        for event in events {
            let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["ListViewController.\(event)"])
            if let screen = frames.last?.snapshot.visibleScreen.map({ scenario.screenName($0) }) { shown.insert(screen) }
        }
        #expect(shown == ["DetailViewController", "SettingsViewController"], "\(draft.scenario)")
    }
}
