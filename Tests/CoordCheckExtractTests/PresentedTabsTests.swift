import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A tab bar a coordinator makes and presents over its loading screen: `present tabs N`, its
/// tabs the children's stacks — put in it by the coordinator, or by each child handed the tab
/// bar — each child started `in tab i`.
extension ExtractTests {
    static func presentedTabsApp(childrenAddThemselves: Bool) -> String {
        let tabChild = { (name: String, screen: String) in
            """
            final class \(name): BaseCoordinator {
                weak var tabBarController: UITabBarController?
                override func start() {
                    navigationController.pushViewController(\(screen)(), animated: false)
                    \(childrenAddThemselves ? "if let tabBarController {\n            tabBarController.setViewControllers((tabBarController.viewControllers ?? []) + [navigationController], animated: false)\n        }" : "")
                }
            }
            """
        }
        let making = childrenAddThemselves
            ? """
                    let library = LibraryCoordinator(navigationController: UINavigationController())
                    library.tabBarController = tabs
                    childCoordinators.append(library)
                    library.start()
                    let settings = SettingsCoordinator(navigationController: UINavigationController())
                    settings.tabBarController = tabs
                    childCoordinators.append(settings)
                    settings.start()
            """
            : """
                    let library = LibraryCoordinator(navigationController: UINavigationController())
                    let settings = SettingsCoordinator(navigationController: UINavigationController())
                    tabs.viewControllers = [library.navigationController, settings.navigationController]
                    childCoordinators.append(library)
                    childCoordinators.append(settings)
                    library.start()
                    settings.start()
            """
        return """
        import UIKit

        final class LoadingViewController: UIViewController { var onLoaded: (() -> Void)? }
        final class LibraryViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class AppTabBarController: UITabBarController {}

        class BaseCoordinator {
            var childCoordinators: [BaseCoordinator] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {}
        }

        \(tabChild("LibraryCoordinator", "LibraryViewController"))
        \(tabChild("SettingsCoordinator", "SettingsViewController"))

        final class AppCoordinator: BaseCoordinator {
            override func start() {
                let loading = LoadingViewController()
                loading.onLoaded = { [weak self] in self?.showMain() }
                navigationController.setViewControllers([loading], animated: false)
            }
            func showMain() {
                let tabs = AppTabBarController()
                tabs.modalPresentationStyle = .fullScreen
        \(making)
                navigationController.present(tabs, animated: false)
            }
        }

        \(delegateStarting("AppCoordinator"))
        """
    }

    @Test(arguments: [false, true])
    func aPresentedTabBarHoldsItsChildrensStacks(childrenAddThemselves: Bool) throws {
        let draft = try extract(["App.swift": Self.presentedTabsApp(childrenAddThemselves: childrenAddThemselves)], name: "tabs")
        #expect(try handler("func showMain", of: "AppCoordinator", in: lines(draft))
                == ["present tabs 2 fullScreen", "start LibraryCoordinator in tab 1", "start SettingsCoordinator in tab 2"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["LoadingViewController.onLoaded", "selectTab(2)"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["LoadingViewController", "LibraryViewController", "SettingsViewController"],
                "\(draft.scenario)")
    }
}
