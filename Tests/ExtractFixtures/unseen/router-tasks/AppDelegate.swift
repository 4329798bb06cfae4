import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private lazy var rootNavigationController = UINavigationController()
    private lazy var applicationCoordinator: Coordinator = makeApplicationCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = rootNavigationController
        window.makeKeyAndVisible()
        self.window = window

        applicationCoordinator.start()
        return true
    }

    private func makeApplicationCoordinator() -> Coordinator {
        let router = Router(rootController: rootNavigationController)
        let store = ProjectStore(fileURL: ProjectStore.defaultFileURL)
        return ApplicationCoordinator(
            router: router,
            coordinatorFactory: CoordinatorFactory(moduleFactory: ModuleFactory(store: store), store: store),
            settings: AppSettings(defaults: .standard)
        )
    }
}

struct AppSettings {
    private let defaults: UserDefaults
    private let onboardingKey = "hasCompletedOnboarding"

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    var hasCompletedOnboarding: Bool {
        get { defaults.bool(forKey: onboardingKey) }
        nonmutating set { defaults.set(newValue, forKey: onboardingKey) }
    }
}
