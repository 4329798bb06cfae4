import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A loop over self's children whose body takes each out (`for flow in flows { release(flow)
/// }`, the removal in a helper or written in the loop): every child goes
/// (`removeAllChildren`). Before, the element was unknown and the removal was not modelled:
/// the signed-out app kept its home flow, a leak the app does not have.
extension ExtractTests {
    static let sweepBodies = [
        "            release(flow)\n",
        "            flows.removeAll { $0 === flow }\n",
    ]

    static func childSweepApp(body: String) -> String {
        """
        import UIKit

        protocol Flow: AnyObject {
            func begin()
        }

        final class HomeScreen: UIViewController {
            var onSignOut: (() -> Void)?
            @objc private func signOutTapped() { onSignOut?() }
        }
        final class SignInScreen: UIViewController {
            var onSignIn: (() -> Void)?
            @objc private func signInTapped() { onSignIn?() }
        }

        final class HomeFlow: Flow {
            var onSignOut: (() -> Void)?
            private let stack: UINavigationController
            init(stack: UINavigationController) { self.stack = stack }
            func begin() {
                let home = HomeScreen()
                home.onSignOut = { [weak self] in self?.onSignOut?() }
                stack.setViewControllers([home], animated: false)
            }
        }

        final class AppFlow: Flow {
            private let window: UIWindow
            private var flows: [Flow] = []
            init(window: UIWindow) { self.window = window }
            func begin() {
                showSignIn()
                window.makeKeyAndVisible()
            }
            private func showSignIn() {
                let signIn = SignInScreen()
                signIn.onSignIn = { [weak self] in self?.showHome() }
                window.rootViewController = UINavigationController(rootViewController: signIn)
            }
            private func showHome() {
                let stack = UINavigationController()
                window.rootViewController = stack
                let home = HomeFlow(stack: stack)
                home.onSignOut = { [weak self] in self?.signOut() }
                flows.append(home)
                home.begin()
            }
            private func signOut() {
                for flow in flows {
        \(body)        }
                showSignIn()
            }
            private func release(_ flow: Flow) {
                flows.removeAll { $0 === flow }
            }
        }

        \(ExtractTests.sceneDelegateStarting(windowed: "AppFlow", by: "begin"))
        """
    }

    @Test(arguments: sweepBodies)
    func aLoopTakingEachChildOutEmptiesTheChildren(body: String) throws {
        let draft = try extract(["App.swift": Self.childSweepApp(body: body)], name: "sweep")
        let text = lines(draft)
        #expect(try handler("func signOut", of: "AppFlow root", in: text).filter { !$0.hasPrefix("#") } == ["removeAllChildren", "call self.showSignIn"], "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map(\.name)
        #expect(!violated.contains("no-leaks"), "\(violated)\n\(draft.scenario)")
    }
}
