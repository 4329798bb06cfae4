import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    lazy var coordinator = AppCoordinator(router: router)
    lazy var router = AppDelegateRouter(window: window!)
    lazy var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        coordinator.present(animated: true, onDismissed: nil)
        return true
    }
}
