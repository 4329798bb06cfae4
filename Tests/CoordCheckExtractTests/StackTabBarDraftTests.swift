import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// The router template's main tabs: after login the app coordinator makes a tab bar, gives it
/// to a child that fills it, and makes it the only screen of its own navigation controller
/// (`router.setRootModule(tabBar, hideBar: true)`); at logout the login screen takes its place
/// on that same stack. The draft puts the tab bar on the stack (`setViewControllers tabs 2`),
/// not in the window's place, so the login flow that follows still has a stack to show on.
/// Written three ways: the tab bar set before the child starts, after it, and assigned to
/// `viewControllers`.
extension ExtractTests {
    static func stackTabBarApp(_ way: Int) -> String {
        let show = way == 2 ? "navigationController.viewControllers = [tabs]" : "navigationController.setViewControllers([tabs], animated: false)"
        return """
        import UIKit

        class Flow {
            var children: [Flow] = []
            var onFinish: (() -> Void)?
            func start() {}
            func run(_ child: Flow) {
                children.append(child)
                child.start()
            }
            func drop(_ child: Flow?) { children.removeAll { $0 === child } }
        }

        final class LoginScreen: UIViewController {
            var onSignIn: (() -> Void)?
            @objc func signInTapped() { onSignIn?() }
        }
        final class FeedScreen: UIViewController {}
        final class SettingsScreen: UIViewController {
            var onLogout: (() -> Void)?
            @objc func logoutTapped() { onLogout?() }
        }

        final class AuthFlow: Flow {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                let login = LoginScreen()
                login.onSignIn = { [weak self] in self?.onFinish?() }
                navigationController.setViewControllers([login], animated: false)
            }
        }
        final class FeedFlow: Flow {
            private let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            override func start() { navigation.setViewControllers([FeedScreen()], animated: false) }
        }
        final class SettingsFlow: Flow {
            private let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            override func start() {
                let settings = SettingsScreen()
                settings.onLogout = { [weak self] in self?.onFinish?() }
                navigation.setViewControllers([settings], animated: false)
            }
        }

        final class MainTabs: Flow {
            private let tabBarController: UITabBarController
            init(tabBarController: UITabBarController) { self.tabBarController = tabBarController }
            override func start() {
                let feed = UINavigationController()
                let settings = UINavigationController()
                tabBarController.setViewControllers([feed, settings], animated: false)
                run(FeedFlow(navigation: feed))
                let settingsFlow = SettingsFlow(navigation: settings)
                settingsFlow.onFinish = { [weak self] in self?.onFinish?() }
                run(settingsFlow)
            }
        }

        final class AppFlow: Flow {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() { runAuth() }
            private func runAuth() {
                let auth = AuthFlow(navigationController: navigationController)
                auth.onFinish = { [weak self, weak auth] in
                    self?.drop(auth)
                    self?.runMain()
                }
                run(auth)
            }
            private func runMain() {
                let tabs = UITabBarController()
                let main = MainTabs(tabBarController: tabs)
                main.onFinish = { [weak self, weak main] in
                    self?.drop(main)
                    self?.runAuth()
                }
                \(way == 0 ? show : "")
                run(main)
                \(way == 0 ? "" : show)
            }
        }

        \(sceneDelegateStarting("AppFlow"))
        """
    }

    @Test(arguments: 0..<3)
    func aTabBarMadeTheRoutersOnlyScreenIsReplacedByTheLoginAtLogout(way: Int) throws {
        let draft = try extract(["App.swift": Self.stackTabBarApp(way)], name: "stack-tab-bar")
        // The creator shows it on its stack; the child it was given fills it there, with its tabs.
        #expect(try handler("func runMain", of: "AppFlow", in: lines(draft)).contains { $0.hasPrefix("setViewControllers tabs") }, "\(draft.scenario)")
        #expect(try handler("on start", of: "MainTabs", in: lines(draft)).first == "setViewControllers tabs 2", "\(draft.scenario)")
        #expect(!draft.scenario.contains("setRoot tabs"), "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(violated)\n\(draft.scenario)")
        #expect(firedCoordinators(result).isSuperset(of: ["AuthFlow", "FeedFlow", "SettingsFlow", "MainTabs"]), "\(draft.scenario)")
        // After the logout, the login screen is the stack's only screen again.
        let frames = try Replayer(scenario: result.scenario, invariants: InvariantCatalog.builtIn)
            .run(labels: ["LoginScreen.onSignIn", "selectTab(2)", "SettingsScreen.onLogout"])
        let last = try #require(frames.last)
        let text = SnapshotText(scenario: result.scenario).lines(for: last.snapshot, previous: nil).joined(separator: "\n")
        #expect(text.contains("window root: LoginScreen(AuthFlow#"), "\(text)\n\(draft.scenario)")
    }
}
