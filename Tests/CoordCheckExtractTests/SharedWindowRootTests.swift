import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A root coordinator swapping flows through one helper that sets the window's root either
/// at once or inside `UIView.transition(with:…, animations:)`, after the new flow started on
/// its new stack: every way sets the same root, so the draft sets it before the flow starts,
/// and the launch's two ways (the window had a root or not) are one launch case.
extension ExtractTests {
    static func sharedWindowRootApp(guarded: Bool) -> String {
        let setRoot = guarded ? """
                    guard animated, window.rootViewController != nil else {
                        window.rootViewController = viewController
                        return
                    }
                    UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: { [window] in
                        window.rootViewController = viewController
                    })
            """ : """
                    if animated {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            self.window.rootViewController = viewController
                        })
                    } else {
                        window.rootViewController = viewController
                    }
            """
        return """
            import UIKit

            final class LoginViewController: UIViewController { var onLogin: (() -> Void)? }
            final class HomeViewController: UIViewController { var onLogout: (() -> Void)? }

            final class LoginFlow {
                var onFinish: (() -> Void)?
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let login = LoginViewController()
                    login.onLogin = { [weak self] in self?.onFinish?() }
                    navigationController.setViewControllers([login], animated: false)
                }
            }
            final class HomeFlow {
                var onLogout: (() -> Void)?
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let home = HomeViewController()
                    home.onLogout = { [weak self] in self?.onLogout?() }
                    navigationController.setViewControllers([home], animated: false)
                }
            }

            final class AppFlow {
                private let window: UIWindow
                private var children: [AnyObject] = []
                init(window: UIWindow) { self.window = window }
                func start() {
                    if UserDefaults.standard.string(forKey: "token") != nil {
                        showHome(animated: false)
                    } else {
                        showLogin(animated: false)
                    }
                    window.makeKeyAndVisible()
                }
                private func showLogin(animated: Bool) {
                    let navigationController = UINavigationController()
                    let flow = LoginFlow(navigationController: navigationController)
                    flow.onFinish = { [weak self, weak flow] in
                        self?.children.removeAll { $0 === flow }
                        self?.showHome(animated: true)
                    }
                    children.append(flow)
                    flow.start()
                    setRoot(navigationController, animated: animated)
                }
                private func showHome(animated: Bool) {
                    let navigationController = UINavigationController()
                    let flow = HomeFlow(navigationController: navigationController)
                    flow.onLogout = { [weak self, weak flow] in
                        self?.children.removeAll { $0 === flow }
                        self?.showLogin(animated: true)
                    }
                    children.append(flow)
                    flow.start()
                    setRoot(navigationController, animated: animated)
                }
                private func setRoot(_ viewController: UIViewController, animated: Bool) {
            \(setRoot)
                }
            }

            \(delegateStarting(windowed: "AppFlow"))
            """
    }

    @Test(arguments: [true, false])
    func aWindowRootEveryWaySetsIsSetBeforeTheFlowStarts(guarded: Bool) throws {
        let draft = try extract(["App.swift": Self.sharedWindowRootApp(guarded: guarded)], name: "sharedroot")
        let text = lines(draft)
        #expect(try handler("func onFinishOfLoginFlow", of: "AppFlow root", in: text) == ["removeChild caller", "setRoot stack", "start HomeFlow"], "\(draft.scenario)")
        #expect(try handler("func onLogoutOfHomeFlow", of: "AppFlow root", in: text) == ["removeChild caller", "setRoot stack", "start LoginFlow"], "\(draft.scenario)")
        #expect(text.filter { $0.hasPrefix("on launch.") }.count == 2, "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
    }
}
