import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A coordinator that moves on when a service it holds tells it to: it makes itself the
/// service's delegate (or gives it a closure) where it is made, a screen's event asks the
/// service to work, and the service calls back — from its method, or from a property's
/// `didSet` when its state changes, with that state. Written three ways, two sets of names.
extension ExtractTests {
    struct ServiceCallbackStyle: Sendable, CustomTestStringConvertible {
        var name: String
        /// The service's members; `CALLBACK` names the callback.
        var service: String
        /// How the coordinator wires itself in its `init`.
        var wiring: String
        /// The coordinator's callback method, if a delegate's.
        var callback: String
        var testDescription: String { name }
    }

    static let serviceCallbackStyles = [
        ServiceCallbackStyle(name: "delegate from didSet", service: """
                weak var delegate: SessionObserving?
                private var state: SessionState = .unknown {
                    didSet { delegate?.CALLBACK(state: state) }
                }
                func evaluate() {
                    guard isReady else { return }
                    state = .signedIn
                }
            """, wiring: "service.delegate = self",
            callback: "func CALLBACK(state: SessionState) {\n        switch state {\n        case .signedIn: showHome()\n        case .unknown: break\n        }\n    }"),
        ServiceCallbackStyle(name: "delegate from the method", service: """
                weak var delegate: SessionObserving?
                func evaluate() {
                    Task { await delegate?.CALLBACK(state: .signedIn) }
                }
            """, wiring: "self.service.delegate = self",
            callback: "func CALLBACK(state: SessionState) {\n        if state == .signedIn { showHome() }\n    }"),
        ServiceCallbackStyle(name: "closure from didSet", service: """
                var CALLBACK: ((SessionState) -> Void)?
                private(set) var state = SessionState.unknown {
                    didSet { CALLBACK?(state) }
                }
                func evaluate() { state = .signedIn }
            """, wiring: "service.CALLBACK = { [weak self] state in\n            guard state == .signedIn else { return }\n            self?.showHome()\n        }",
            callback: ""),
    ]

    static func serviceCallbackApp(_ style: ServiceCallbackStyle, callback: String, service: String) -> String {
        let members = style.service.replacingOccurrences(of: "CALLBACK", with: callback)
        let wiring = style.wiring.replacingOccurrences(of: "CALLBACK", with: callback)
        let method = style.callback.replacingOccurrences(of: "CALLBACK", with: callback)
        return """
        import UIKit

        enum SessionState { case unknown, signedIn }

        protocol SessionObserving: AnyObject {
            func \(callback)(state: SessionState)
        }

        protocol \(service)Type: AnyObject {
            func evaluate()
        }

        final class \(service): \(service)Type {
            var isReady = true
        \(members)
        }

        final class UnlockViewController: UIViewController {
            var onUnlock: (() -> Void)?
            @objc func unlockTapped() { onUnlock?() }
        }
        final class HomeViewController: UIViewController {}

        final class AppCoordinator: SessionObserving {
            var childCoordinators: [AnyObject] = []
            private let navigationController: UINavigationController
            private let service: \(service)Type

            init(navigationController: UINavigationController, service: \(service)) {
                self.navigationController = navigationController
                self.service = service
                \(wiring)
            }

            func start() {
                let unlock = UnlockViewController()
                unlock.onUnlock = { [weak self] in self?.service.evaluate() }
                navigationController.setViewControllers([unlock], animated: false)
            }

            func showHome() {
                navigationController.setViewControllers([HomeViewController()], animated: true)
            }

            \(method)
        }

        \(delegateStarting("AppCoordinator", arguments: ", service: \(service)()"))
        """
    }

    @Test(arguments: serviceCallbackStyles)
    func aServiceCallingBackMovesTheCoordinatorOn(_ style: ServiceCallbackStyle) throws {
        for (callback, service) in [("sessionDidChange", "SessionService"), ("didUpdate", "QualifyingWorker")] {
            let draft = try extract(["App.swift": Self.serviceCallbackApp(style, callback: callback, service: service)], name: "service")
            let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
            let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["UnlockViewController.onUnlock"])
            #expect(frames[0].snapshot.visibleScreen.map { scenario.screenName($0) } == "UnlockViewController", "\(style.name): \(draft.scenario)")
            #expect(frames[1].snapshot.visibleScreen.map { scenario.screenName($0) } == "HomeViewController", "\(style.name): \(draft.scenario)")
        }
    }
}

/// A trailing closure handed to a method of the app that calls it (`config.check(version) {
/// self?.showHome() }`, `onContinue?()` in its body) runs where it is called.
extension ExtractTests {
    static let trailingClosureApp = """
    import UIKit

    final class ConfigChecker {
        var isOutdated = false
        func check(_ version: String, onContinue: (() -> Void)?) {
            if isOutdated { return }
            onContinue?()
        }
    }
    final class SplashViewController: UIViewController { var onReady: (() -> Void)? }
    final class HomeViewController: UIViewController {}

    final class AppCoordinator {
        var childCoordinators: [AnyObject] = []
        let navigationController: UINavigationController
        private let checker = ConfigChecker()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let splash = SplashViewController()
            splash.onReady = { [weak self] in self?.proceed() }
            navigationController.setViewControllers([splash], animated: false)
        }
        func proceed() {
            checker.check("1.0") { [weak self] in
                self?.navigationController.setViewControllers([HomeViewController()], animated: true)
            }
        }
    }

    \(ExtractTests.delegateStarting("AppCoordinator"))
    """

    @Test func aTrailingClosureHandedToAMethodRunsWhereItIsCalled() throws {
        let draft = try extract(["App.swift": Self.trailingClosureApp], name: "trailing")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["SplashViewController.onReady"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["SplashViewController", "HomeViewController"], "\(draft.scenario)")
    }
}
