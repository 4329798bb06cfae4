import UIKit

final class ProfileCoordinator: Coordinating {

    let flow: Flow = .profile
    weak var parent: Coordinating?
    weak var navigationController: UINavigationController?
    var childCoordinators: [Coordinating] = []

    init(parent: Coordinating, navigationController: UINavigationController) {
        self.parent = parent
        self.navigationController = navigationController
    }

    func start() {
        let viewController = ProfileViewController()
        viewController.coordinator = self
        navigationController?.pushViewController(viewController, animated: true)
    }

    func backButtonTapped() {
        navigationController?.popViewController(animated: true)
        parent?.childDidFinish(self)
    }
}
