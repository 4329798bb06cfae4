import Foundation

protocol Coordinator: AnyObject {
    func start()
}

class BaseCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    var finishFlow: (() -> Void)?

    func start() {
        assertionFailure("\(type(of: self)) must override start()")
    }

    func addDependency(_ coordinator: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinator?) {
        guard let coordinator = coordinator, !childCoordinators.isEmpty else { return }

        if let base = coordinator as? BaseCoordinator {
            base.childCoordinators
                .forEach { base.removeDependency($0) }
        }

        childCoordinators.removeAll { $0 === coordinator }
    }
}
