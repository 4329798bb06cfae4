import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A closure a coordinator hands over as a value rather than assigning it to a property: an
/// argument of the screen's initializer, of its view model's (wrapped there in a button
/// model the screen's action calls), or a `UIAction` in the data a screen is made from. It is
/// an event of the screen it reaches, named after the parameter that took it. Written three
/// ways, each under two sets of names.
extension ExtractTests {
    struct HandedClosureStyle: Sendable, CustomTestStringConvertible {
        var name: String
        /// Declarations of the screen `SCREEN` and what it is made from; `EVENT` names the
        /// parameter the closure is handed to.
        var declarations: String
        /// The expression making the screen, `BODY` standing for the closure's statements.
        var making: String
        var testDescription: String { name }
    }

    static let handedClosureStyles = [
        HandedClosureStyle(name: "screen initializer argument", declarations: """
            final class SCREEN: UIViewController {
                private let EVENT: () -> Void
                init(EVENT: @escaping () -> Void) {
                    self.EVENT = EVENT
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func buttonTapped() { EVENT() }
            }
            """, making: "SCREEN(EVENT: { [weak self] in BODY })"),
        HandedClosureStyle(name: "view model trailing closure, wrapped", declarations: """
            struct ButtonModel {
                let title: String
                let action: () -> Void
            }
            struct SCREENModel {
                let primary: ButtonModel
                init(title: String, EVENT: @escaping () -> Void) {
                    primary = ButtonModel(title: title) { EVENT() }
                }
            }
            final class SCREEN: UIViewController {
                let viewModel: SCREENModel
                init(viewModel: SCREENModel) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                @IBAction private func primaryTapped(_ sender: Any) { viewModel.primary.action() }
            }
            """, making: "SCREEN(viewModel: SCREENModel(title: \"Go\") { [unowned self] in BODY })"),
        HandedClosureStyle(name: "UIAction in the screen's data", declarations: """
            struct SCREENPage {
                let title: String
                let EVENT: UIAction
            }
            final class SCREEN: UIViewController {
                private let page: SCREENPage
                init(page: SCREENPage) {
                    self.page = page
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UIButton(primaryAction: page.EVENT))
                }
            }
            """, making: "SCREEN(page: SCREENPage(title: \"Hi\", EVENT: UIAction { [weak self] _ in BODY }))"),
    ]

    static func handedClosureApp(_ style: HandedClosureStyle, screen: String, event: String, coordinator: String) -> String {
        let declarations = style.declarations.replacingOccurrences(of: "SCREEN", with: screen).replacingOccurrences(of: "EVENT", with: event)
        let making = style.making.replacingOccurrences(of: "SCREEN", with: screen).replacingOccurrences(of: "EVENT", with: event)
            .replacingOccurrences(of: "BODY", with: style.making.contains("weak self") ? "self?.showHome()" : "self.showHome()")
        return """
        import UIKit

        \(declarations)

        final class HomeViewController: UIViewController {}

        final class \(coordinator) {
            var children: [AnyObject] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }

            func start() {
                let first = \(making)
                navigationController.setViewControllers([first], animated: false)
            }

            func showHome() {
                navigationController.pushViewController(HomeViewController(), animated: true)
            }
        }

        \(delegateStarting(coordinator))
        """
    }

    @Test(arguments: handedClosureStyles)
    func aClosureHandedToWhatAScreenIsMadeFromIsItsEvent(_ style: HandedClosureStyle) throws {
        for (screen, event, coordinator) in [("UnlockViewController", "primaryAction", "AppCoordinator"), ("GateScreen", "proceed", "EntryFlowCoordinator")] {
            let draft = try extract(["App.swift": Self.handedClosureApp(style, screen: screen, event: event, coordinator: coordinator)], name: "handed")
            let text = lines(draft)
            #expect(try handler("on \(screen).\(event)", of: coordinator, in: text) == ["call self.showHome"], "\(style.name): \(draft.scenario)")
            let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
            let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["\(screen).\(event)"])
            #expect(frames[0].snapshot.visibleScreen.map { scenario.screenName($0) } == screen)
            #expect(frames[1].snapshot.visibleScreen.map { scenario.screenName($0) } == "HomeViewController")
        }
    }
}
