import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Objects a coordinator binds to itself and hands to its screen — a toolbar decorator
/// declared inside the coordinator's extension (`decorator.coordinator = self`), a menu
/// builder made with it (`MenuBuilder(owner: self)`): the `UIAction`s their methods make are
/// the screen's events, once each (not also as the object's calls to the coordinator), when
/// they do something the scenario models (copying is none).
extension ExtractTests {
    static let boundActionApp = """
    import UIKit

    protocol ListToolbarDecorator: AnyObject {
        func toolbarItems() -> [UIBarButtonItem]
    }

    final class ListViewController: UIViewController {
        private let toolbarDecorator: ListToolbarDecorator
        private let menuBuilder: MenuBuilder
        init(toolbarDecorator: ListToolbarDecorator, menuBuilder: MenuBuilder) {
            self.toolbarDecorator = toolbarDecorator
            self.menuBuilder = menuBuilder
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            toolbarItems = toolbarDecorator.toolbarItems()
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", menu: menuBuilder.menu())
        }
    }
    final class SettingsViewController: UIViewController {}
    final class AboutViewController: UIViewController {}
    final class HelpViewController: UIViewController {}

    final class MenuBuilder {
        private unowned let owner: ListCoordinator
        init(owner: ListCoordinator) { self.owner = owner }
        func menu() -> UIMenu {
            let help = UIAction(title: "Help") { [owner] _ in owner.showHelp() }
            return UIMenu(children: [help])
        }
    }

    final class ListCoordinator {
        var childCoordinators: [AnyObject] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let decorator = ToolbarDecorator()
            decorator.coordinator = self
            let list = ListViewController(toolbarDecorator: decorator, menuBuilder: MenuBuilder(owner: self))
            navigationController.setViewControllers([list], animated: false)
        }
        func showSettings() { navigationController.pushViewController(SettingsViewController(), animated: true) }
        func showAbout() { navigationController.present(AboutViewController(), animated: true) }
        func showHelp() { navigationController.pushViewController(HelpViewController(), animated: true) }
    }

    extension ListCoordinator {
        final class ToolbarDecorator: ListToolbarDecorator {
            weak var coordinator: ListCoordinator?
            func toolbarItems() -> [UIBarButtonItem] {
                guard let coordinator else { return [] }
                let settingsAction = UIAction(title: "Settings") { [weak coordinator] _ in coordinator?.showSettings() }
                let copyAction = UIAction(title: "Copy") { _ in UIPasteboard.general.string = "list" }
                return [UIBarButtonItem(primaryAction: settingsAction), UIBarButtonItem(primaryAction: copyAction), makeAboutItem(coordinator: coordinator)]
            }
            private func makeAboutItem(coordinator: ListCoordinator) -> UIBarButtonItem {
                UIBarButtonItem(title: "About", primaryAction: UIAction { [weak coordinator] _ in coordinator?.showAbout() })
            }
        }
    }

    \(ExtractTests.delegateStarting("ListCoordinator"))
    """

    @Test func theActionsOfAnObjectBoundToTheCoordinatorAreItsScreensEvents() throws {
        let draft = try extract(["ListApp.swift": Self.boundActionApp], name: "bound-actions")
        let text = lines(draft)
        func handler(_ header: String) throws -> [String] { try self.handler(header, of: "ListCoordinator root", in: text) }
        #expect(text.contains("screen ListViewController: settingsAction, primaryAction, help"), "\(draft.scenario)")
        // A nested class's action held in a variable, and one made in its helper (a parameter
        // of the coordinator's type), and a constructor-bound builder's.
        #expect(try handler("on ListViewController.settingsAction") == ["call self.showSettings"])
        #expect(try handler("on ListViewController.primaryAction") == ["call self.showAbout"])
        #expect(try handler("on ListViewController.help") == ["call self.showHelp"])
        #expect(try handler("func showAbout") == ["present AboutViewController"])
        // The nested class is a helper, not a coordinator of the draft.
        #expect(!draft.scenario.contains("coordinator ListCoordinator.ToolbarDecorator"))
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["ListViewController.settingsAction"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["ListViewController", "SettingsViewController"], "\(draft.scenario)")
    }
}
