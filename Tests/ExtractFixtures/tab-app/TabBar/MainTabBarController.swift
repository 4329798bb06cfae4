import UIKit

final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    // Re-tapping the selected tab would pop its stack to the root behind the coordinators' back.
    func tabBarController(_ tabBarController: UITabBarController,
                          shouldSelect viewController: UIViewController) -> Bool {
        return viewController !== tabBarController.selectedViewController
    }
}
