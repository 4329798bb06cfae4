import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A base class keeping a list of a protocol it does not adopt itself, which its subclasses
/// adopt (`class ParentFlow { var flows: [FlowCoordinator] }`, `final class AppFlow:
/// ParentFlow, FlowCoordinator`): the list is the children, so its helper that appends and
/// runs a child (`launch(_:)`) starts it there, and `drop(_:)` removes it. Before, the list
/// was no children's, every child was started `into none` and never removed.
extension ExtractTests {
    static let subclassKindApp = """
        import UIKit

        protocol FlowCoordinator: AnyObject {
            var done: (() -> Void)? { get set }
            func run()
        }

        class ParentFlow: NSObject {
            private(set) var flows: [FlowCoordinator] = []
            func hold(_ flow: FlowCoordinator) { flows.append(flow) }
            func drop(_ flow: FlowCoordinator) {
                if let index = flows.firstIndex(where: { $0 === flow }) { flows.remove(at: index) }
            }
            func launch(_ flow: FlowCoordinator) {
                hold(flow)
                flow.run()
            }
        }

        final class SignInScreen: UIViewController {
            var onSignedIn: (() -> Void)?
            @objc private func signInTapped() { onSignedIn?() }
        }
        final class HomeScreen: UIViewController {
            var onSignOut: (() -> Void)?
            @objc private func signOutTapped() { onSignOut?() }
        }

        final class SignInFlow: ParentFlow, FlowCoordinator {
            var done: (() -> Void)?
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func run() {
                let screen = SignInScreen()
                screen.onSignedIn = { [weak self] in self?.done?() }
                window.rootViewController = UINavigationController(rootViewController: screen)
            }
        }

        final class HomeFlow: ParentFlow, FlowCoordinator {
            var done: (() -> Void)?
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func run() {
                let screen = HomeScreen()
                screen.onSignOut = { [weak self] in self?.done?() }
                window.rootViewController = UINavigationController(rootViewController: screen)
            }
        }

        final class AppFlow: ParentFlow, FlowCoordinator {
            var done: (() -> Void)?
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func run() {
                showSignIn()
                window.makeKeyAndVisible()
            }
            private func showSignIn() {
                let signIn = SignInFlow(window: window)
                signIn.done = { [weak self, weak signIn] in
                    guard let self, let signIn else { return }
                    self.drop(signIn)
                    self.showHome()
                }
                launch(signIn)
            }
            private func showHome() {
                let home = HomeFlow(window: window)
                home.done = { [weak self, weak home] in
                    guard let self, let home else { return }
                    self.drop(home)
                    self.showSignIn()
                }
                launch(home)
            }
        }

        \(ExtractTests.sceneDelegateStarting(windowed: "AppFlow", by: "run"))
        """

    @Test func aListOfAKindItsSubclassesAreHoldsTheChildren() throws {
        let draft = try extract(["App.swift": Self.subclassKindApp], name: "flows")
        let text = lines(draft)
        #expect(try handler("func showHome", of: "AppFlow root", in: text) == ["start HomeFlow"], "\(draft.scenario)")
        #expect(try handler("func doneOfHomeFlow", of: "AppFlow root", in: text) == ["removeChild caller", "call self.showSignIn"], "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
    }

    /// The same child appended again (`hold(home)`, then `launch(home)`, which holds it too)
    /// is in the list twice: `also self`, the `single-parent` bug, and one copy stays after
    /// `drop(home)`.
    @Test func aChildAppendedTwiceIsThereTwice() throws {
        let app = Self.subclassKindApp.replacingOccurrences(of: "        launch(home)\n", with: "        hold(home)\n        launch(home)\n")
        #expect(app != Self.subclassKindApp)
        let draft = try extract(["App.swift": app], name: "flows")
        let text = lines(draft)
        #expect(try handler("func showHome", of: "AppFlow root", in: text).filter { !$0.hasPrefix("#") } == ["start HomeFlow also self"], "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == ["single-parent", "no-leaks"], "\(draft.scenario)")
    }
}
