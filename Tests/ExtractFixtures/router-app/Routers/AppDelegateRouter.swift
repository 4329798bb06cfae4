import UIKit

final class AppDelegateRouter: Router {

    let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func present(_ viewController: UIViewController, animated: Bool, onDismissed: (() -> Void)?) {
        window.rootViewController = viewController
        window.makeKeyAndVisible()
    }

    func dismiss(animated: Bool) {
        // The window's root is never dismissed.
    }
}
