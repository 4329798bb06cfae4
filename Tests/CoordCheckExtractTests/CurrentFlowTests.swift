import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Screens that ask a shared navigator to move on, the navigator handing the request to "the
/// current flow" it keeps a weak reference to (`weak var currentFlow: BaseFlow?`, set at
/// launch): `if let flow = currentFlow, flow.startChildFlow(for: scene, from: sender) { return }`,
/// else it shows the screen itself; and to dismiss, `if let flow = currentFlow?.flow(owning:
/// sender) { flow.finish(); return }`, a lookup that answers the flow itself when it owns the
/// screen. The flow is the coordinator whose screen's action reached the navigator: its
/// `startChildFlow` runs (starting the About flow, which presents a sheet), and its answer
/// decides whether the navigator goes on. The About flow never observes the sheet's pull-down:
/// the leak is found by `swipeDismiss`, and Done removes the flow.
extension ExtractTests {
    static func currentFlowApp(handles: String) -> String {
        """
        import UIKit

        enum Scene { case about, list }

        class BaseFlow {
            private(set) var childFlows: [BaseFlow] = []
            weak var parentFlow: BaseFlow?
            let navigator: Navigator
            init(navigator: Navigator) { self.navigator = navigator }
            func run() {}
            func end() { parentFlow?.remove(self) }
            func finish() { end() }
            func start(child: BaseFlow) {
                child.parentFlow = self
                childFlows.append(child)
                child.run()
            }
            func remove(_ child: BaseFlow) { childFlows.removeAll { $0 === child } }
            func startChildFlow(for scene: Scene, from sender: UIViewController) -> Bool { false }
            func owns(_ viewController: UIViewController) -> Bool { false }
            func flow(owning viewController: UIViewController) -> BaseFlow? {
                if owns(viewController) { return self }
                for child in childFlows {
                    if let match = child.flow(owning: viewController) { return match }
                }
                return nil
            }
        }

        final class Navigator {
            weak var currentFlow: BaseFlow?
            func show(_ scene: Scene, sender: UIViewController) {
                if let flow = currentFlow, flow.startChildFlow(for: scene, from: sender) { return }
                sender.navigationController?.pushViewController(ListViewController(navigator: self), animated: true)
            }
            func dismiss(sender: UIViewController) {
                if let flow = currentFlow?.flow(owning: sender) {
                    flow.finish()
                    return
                }
                sender.presentingViewController?.dismiss(animated: true)
            }
        }

        final class ListViewController: UIViewController {
            let navigator: Navigator
            init(navigator: Navigator) {
                self.navigator = navigator
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "About", style: .plain, target: self, action: #selector(aboutTapped))
            }
            @objc func aboutTapped() { navigator.show(.about, sender: self) }
        }

        final class AboutViewController: UIViewController {
            let navigator: Navigator
            init(navigator: Navigator) {
                self.navigator = navigator
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
            }
            @objc func doneTapped() { navigator.dismiss(sender: self) }
        }

        final class AboutFlow: BaseFlow {
            private weak var presenter: UIViewController?
            private var sheet: UINavigationController?
            init(presenter: UIViewController, navigator: Navigator) {
                self.presenter = presenter
                super.init(navigator: navigator)
            }
            override func run() {
                let sheet = UINavigationController(rootViewController: AboutViewController(navigator: navigator))
                self.sheet = sheet
                presenter?.present(sheet, animated: true)
            }
            override func finish() {
                sheet?.presentingViewController?.dismiss(animated: true)
                sheet = nil
                end()
            }
            override func owns(_ viewController: UIViewController) -> Bool {
                guard let sheet else { return false }
                return viewController.navigationController === sheet
            }
        }

        final class HomeFlow: BaseFlow {
            let navigationController = UINavigationController()
            override func run() {
                navigationController.setViewControllers([ListViewController(navigator: navigator)], animated: false)
            }
            override func startChildFlow(for scene: Scene, from sender: UIViewController) -> Bool {
                \(handles)
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let navigator = Navigator()
            var home: HomeFlow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                let home = HomeFlow(navigator: navigator)
                navigator.currentFlow = home
                self.home = home
                home.run()
                window.rootViewController = home.navigationController
                window.makeKeyAndVisible()
                self.window = window
            }
        }
        """
    }

    static let currentFlowHandlers = [
        """
        switch scene {
                case .about:
                    start(child: AboutFlow(presenter: sender, navigator: navigator))
                    return true
                default:
                    return super.startChildFlow(for: scene, from: sender)
                }
        """,
        """
        guard case .about = scene else { return false }
                start(child: AboutFlow(presenter: sender, navigator: navigator))
                return true
        """,
        """
        if case .about = scene {
                    let about = AboutFlow(presenter: sender, navigator: navigator)
                    start(child: about)
                    return true
                }
                return false
        """,
    ]

    @Test(arguments: currentFlowHandlers.indices)
    func theCurrentFlowIsTheCoordinatorWhoseScreenAsked(handles: Int) throws {
        let draft = try extract(["App.swift": Self.currentFlowApp(handles: Self.currentFlowHandlers[handles])], name: "flows")
        let text = lines(draft)
        // The flow starts its child, and the navigator does not go on to push.
        let modelled = { (lines: [String]) in lines.filter { !$0.hasPrefix("#") } }
        #expect(try modelled(handler("on ListViewController.aboutTapped", of: "HomeFlow", in: text)) == ["start AboutFlow"], "\(draft.scenario)")
        // Done finds the About flow, which dismisses its sheet and leaves.
        #expect(try modelled(handler("on AboutViewController.doneTapped", of: "AboutFlow", in: text)) == ["dismiss", "finish"], "\(draft.scenario)")
        #expect(text.contains { $0.contains("assumed: flow is taken to be HomeFlow") }, "\(draft.scenario)")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        #expect(leak?.trace.labels(in: result.scenario) == ["ListViewController.aboutTapped", "swipeDismiss"], "\(draft.scenario)")
        let others = result.verdicts.filter { $0.name != "no-leaks" && $0.violation != nil }.map(\.name)
        #expect(others.isEmpty, "\(draft.scenario)")
    }
}
