import UIKit

enum Flow {
    case app
    case home
    case feed
    case profile
}

protocol Coordinating: AnyObject {
    func start()
    var parent: Coordinating? { get }
    var navigationController: UINavigationController? { get }
    var childCoordinators: [Coordinating] { get set }
    var flow: Flow { get }
}

extension Coordinating {

    /// Drops every child coordinator of `flow`, depth first.
    func pop(flow: Flow) {
        childCoordinators.forEach { child in
            child.pop(flow: flow)
        }
        let notProfileFlowChild = childCoordinators.filter { $0.flow != .profile }
        childCoordinators = notProfileFlowChild
    }

    func childDidFinish(_ child: Coordinating) {
        guard let index = childCoordinators.firstIndex(where: { $0 === child }) else { return }
        childCoordinators.remove(at: index)
    }
}
