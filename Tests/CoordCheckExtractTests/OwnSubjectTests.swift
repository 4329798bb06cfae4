import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A coordinator that drives itself through a subject it stores: it subscribes in its
/// `init` (or a setup method) and emits a state (`states.onNext(.ready)`, `send`, `accept`);
/// the subscription's closure runs at once with that value, and a `switch` on it takes the
/// case emitted. Written three ways: RxSwift's subject, Combine's, an Rx relay.
extension ExtractTests {
    struct SubjectStyle: Sendable, CustomTestStringConvertible {
        var name: String
        var imports: String
        /// The stored subject's declaration, `NAME` standing for its name.
        var declaration: String
        /// The subscription, `NAME` for the subject and `BODY` for the switch.
        var subscription: String
        /// The emitting call's method.
        var emit: String
        var testDescription: String { name }
    }

    static let subjectStyles = [
        SubjectStyle(name: "RxSwift subject", imports: "import RxSwift", declaration: "private let NAME = PublishSubject<Phase>()\n    private let bag = DisposeBag()",
                     subscription: "NAME.subscribe(onNext: { [weak self] phase in\n            guard let self = self else { return }\n            BODY\n        }).disposed(by: bag)",
                     emit: "onNext"),
        SubjectStyle(name: "Combine subject", imports: "import Combine", declaration: "let NAME = PassthroughSubject<Phase, Never>()\n    var cancellables = Set<AnyCancellable>()",
                     subscription: "self.NAME\n            .receive(on: DispatchQueue.main)\n            .sink { [unowned self] phase in\n            BODY\n        }\n        .store(in: &cancellables)",
                     emit: "send"),
        SubjectStyle(name: "Rx relay", imports: "import RxRelay\nimport RxSwift", declaration: "private let NAME = PublishRelay<Phase>()\n    private let bag = DisposeBag()",
                     subscription: "NAME.observe(on: MainScheduler.instance).bind(onNext: { [weak self] phase in\n            guard let self else { return }\n            BODY\n        }).disposed(by: bag)",
                     emit: "accept"),
    ]

    static func ownSubjectApp(_ style: SubjectStyle, subject: String) -> String {
        let body = """
        switch phase {
                    case .loading: self.showLoading()
                    case .welcome(let animated): self.showWelcome(animated: animated)
                    case .ready: self.showHome()
                    }
        """
        let subscription = style.subscription.replacingOccurrences(of: "NAME", with: subject).replacingOccurrences(of: "BODY", with: body)
        return """
        import UIKit
        \(style.imports)

        enum Phase {
            case loading
            case welcome(animated: Bool)
            case ready
        }

        final class LoadingViewController: UIViewController {}
        final class WelcomeViewController: UIViewController {}
        final class HomeViewController: UIViewController {
            var onSignOut: (() -> Void)?
            @objc func signOutTapped() { onSignOut?() }
        }

        final class ShellCoordinator {
            var flows: [AnyObject] = []
            private let navigation = UINavigationController()
            \(style.declaration.replacingOccurrences(of: "NAME", with: subject))
            let window: UIWindow

            init(window: UIWindow) {
                self.window = window
                wire()
            }

            private func wire() {
                \(subscription)
            }

            func begin() {
                window.rootViewController = navigation
                \(subject).\(style.emit)(.loading)
                \(subject).\(style.emit)(Phase.ready)
            }

            func showLoading() { navigation.setViewControllers([LoadingViewController()], animated: false) }
            func showWelcome(animated: Bool) { navigation.setViewControllers([WelcomeViewController()], animated: animated) }
            func showHome() {
                let home = HomeViewController()
                home.onSignOut = { [weak self] in self?.\(subject).\(style.emit)(Phase.welcome(animated: true)) }
                navigation.setViewControllers([home], animated: true)
            }
        }

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var shell: ShellCoordinator?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow()
                self.window = window
                let shell = ShellCoordinator(window: window)
                self.shell = shell
                shell.begin()
                window.makeKeyAndVisible()
                return true
            }
        }
        """
    }

    @Test(arguments: subjectStyles)
    func emittingOnItsOwnSubjectRunsTheSubscriptionWithTheValue(_ style: SubjectStyle) throws {
        for subject in ["phases", "stateSubject"] {
            let draft = try extract(["App.swift": Self.ownSubjectApp(style, subject: subject)], name: "subjects")
            let text = lines(draft)
            let start = try handler("on start", of: "ShellCoordinator", in: text)
            #expect(start == ["setRoot stack", "call self.showLoading", "call self.showHome"], "\(style.name), \(subject): \(draft.scenario)")
            #expect(try handler("on HomeViewController.onSignOut", of: "ShellCoordinator", in: text) == ["call self.showWelcome"], "\(draft.scenario)")
            #expect(!draft.scenario.contains("a subscription to what no view model of a screen publishes"), "\(draft.scenario)")
            // Launch shows the home screen, and signing out leads to the welcome screen.
            let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
            let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["HomeViewController.onSignOut"])
            #expect(frames[0].snapshot.visibleScreen.map { scenario.screenName($0) } == "HomeViewController")
            #expect(frames[1].snapshot.visibleScreen.map { scenario.screenName($0) } == "WelcomeViewController")
        }
    }
}
