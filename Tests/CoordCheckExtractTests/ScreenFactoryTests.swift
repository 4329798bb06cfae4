import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Flows that get every screen from a factory of the app's declared to return a bare
/// `UIViewController` (`func list(onPick:) -> UIViewController { …; return ListScreen(…) }`)
/// and show it: they make screens and show them, so they are coordinators, and the factory's
/// call is the screen its `return` makes. Written with the screen returned directly, through
/// a local, and as the method's one expression.
extension ExtractTests {
    static let factoryReturns = [
        "        return PickScreen(onPick: onPick)\n",
        "        let screen = PickScreen(onPick: onPick)\n        screen.title = \"Pick\"\n        return screen\n",
        "        PickScreen(onPick: onPick)\n",
    ]

    static func factoryApp(returning pickBody: String) -> String {
        """
        import UIKit

        final class PickScreen: UIViewController {
            private let onPick: () -> Void
            init(onPick: @escaping () -> Void) { self.onPick = onPick; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc private func pickTapped() { onPick() }
        }
        final class SummaryScreen: UIViewController {
            private let onDone: () -> Void
            init(onDone: @escaping () -> Void) { self.onDone = onDone; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc private func doneTapped() { onDone() }
        }

        struct Screens {
            func pick(onPick: @escaping () -> Void) -> UIViewController {
        \(pickBody)    }
            func summary(onDone: @escaping () -> Void) -> UIViewController {
                return SummaryScreen(onDone: onDone)
            }
        }

        final class SummaryFlow {
            var onEnd: (() -> Void)?
            private let screens: Screens
            private let stack: UINavigationController
            init(screens: Screens, stack: UINavigationController) { self.screens = screens; self.stack = stack }
            func run() {
                stack.pushViewController(screens.summary(onDone: { [weak self] in self?.onEnd?() }), animated: true)
            }
        }

        final class PickFlow {
            private let screens = Screens()
            private let stack = UINavigationController()
            private var summary: SummaryFlow?
            func run(in window: UIWindow) {
                let pick = screens.pick(onPick: { [weak self] in self?.showSummary() })
                stack.setViewControllers([pick], animated: false)
                window.rootViewController = stack
            }
            private func showSummary() {
                let flow = SummaryFlow(screens: screens, stack: stack)
                flow.onEnd = { [weak self] in
                    self?.stack.popViewController(animated: true)
                    self?.summary = nil
                }
                summary = flow
                flow.run()
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private let flow = PickFlow()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                self.window = window
                flow.run(in: window)
                window.makeKeyAndVisible()
            }
        }
        """
    }

    @Test(arguments: factoryReturns)
    func aFactoryReturningAViewControllerMakesTheScreenItReturns(pickBody: String) throws {
        let draft = try extract(["App.swift": Self.factoryApp(returning: pickBody)], name: "factory")
        let text = lines(draft)
        #expect(try handler("on start", of: "PickFlow root", in: text).contains("setViewControllers PickScreen"), "\(draft.scenario)")
        #expect(try handler("on start", of: "SummaryFlow parent none", in: text) == ["push SummaryScreen"], "\(draft.scenario)")
        // Back from the summary without its button leaves the summary flow kept: the check says so.
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation, "\(draft.scenario)")
        #expect(leak.trace.labels(in: result.scenario) == ["PickScreen.onPick", "back"])
    }
}
