import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    let container: Container = {
        let container = Container()
        AppAssembly().assemble(into: container)
        return container
    }()

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private var appCoordinator: AppCoordinating?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene,
              let container = (UIApplication.shared.delegate as? AppDelegate)?.container else { return }

        let window = UIWindow(windowScene: windowScene)
        window.tintColor = .systemOrange
        self.window = window

        let coordinator = container.resolve(AppCoordinating.self, argument: window)
        appCoordinator = coordinator
        coordinator.start()
    }
}
