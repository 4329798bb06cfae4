import UIKit

protocol Presentable { func toPresentable() -> UIViewController }

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

final class IntroPageViewController: UIViewController {}
final class OnboardingViewController: UIPageViewController {
    var onFinish: (() -> Void)?
}
final class HomeViewController: UIViewController {}

/// One page of the onboarding: a module shown inside the page view controller.
final class IntroPageCoordinator: Coordinator, Presentable {
    var children: [Coordinator] = []
    private let controller = IntroPageViewController()
    func start() {}
    func toPresentable() -> UIViewController { controller }
}

final class OnboardingCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let pages = OnboardingViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let page = IntroPageCoordinator()
        children.append(page)
        page.start()
        pages.setViewControllers([page.toPresentable()], direction: .forward, animated: false)
        pages.onFinish = { [weak self] in
            self?.navigationController.pushViewController(HomeViewController(), animated: true)
        }
        navigationController.pushViewController(pages, animated: false)
    }
}

final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let onboarding = OnboardingCoordinator(navigationController: navigationController)
        children.append(onboarding)
        onboarding.start()
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let nav = UINavigationController()
        window.rootViewController = nav
        let coordinator = AppCoordinator(navigationController: nav)
        self.coordinator = coordinator
        coordinator.start()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
