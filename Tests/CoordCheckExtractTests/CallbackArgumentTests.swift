import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child calling back its creator's closure with a case or a flag (`showSetting?(.privacy)`):
/// the creator's closure for that value, its parameter bound to it, a method of its own.
extension ExtractTests {
    static let callbackArgumentsApp = """
    import UIKit

    protocol Coordinator: AnyObject { func start() }
    enum SettingRoute { case privacy, about }
    final class TunnelViewController: UIViewController { var onPrivacy: (() -> Void)?; var onAbout: (() -> Void)?; var onClose: (() -> Void)? }
    final class PrivacyViewController: UIViewController {}
    final class AboutViewController: UIViewController {}

    final class TunnelCoordinator: Coordinator {
        let navigationController: UINavigationController
        var showSetting: ((SettingRoute) -> Void)?
        var didFinish: ((Bool) -> Void)?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let tunnel = TunnelViewController()
            tunnel.onPrivacy = { [weak self] in self?.showSetting?(.privacy) }
            tunnel.onAbout = { [weak self] in self?.showSetting?(.about) }
            tunnel.onClose = { [weak self] in self?.didFinish?(true) }
            navigationController.setViewControllers([tunnel], animated: false)
        }
    }

    final class AppCoordinator: Coordinator {
        var children: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let tunnel = TunnelCoordinator(navigationController: navigationController)
            tunnel.showSetting = { [weak self] route in self?.show(route) }
            tunnel.didFinish = { [weak self] _ in self?.children.removeAll() }
            children.append(tunnel)
            tunnel.start()
        }
        private func show(_ route: SettingRoute) {
            switch route {
            case .privacy: navigationController.pushViewController(PrivacyViewController(), animated: true)
            case .about: navigationController.pushViewController(AboutViewController(), animated: true)
            }
        }
    }

    \(delegateStarting("AppCoordinator"))
    """

    @Test func aCallbackGivenACaseRunsTheCreatorsClosureForThatCase() throws {
        let draft = try extract(["App.swift": Self.callbackArgumentsApp], name: "arguments")
        let text = lines(draft)
        #expect(try handler("on TunnelViewController.onPrivacy", of: "TunnelCoordinator", in: text) == ["call AppCoordinator.showSettingOfTunnelCoordinator_privacy"], "\(draft.scenario)")
        #expect(try handler("on TunnelViewController.onAbout", of: "TunnelCoordinator", in: text) == ["call AppCoordinator.showSettingOfTunnelCoordinator_about"])
        #expect(try handler("func showSettingOfTunnelCoordinator_privacy", of: "AppCoordinator", in: text) == ["push PrivacyViewController"])
        #expect(try handler("func showSettingOfTunnelCoordinator_about", of: "AppCoordinator", in: text) == ["push AboutViewController"])
        // A closure that does not read what it is passed: one method, whatever the child passes.
        #expect(try handler("on TunnelViewController.onClose", of: "TunnelCoordinator", in: text) == ["call AppCoordinator.didFinishOfTunnelCoordinator"])
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let steps = try Replayer(scenario: scenario, invariants: []).run(labels: ["TunnelViewController.onAbout"])
        #expect(steps.last?.snapshot.visibleScreen.map { scenario.screenName($0) } == "AboutViewController")
    }
}
