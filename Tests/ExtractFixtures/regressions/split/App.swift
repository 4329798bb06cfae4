import UIKit

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

final class MailboxesViewController: UIViewController {}
final class MessageViewController: UIViewController {}

final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func start() {
        let split = UISplitViewController()
        let primary = UINavigationController(rootViewController: MailboxesViewController())
        split.viewControllers = [primary, MessageViewController()]
        window.rootViewController = split
        window.makeKeyAndVisible()
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        let coordinator = AppCoordinator(window: window)
        self.coordinator = coordinator
        coordinator.start()
        return true
    }
}
