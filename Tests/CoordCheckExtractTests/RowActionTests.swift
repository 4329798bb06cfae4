import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A screen made from a list of rows, each carrying its action (`.row(title: …, action: { … })`,
/// a menu's, a settings table's), handed to it through its view model: each action is an event
/// of the screen, named after the row's variable.
extension ExtractTests {
    static let rowActionsApp = """
    import UIKit

    protocol Coordinator: AnyObject { func start() }
    final class MenuViewModel {
        enum Item { case row(title: String, action: () -> Void); case sectionBreak }
        let items: [Item]
        init(items: [Item]) { self.items = items }
    }
    final class MenuViewController: UIViewController {
        let viewModel: MenuViewModel
        init(viewModel: MenuViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
    }
    struct SettingsRow { let title: String; let onSelect: () -> Void }
    final class SettingsViewController: UIViewController {
        var rows: [SettingsRow] = []
    }
    final class HomeViewController: UIViewController { var onMenu: (() -> Void)?; var onSettings: (() -> Void)? }
    final class AboutViewController: UIViewController {}
    final class HelpViewController: UIViewController {}
    final class PrivacyViewController: UIViewController {}

    final class AppCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let home = HomeViewController()
            home.onMenu = { [weak self] in self?.openMenu() }
            home.onSettings = { [weak self] in self?.openSettings() }
            navigationController.setViewControllers([home], animated: false)
        }
        func openMenu() {
            let itemAbout: MenuViewModel.Item = .row(title: "About", action: { [weak self] in self?.showAbout() })
            let itemHelp: MenuViewModel.Item = .row(title: "Help", action: { [weak self] in
                self?.navigationController.pushViewController(HelpViewController(), animated: true)
            })
            let items: [MenuViewModel.Item] = {
                if UserDefaults.standard.bool(forKey: "compact") {
                    return [itemAbout]
                } else {
                    return [itemAbout, .sectionBreak, itemHelp]
                }
            }()
            let menu = MenuViewController(viewModel: MenuViewModel(items: items))
            navigationController.pushViewController(menu, animated: true)
        }
        func openSettings() {
            let settings = SettingsViewController()
            settings.rows = [SettingsRow(title: "Privacy", onSelect: { [weak self] in self?.showPrivacy() })]
            navigationController.pushViewController(settings, animated: true)
        }
        func showAbout() { navigationController.pushViewController(AboutViewController(), animated: true) }
        func showPrivacy() { navigationController.pushViewController(PrivacyViewController(), animated: true) }
    }

    \(delegateStarting("AppCoordinator"))
    """

    @Test func eachRowsActionIsAnEventOfTheScreenMadeFromTheRows() throws {
        let draft = try extract(["App.swift": Self.rowActionsApp], name: "rows")
        let text = lines(draft)
        // Rows of an enum's case, in a list a closure returns in each of its cases (those of
        // every case, each once).
        #expect(text.contains("screen MenuViewController: itemAbout, itemHelp"), "\(draft.scenario)")
        #expect(try handler("on MenuViewController.itemAbout", of: "AppCoordinator", in: text) == ["call self.showAbout"])
        #expect(try handler("on MenuViewController.itemHelp", of: "AppCoordinator", in: text) == ["push HelpViewController"])
        #expect(try handler("func openMenu", of: "AppCoordinator", in: text) == ["push MenuViewController"])
        // Rows made as values of a struct with their action, set on the screen.
        #expect(text.contains("screen SettingsViewController: onSelect"), "\(draft.scenario)")
        #expect(try handler("on SettingsViewController.onSelect", of: "AppCoordinator", in: text) == ["call self.showPrivacy"])
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let steps = try Replayer(scenario: scenario, invariants: []).run(labels: ["HomeViewController.onMenu", "MenuViewController.itemAbout"])
        #expect(steps.last?.snapshot.visibleScreen.map { scenario.screenName($0) } == "AboutViewController")
    }
}
