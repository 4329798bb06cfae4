import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child resolved from a dependency container (`container.resolve(SettingsCoordinating.self,
/// argument: nav)`) is what the factory registered for that type makes
/// (`container.register(SettingsCoordinating.self) { nav in SettingsCoordinator(nav: nav) }`),
/// whether the container is the app's own or a library's, the factory given as a trailing
/// closure or a labelled one.
extension ExtractTests {
    /// The app's own container: factories keyed by the type they make, each taking one argument.
    static let ownContainer = """
    final class Container {
        private var factories: [ObjectIdentifier: Any] = [:]
        func register<Service, Argument>(_ type: Service.Type, factory: @escaping (Argument) -> Service) {
            factories[ObjectIdentifier(type)] = factory
        }
        func resolve<Service, Argument>(_ type: Service.Type, argument: Argument) -> Service {
            guard let factory = factories[ObjectIdentifier(type)] as? (Argument) -> Service else { fatalError() }
            return factory(argument)
        }
    }
    """

    static func registeredFactoryApp(ownContainer: Bool, labelled: Bool) -> String {
        let factory = "{ (nav: UINavigationController) in SettingsCoordinator(nav: nav) }"
        let registration = labelled ? "container.register(SettingsCoordinating.self, factory: \(factory))"
            : "container.register(SettingsCoordinating.self) \(factory)"
        let resolution = ownContainer ? "container.resolve(SettingsCoordinating.self, argument: nav)"
            : "container.resolve(SettingsCoordinating.self, argument: nav)!"
        return """
        import UIKit
        \(ownContainer ? "" : "import Swinject")

        protocol Coordinator: AnyObject {
            func start()
        }

        protocol SettingsCoordinating: Coordinator {
            var onFinish: (() -> Void)? { get set }
        }

        final class HomeViewController: UIViewController {
            var onSettings: (() -> Void)?
        }
        final class SettingsViewController: UIViewController {
            var onClose: (() -> Void)?
        }

        final class SettingsCoordinator: SettingsCoordinating {
            var onFinish: (() -> Void)?
            private let nav: UINavigationController
            init(nav: UINavigationController) { self.nav = nav }
            func start() {
                let settings = SettingsViewController()
                settings.onClose = { [weak self] in self?.onFinish?() }
                nav.setViewControllers([settings], animated: false)
            }
        }

        \(ownContainer ? Self.ownContainer : "")

        final class AppCoordinator: Coordinator {
            var children: [Coordinator] = []
            private let navigationController: UINavigationController
            private let container: Container
            init(navigationController: UINavigationController, container: Container) {
                self.navigationController = navigationController
                self.container = container
                \(registration)
            }
            func start() {
                let home = HomeViewController()
                home.onSettings = { [weak self] in self?.showSettings() }
                navigationController.viewControllers = [home]
            }
            private func showSettings() {
                let nav = UINavigationController()
                nav.isModalInPresentation = true
                let child = \(resolution)
                child.onFinish = { [weak self] in
                    self?.navigationController.dismiss(animated: true)
                    self?.children.removeAll { $0 === child }
                }
                children.append(child)
                child.start()
                navigationController.present(nav, animated: true)
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: AppCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let navigation = UINavigationController()
                coordinator = AppCoordinator(navigationController: navigation, container: Container())
                coordinator?.start()
                window = UIWindow(windowScene: scene)
                window?.rootViewController = navigation
                window?.makeKeyAndVisible()
            }
        }
        """
    }

    @Test(arguments: [(true, false), (true, true), (false, false)])
    func aChildResolvedFromAContainerIsWhatItsRegisteredFactoryMakes(ownContainer: Bool, labelled: Bool) throws {
        let draft = try extract(["App.swift": Self.registeredFactoryApp(ownContainer: ownContainer, labelled: labelled)], name: "container")
        let text = lines(draft)
        #expect(try handler("func showSettings", of: "AppCoordinator root", in: text).contains("start SettingsCoordinator in modal isModalInPresentation"),
                "\(draft.scenario)")
        #expect(try handler("func onFinishOfSettingsCoordinator", of: "AppCoordinator root", in: text) == ["dismiss", "removeChild caller"])
        #expect(try handler("on start", of: "SettingsCoordinator parent none", in: text) == ["setViewControllers SettingsViewController"])
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(result.verdicts.compactMap { $0.violation?.message })\n\(draft.scenario)")
    }
}
