import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A delegate protocol declared inside its screen (`class ShelfViewController { protocol
/// Delegate … }`, adopted as `ShelfViewController.Delegate`), as several screens each declare
/// one of the same name: each screen's calls are its own events.
extension ExtractTests {
    static let nestedDelegateApp = """
    import UIKit

    final class ShelfViewController: UIViewController {
        protocol Delegate: AnyObject {
            func didPressSettings(in shelf: ShelfViewController)
        }
        weak var delegate: Delegate?
        @objc func settingsTapped() { delegate?.didPressSettings(in: self) }
    }

    final class SettingsViewController: UIViewController {
        protocol Delegate: AnyObject {
            func didPressAbout(in settings: SettingsViewController)
        }
        weak var delegate: Delegate?
        @objc func aboutTapped() { delegate?.didPressAbout(in: self) }
    }
    final class AboutViewController: UIViewController {}

    final class ShelfCoordinator: ShelfViewController.Delegate {
        var childCoordinators: [AnyObject] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }

        func start() {
            let shelf = ShelfViewController()
            shelf.delegate = self
            navigationController.setViewControllers([shelf], animated: false)
        }

        func didPressSettings(in shelf: ShelfViewController) {
            let settings = SettingsCoordinator(navigationController: navigationController)
            childCoordinators.append(settings)
            settings.start()
        }
    }

    final class SettingsCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }

        func start() {
            let settings = SettingsViewController()
            settings.delegate = self
            navigationController.pushViewController(settings, animated: true)
        }
    }

    extension SettingsCoordinator: SettingsViewController.Delegate {
        func didPressAbout(in settings: SettingsViewController) {
            navigationController.pushViewController(AboutViewController(), animated: true)
        }
    }

    \(ExtractTests.delegateStarting("ShelfCoordinator"))
    """

    @Test func aDelegateProtocolNestedInItsScreenGivesItsEvents() throws {
        let draft = try extract(["ShelfApp.swift": Self.nestedDelegateApp], name: "nested")
        let text = lines(draft)
        #expect(try handler("on ShelfViewController.settingsTapped", of: "ShelfCoordinator", in: text) == ["start SettingsCoordinator"], "\(draft.scenario)")
        #expect(try handler("on SettingsViewController.aboutTapped", of: "SettingsCoordinator", in: text) == ["push AboutViewController"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["ShelfViewController.settingsTapped", "SettingsViewController.aboutTapped"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } }
                == ["ShelfViewController", "SettingsViewController", "AboutViewController"], "\(draft.scenario)")
    }
}
