import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// An app in RxFlow's style: flows whose `navigate(to:)` cases are its routes, a root flow
/// coordinated at launch with a stepper's initial step, a tab bar flow whose tabs are child
/// flows contributed with `OneStepper`s, view models emitting steps, a flow presented in a
/// sheet that ends itself, and a flow whose root is embedded in a screen.
extension ExtractTests {
    static let flows = """
import UIKit
import RxFlow
import RxCocoa

enum AppStep: Step { case home, detail(Int), compose, composed, embedded }

class MainFlow: Flow {
    var root: Presentable { rootViewController }
    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .home: return showTabs()
        default: return .none
        }
    }

    private func showTabs() -> FlowContributors {
        let tabs = TabsFlow()
        Flows.use(tabs, when: .created) { [unowned self] root in
            self.rootViewController.pushViewController(root, animated: false)
        }
        return .one(flowContributor: .contribute(withNextPresentable: tabs, withNextStepper: OneStepper(withSingleStep: AppStep.home)))
    }
}

class TabsFlow: Flow {
    var root: Presentable { rootViewController }
    let rootViewController = UITabBarController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .home:
            let feed = FeedFlow()
            let more = MoreFlow()
            Flows.use(feed, more, when: .created) { (feedRoot: UINavigationController, moreRoot: UINavigationController) in
                self.rootViewController.setViewControllers([feedRoot, moreRoot], animated: false)
            }
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: feed, withNextStepper: OneStepper(withSingleStep: AppStep.home)),
                .contribute(withNextPresentable: more, withNextStepper: MoreStepper()),
            ])
        default:
            return .none
        }
    }
}

class FeedFlow: Flow {
    var root: Presentable { rootViewController }
    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .home:
            let viewController = FeedViewController()
            viewController.viewModel = FeedViewModel()
            rootViewController.pushViewController(viewController, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel))
        case .detail:
            rootViewController.pushViewController(DetailViewController(), animated: true)
            return .none
        case .compose:
            let compose = ComposeFlow()
            Flows.use(compose, when: .created) { [unowned self] root in
                self.rootViewController.present(root, animated: true)
            }
            return .one(flowContributor: .contribute(withNextPresentable: compose, withNextStepper: OneStepper(withSingleStep: AppStep.compose)))
        case .composed:
            rootViewController.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }
}

class ComposeFlow: Flow {
    var root: Presentable { rootViewController }
    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .compose:
            let viewController = ComposeViewController()
            rootViewController.pushViewController(viewController, animated: false)
            return .one(flowContributor: .contribute(withNext: viewController))
        case .composed:
            return .end(forwardToParentFlowWithStep: AppStep.composed)
        default:
            return .none
        }
    }
}

class MoreFlow: Flow {
    var root: Presentable { rootViewController }
    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .home:
            let viewController = MoreViewController()
            rootViewController.pushViewController(viewController, animated: false)
            let embedded = EmbeddedFlow()
            Flows.use(embedded, when: .ready) { root in viewController.child = root }
            return .one(flowContributor: .contribute(withNextPresentable: embedded, withNextStepper: OneStepper(withSingleStep: AppStep.embedded)))
        default:
            return .none
        }
    }
}

class EmbeddedFlow: Flow {
    var root: Presentable { rootViewController }
    private let rootViewController = UINavigationController()
    func navigate(to step: Step) -> FlowContributors {
        guard case .embedded = step as? AppStep else { return .none }
        rootViewController.pushViewController(EmbeddedViewController(), animated: false)
        return .none
    }
}

class EmbeddedViewController: UIViewController {}

class MoreStepper: Stepper {
    let steps = PublishRelay<Step>()
    var initialStep: Step { return AppStep.home }
}

class FeedViewModel: Stepper {
    let steps = PublishRelay<Step>()
    func pick(_ id: Int) { steps.accept(AppStep.detail(id)) }
    func compose() { self.steps.accept(AppStep.compose) }
}

class FeedViewController: UIViewController { var viewModel: FeedViewModel! }
class DetailViewController: UIViewController {}
class ComposeViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
    @objc func doneTapped() { steps.accept(AppStep.composed) }
}
class MoreViewController: UIViewController { var child: UIViewController? }

class AppStepper: Stepper {
    let steps = PublishRelay<Step>()
    var initialStep: Step { AppStep.home }
}

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = FlowCoordinator()
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard let window = self.window else { return false }
        let mainFlow = MainFlow()
        Flows.use(mainFlow, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        coordinator.coordinate(flow: mainFlow, with: AppStepper())
        return true
    }
}
"""

    @Test func flowsAreCoordinatorsAndStepsAreTheirRoutes() throws {
        let draft = try extract(["App.swift": Self.flows], name: "flows")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        // Launch: the root flow's root is the window's, its first step shows the tab bar flow,
        // whose root tab bar is the window's (with a note) and whose tabs start at their steps.
        #expect(try handler("on start", of: "MainFlow root") == ["setRoot stack", "start TabsFlow"])
        #expect(try handler("on start", of: "TabsFlow") == [
            "# coordcheck: assumed: TabsFlow's root is a tab bar: modelled as the window's root",
            "setRoot tabs 2", "start FeedFlow in tab 1", "start MoreFlow in tab 2",
        ])
        #expect(try handler("on start", of: "FeedFlow") == ["push FeedViewController"])
        // A stepper class's `initialStep`.
        #expect(try handler("on start", of: "MoreFlow").first == "push MoreViewController")
        // A flow's root a screen is given (`Flows.use(embedded) { root in viewController.child = root }`): embedded there.
        #expect(try handler("on start", of: "MoreFlow").last == "start EmbeddedFlow in embed")
        #expect(try handler("on start", of: "EmbeddedFlow") == ["push EmbeddedViewController"])
        // Steps a screen's view model (or the screen) emits are its events.
        #expect(text.contains("screen FeedViewController: detail, compose"))
        #expect(try handler("on FeedViewController.detail", of: "FeedFlow") == ["push DetailViewController"])
        #expect(try handler("on FeedViewController.compose", of: "FeedFlow") == ["start ComposeFlow in modal"])
        #expect(try handler("on ComposeViewController.composed", of: "ComposeFlow") == ["finish", "call parent.composed"])
        #expect(try handler("func composed", of: "FeedFlow") == ["dismiss"])
        // RxFlow ends a flow whose root is dismissed: a pull-down removes it.
        #expect(try handler("on swipeDismiss", of: "ComposeFlow") == ["finish"])
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == [])
    }
}
