import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A routing framework written in the app: a generic base class performs the step its
/// subclasses' `transition(for:)` returns (`case .push(let screen): root.pushViewController(…)`,
/// `case .replaceStack(let screens): root.setViewControllers(…)`). A subclass that keeps no
/// children and shows its screens only through the steps it returns is a coordinator, and a
/// step carries its screens, a list of them too.
extension ExtractTests {
    static let stepNavigatorApp = """
    import UIKit

    protocol Route {}

    enum NavigationStep {
        case push(UIViewController)
        case replaceStack([UIViewController])
        case pop
        case none
    }

    class Navigator<RouteType: Route> {
        let rootViewController: UINavigationController
        private(set) var subNavigators: [AnyObject] = []
        init(rootViewController: UINavigationController) { self.rootViewController = rootViewController }
        func trigger(_ route: RouteType) {
            let step = transition(for: route)
            perform(step)
        }
        func transition(for route: RouteType) -> NavigationStep { .none }
        func perform(_ step: NavigationStep) {
            switch step {
            case .push(let viewController): rootViewController.pushViewController(viewController, animated: true)
            case .replaceStack(let viewControllers): rootViewController.setViewControllers(viewControllers, animated: false)
            case .pop: rootViewController.popViewController(animated: true)
            case .none: break
            }
        }
    }

    enum WelcomeRoute: Route { case welcome, features, done }

    final class WelcomeViewController: UIViewController {
        weak var navigator: WelcomeNavigator?
        @objc func continueTapped() { navigator?.trigger(.features) }
    }
    final class FeaturesViewController: UIViewController {
        weak var navigator: WelcomeNavigator?
        @objc func doneTapped() { navigator?.trigger(.done) }
    }

    final class WelcomeNavigator: Navigator<WelcomeRoute> {
        func start() { trigger(.welcome) }
        override func transition(for route: WelcomeRoute) -> NavigationStep {
            switch route {
            case .welcome:
                let welcome = WelcomeViewController()
                welcome.navigator = self
                return .replaceStack([welcome])
            case .features:
                let features = FeaturesViewController()
                features.navigator = self
                return .push(features)
            case .done:
                return .pop
            }
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var navigator: WelcomeNavigator?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let navigation = UINavigationController()
            navigator = WelcomeNavigator(rootViewController: navigation)
            navigator?.start()
            window = UIWindow(windowScene: scene)
            window?.rootViewController = navigation
            window?.makeKeyAndVisible()
        }
    }
    """

    @Test func aSubclassShowingItsScreensThroughTheStepsItReturnsIsACoordinator() throws {
        let draft = try extract(["App.swift": Self.stepNavigatorApp])
        let text = lines(draft)
        #expect(text.contains { $0.hasPrefix("coordinator WelcomeNavigator") }, "\(draft.scenario)")
        // The list the first step carries, and the screen the second one does.
        let start = try handler("on start", of: "WelcomeNavigator", in: text)
        #expect(start.contains("setViewControllers WelcomeViewController") || start.contains("call self.start"), "\(draft.scenario)")
        #expect(draft.scenario.contains("setViewControllers WelcomeViewController"), "\(draft.scenario)")
        #expect(draft.scenario.contains("push FeaturesViewController"), "\(draft.scenario)")
        #expect(!draft.scenario.contains("setViewControllers(viewControllers, animated: false): not modelled"))
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
    }
}
