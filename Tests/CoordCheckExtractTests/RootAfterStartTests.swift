import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child that fills a navigation controller of its own in its start, made the window's root
/// only after (`auth.begin(); window.rootViewController = auth.navigationController`, or
/// through a helper swapping the root in a transition), in a launch case: the window shows
/// what the start put there, so the draft sets the root first and starts the child on it.
/// Before, the root was set after the start, to a new empty stack, and that launch showed
/// nothing.
extension ExtractTests {
    static let rootSwaps = [
        "        window.rootViewController = auth.navigationController\n",
        "        swapRoot(to: auth.navigationController)\n",
    ]

    static func rootAfterStartApp(swap: String) -> String {
        """
        import UIKit

        final class SignInScreen: UIViewController {
            var onForgot: (() -> Void)?
            @objc private func forgotTapped() { onForgot?() }
        }
        final class ResetScreen: UIViewController {}
        final class WaitScreen: UIViewController {}
        final class Session {
            static let shared = Session()
            var isSignedIn = false
            func restore() async {}
        }

        final class SignInFlow {
            weak var owner: AppFlow?
            let navigationController = UINavigationController()
            func begin() {
                let screen = SignInScreen()
                screen.onForgot = { [weak self] in
                    self?.navigationController.pushViewController(ResetScreen(), animated: true)
                }
                navigationController.setViewControllers([screen], animated: false)
            }
        }

        final class AppFlow {
            private let window: UIWindow
            private var flows: [AnyObject] = []
            init(window: UIWindow) { self.window = window }
            func begin() {
                window.rootViewController = WaitScreen()
                window.makeKeyAndVisible()
                Task {
                    await Session.shared.restore()
                    route()
                }
            }
            private func route() {
                if Session.shared.isSignedIn {
                    showHome()
                } else {
                    showSignIn()
                }
            }
            private func showHome() {
                let home = UINavigationController(rootViewController: ResetScreen())
                window.rootViewController = home
                window.makeKeyAndVisible()
            }
            private func showSignIn() {
                let auth = SignInFlow()
                auth.owner = self
                flows.append(auth)
                auth.begin()
        \(swap)        window.makeKeyAndVisible()
            }
            private func swapRoot(to controller: UIViewController) {
                UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                    self.window.rootViewController = controller
                })
            }
        }

        \(ExtractTests.sceneDelegateStarting(windowed: "AppFlow", by: "begin"))
        """
    }

    @Test(arguments: rootSwaps)
    func aChildsStackMadeTheRootAfterItsStartIsWhereItStarts(swap: String) throws {
        let draft = try extract(["App.swift": Self.rootAfterStartApp(swap: swap)], name: "rootafter")
        let text = lines(draft)
        let start = try handler("on launch.other", of: "AppFlow root", in: text).filter { !$0.hasPrefix("#") }
        #expect(start == ["setRoot stack", "start SignInFlow"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["launch.other", "SignInScreen.onForgot"])
        #expect(frames.last?.snapshot.visibleScreen.map { scenario.screenName($0) } == "ResetScreen", "\(draft.scenario)")
    }
}
