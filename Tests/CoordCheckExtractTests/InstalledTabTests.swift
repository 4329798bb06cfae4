import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A tab bar made the window's root with placeholder screens, whose first tab's coordinator is
/// installed at launch: the coordinator's stack replaces the placeholder in a copy of the tab
/// bar's controllers (`controllers[tab.rawValue] = orders.navigationController`, by a literal
/// index, or in a copy bound by `guard var`), given back with `setViewControllers`. The
/// coordinator is in that tab, and its screen shows at launch.
extension ExtractTests {
    static let installedTabCopies = [
        "var controllers = tabBarController.viewControllers ?? []\n        controllers[tab.rawValue] = coordinator.navigationController",
        "var controllers = tabBarController.viewControllers ?? []\n        controllers[0] = coordinator.navigationController",
        "guard var controllers = tabBarController.viewControllers else { return }\n        controllers[tab.rawValue] = coordinator.navigationController",
    ]

    static func installedTabApp(_ way: Int) -> String {
        """
        import UIKit

        enum AppTab: Int, CaseIterable { case orders, profile }

        final class PlaceholderViewController: UIViewController {
            let tab: AppTab
            init(tab: AppTab) { self.tab = tab; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        final class OrdersViewController: UIViewController {
            var onOpen: (() -> Void)?
            @objc func openTapped() { onOpen?() }
        }
        final class OrderViewController: UIViewController {}

        class Coordinator {
            var children: [Coordinator] = []
            func start() {}
        }

        final class OrdersCoordinator: Coordinator {
            let navigationController = UINavigationController()
            override func start() {
                let screen = OrdersViewController()
                screen.onOpen = { [weak self] in self?.navigationController.pushViewController(OrderViewController(), animated: true) }
                navigationController.setViewControllers([screen], animated: false)
            }
        }

        final class AppCoordinator: Coordinator {
            let tabBarController = UITabBarController()
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            override func start() {
                tabBarController.viewControllers = AppTab.allCases.map { PlaceholderViewController(tab: $0) }
                window.rootViewController = tabBarController
                window.makeKeyAndVisible()
                install(.orders)
            }
            private func install(_ tab: AppTab) {
                let coordinator = OrdersCoordinator()
                children.append(coordinator)
                coordinator.start()
                \(installedTabCopies[way])
                tabBarController.setViewControllers(controllers, animated: false)
            }
        }

        \(delegateStarting(windowed: "AppCoordinator"))
        """
    }

    @Test(arguments: 0..<3)
    func aCoordinatorInstalledInAPlaceholderTabIsInThatTab(way: Int) throws {
        let draft = try extract(["App.swift": Self.installedTabApp(way)], name: "installed-tab")
        let text = lines(draft)
        let start = try handler("on start", of: "AppCoordinator", in: text)
        #expect(start.first == "setRoot tabs 2", "\(draft.scenario)")
        #expect(start.contains("start OrdersCoordinator in tab 1"), "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).contains("OrdersCoordinator"))
    }
}
