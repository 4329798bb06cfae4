import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A method of the coordinator's own reached deeper than the reader follows helpers is a
/// `call`, read apart, not lost; methods that call each other with nothing modelled between to
/// stop them are cut where the cycle closes, with a note, so that the draft runs.
extension ExtractTests {
    static let deepCallsApp = """
    import UIKit

    protocol Coordinator: AnyObject { func start() }
    protocol LaunchStateDelegate: AnyObject { func launchDidFinish() }
    final class LaunchViewController: UIViewController { var onReady: (() -> Void)?; var onUpdate: (() -> Void)? }
    final class HomeViewController: UIViewController {}
    final class UpdateViewController: UIViewController {}

    final class LaunchStateManager {
        weak var delegate: LaunchStateDelegate?
        func handle() { notify() }
        private func notify() { delegate?.launchDidFinish() }
    }

    final class HomeCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.setViewControllers([HomeViewController()], animated: true) }
    }

    final class AppCoordinator: Coordinator, LaunchStateDelegate {
        var children: [Coordinator] = []
        let navigationController: UINavigationController
        let launchState: LaunchStateManager
        private var updateShown = false
        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
            launchState = LaunchStateManager()
            launchState.delegate = self
        }
        func start() {
            let launch = LaunchViewController()
            launch.onReady = { [weak self] in self?.launchState.handle() }
            launch.onUpdate = { [weak self] in self?.showUpdate() }
            navigationController.setViewControllers([launch], animated: false)
        }
        func launchDidFinish() { closeSheets { self.startApplication() } }
        private func closeSheets(completion: @escaping () -> Void) {
            navigationController.dismiss(animated: true, completion: completion)
        }
        private func startApplication() { registerTriggers(); startHome() }
        private func registerTriggers() {}
        private func startHome() { routeHome() }
        private func routeHome() { openHome() }
        private func openHome() { showHome() }
        private func showHome() { presentHome() }
        private func presentHome() { prepareHome() }
        private func prepareHome() {
            let home = HomeCoordinator(navigationController: navigationController)
            children.append(home)
            home.start()
        }
        func showUpdate() {
            if updateShown {
                navigationController.dismiss(animated: false) { self.showUpdate() }
                return
            }
            updateShown = true
            navigationController.present(UpdateViewController(), animated: true)
        }
    }

    \(delegateStarting("AppCoordinator"))
    """

    @Test func aMethodOfItsOwnPastTheDepthFollowedIsACall() throws {
        let draft = try extract(["App.swift": Self.deepCallsApp], name: "deep")
        let text = lines(draft)
        // The screen's closure, the manager's two methods, the delegate method, the helper,
        // the dismissal's completion and the helpers it calls, 10 deep: the method called
        // there is a `call`, then read in full, down to the child it starts.
        let ready = try handler("on LaunchViewController.onReady", of: "AppCoordinator", in: text)
        #expect(ready.contains("dismiss") && ready.last?.hasPrefix("call self.") == true, "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let steps = try Replayer(scenario: scenario, invariants: []).run(labels: ["LaunchViewController.onReady"])
        #expect(steps.last?.snapshot.visibleScreen.map { scenario.screenName($0) } == "HomeViewController", "\(draft.scenario)")
    }

    @Test func methodsCallingEachOtherForeverAreCutWithANote() throws {
        let draft = try extract(["App.swift": Self.deepCallsApp], name: "deep")
        let text = lines(draft)
        // `showUpdate` calls itself from a dismissal's completion, under a flag the model does
        // not track: cut there, with a note; the draft compiles and runs.
        let update = try handler("func showUpdate", of: "AppCoordinator", in: text)
        #expect(!update.contains("call self.showUpdate"), "\(draft.scenario)")
        #expect(update.contains { $0.contains("showUpdate calls showUpdate again before it returns") }, "\(draft.scenario)")
        // (The home screen has no events: its deadlock is the only finding.)
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == ["deadlock"])
    }
}
