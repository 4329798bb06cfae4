import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A closure a creator gives a child's initializer, which the child keeps in a property: called
/// back, it is the creator's code (as a closure set on the child); called for what it makes
/// (`coordinate(to: makeInitial(router))`), each creator's closure is a start case of the child.
extension ExtractTests {
    static let givenClosuresApp = """
    import UIKit

    protocol Coordinator: AnyObject { func start() }
    final class HomeViewController: UIViewController { var onLogin: (() -> Void)?; var onHelp: (() -> Void)? }
    final class LoginViewController: UIViewController { var onDone: (() -> Void)? }
    final class HelpViewController: UIViewController { var onClose: (() -> Void)? }
    final class IntroViewController: UIViewController {}

    final class LoginCoordinator: Coordinator {
        let navigationController: UINavigationController
        private let onFinish: () -> Void
        init(navigationController: UINavigationController, onFinish: @escaping () -> Void) {
            self.navigationController = navigationController
            self.onFinish = onFinish
        }
        func start() {
            let login = LoginViewController()
            login.onDone = { [weak self] in
                self?.navigationController.popViewController(animated: true)
                self?.onFinish()
            }
            navigationController.pushViewController(login, animated: true)
        }
    }

    final class HelpCoordinator: Coordinator {
        let navigationController: UINavigationController
        private let completion: (Bool) -> Void
        init(navigationController: UINavigationController, done: @escaping (Bool) -> Void) {
            self.navigationController = navigationController
            completion = done
        }
        func start() {
            let help = HelpViewController()
            help.onClose = { [weak self] in self?.finish() }
            navigationController.pushViewController(help, animated: true)
        }
        private func finish() {
            navigationController.popViewController(animated: true)
            completion(true)
        }
    }

    final class IntroCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(IntroViewController(), animated: true) }
    }

    /// A generic wrapper: its start makes and starts whatever child its creator's closure makes.
    final class WrapperCoordinator<Child: Coordinator>: Coordinator {
        var children: [Coordinator] = []
        let navigationController: UINavigationController
        private let makeChild: (UINavigationController) -> Child
        init(navigationController: UINavigationController, makeChild: @escaping (UINavigationController) -> Child) {
            self.navigationController = navigationController
            self.makeChild = makeChild
        }
        func start() {
            let child = makeChild(navigationController)
            children.append(child)
            child.start()
        }
    }

    final class AppCoordinator: Coordinator {
        var children: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let home = HomeViewController()
            home.onLogin = { [weak self] in self?.showLogin() }
            home.onHelp = { [weak self] in self?.showHelp() }
            navigationController.setViewControllers([home], animated: false)
        }
        private func showLogin() {
            let login = LoginCoordinator(navigationController: navigationController, onFinish: { [weak self] in
                self?.children.removeAll()
                self?.showIntro()
            })
            children.append(login)
            login.start()
        }
        private func showHelp() {
            let wrapper = WrapperCoordinator(navigationController: navigationController) { navigation in
                HelpCoordinator(navigationController: navigation) { [weak self] _ in self?.children.removeAll() }
            }
            children.append(wrapper)
            wrapper.start()
        }
        private func showIntro() {
            let wrapper = WrapperCoordinator(navigationController: navigationController) { IntroCoordinator(navigationController: $0) }
            children.append(wrapper)
            wrapper.start()
        }
    }

    \(delegateStarting("AppCoordinator"))
    """

    @Test func aClosureTheInitializerKeepsIsTheCreatorsCallback() throws {
        let draft = try extract(["App.swift": Self.givenClosuresApp], name: "given")
        let text = lines(draft)
        // Called as `self?.onFinish()`, and as `completion(true)` from a method of the child,
        // under a property named apart from the parameter.
        #expect(try handler("on LoginViewController.onDone", of: "LoginCoordinator", in: text) == ["pop", "call AppCoordinator.onFinishOfLoginCoordinator"])
        #expect(try handler("func onFinishOfLoginCoordinator", of: "AppCoordinator", in: text) == ["removeAllChildren", "call self.showIntro"])
        // (`completion(true)` to a closure that ignores what it is passed: one method.)
        #expect(try handler("func finishMethod", of: "HelpCoordinator", in: text) == ["pop", "call AppCoordinator.completionOfHelpCoordinator"], "\(draft.scenario)")
        // (Given inside the closure the wrapper runs: still the app coordinator's code.)
        #expect(try handler("func completionOfHelpCoordinator", of: "AppCoordinator", in: text) == ["removeAllChildren"])
    }

    @Test func aClosureEachCreatorGivesForWhatItMakesIsAStartCase() throws {
        let draft = try extract(["App.swift": Self.givenClosuresApp], name: "given")
        let text = lines(draft)
        // The wrapper's start runs its creator's closure: one case per closure, named after
        // what it makes; each creator starts the case of its own closure.
        #expect(text.filter { $0.hasPrefix("on start.") } == ["on start.HelpCoordinator", "on start.IntroCoordinator"], "\(draft.scenario)")
        #expect(try handler("on start.HelpCoordinator", of: "WrapperCoordinator", in: text) == ["start HelpCoordinator"])
        #expect(try handler("on start.IntroCoordinator", of: "WrapperCoordinator", in: text) == ["start IntroCoordinator"])
        #expect(try handler("func showHelp", of: "AppCoordinator", in: text) == ["start WrapperCoordinator case HelpCoordinator"])
        #expect(try handler("func showIntro", of: "AppCoordinator", in: text) == ["start WrapperCoordinator case IntroCoordinator"])
        #expect(!draft.scenario.contains("makeChildOf"), "\(draft.scenario)")
        // Both wrapped children are reached: login, done, then the intro's screen shows.
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let steps = try Replayer(scenario: scenario, invariants: []).run(labels: ["HomeViewController.onLogin", "LoginViewController.onDone"])
        #expect(steps.last?.snapshot.visibleScreen.map { scenario.screenName($0) } == "IntroViewController")
        let help = try Replayer(scenario: scenario, invariants: []).run(labels: ["HomeViewController.onHelp"])
        #expect(help.last?.snapshot.visibleScreen.map { scenario.screenName($0) } == "HelpViewController")
    }
}
