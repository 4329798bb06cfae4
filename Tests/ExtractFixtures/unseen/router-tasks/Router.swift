import UIKit

protocol Presentable {
    func toPresentable() -> UIViewController
}

extension UIViewController: Presentable {
    func toPresentable() -> UIViewController {
        self
    }
}

protocol Routing: Presentable {
    func push(_ module: Presentable, animated: Bool, onPop: (() -> Void)?)
    func popModule(animated: Bool)
    func present(_ module: Presentable, animated: Bool)
    func dismissModule(animated: Bool)
    func setRoot(_ module: Presentable, hideBar: Bool)
}

final class Router: NSObject, Routing {

    private let rootController: UINavigationController
    private var popHandlers: [ObjectIdentifier: () -> Void] = [:]

    init(rootController: UINavigationController) {
        self.rootController = rootController
        super.init()
        rootController.delegate = self
    }

    func toPresentable() -> UIViewController {
        rootController
    }

    func push(_ module: Presentable, animated: Bool, onPop: (() -> Void)?) {
        let controller = module.toPresentable()
        guard !(controller is UINavigationController) else {
            assertionFailure("Pushing a UINavigationController is not supported")
            return
        }
        if let onPop = onPop {
            popHandlers[ObjectIdentifier(controller)] = onPop
        }
        rootController.pushViewController(controller, animated: animated)
    }

    func popModule(animated: Bool) {
        if let controller = rootController.popViewController(animated: animated) {
            runPopHandler(for: controller)
        }
    }

    func present(_ module: Presentable, animated: Bool) {
        rootController.present(module.toPresentable(), animated: animated)
    }

    func dismissModule(animated: Bool) {
        rootController.dismiss(animated: animated)
    }

    func setRoot(_ module: Presentable, hideBar: Bool) {
        let controller = module.toPresentable()
        popHandlers.values.forEach { $0() }
        popHandlers.removeAll()
        rootController.setViewControllers([controller], animated: false)
        rootController.isNavigationBarHidden = hideBar
    }

    private func runPopHandler(for controller: UIViewController) {
        guard let handler = popHandlers.removeValue(forKey: ObjectIdentifier(controller)) else { return }
        handler()
    }
}

extension Router: UINavigationControllerDelegate {

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController,
                              animated: Bool) {
        guard let fromController = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(fromController) else {
            return
        }
        runPopHandler(for: fromController)
    }
}
