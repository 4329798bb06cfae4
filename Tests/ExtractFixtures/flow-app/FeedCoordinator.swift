import UIKit

protocol FeedCoordinatorDelegate: AnyObject {
    func feedCoordinatorDidClose(_ coordinator: FeedCoordinator)
}

final class FeedCoordinator: Coordinating {

    let flow: Flow = .feed
    weak var parent: Coordinating?
    weak var navigationController: UINavigationController?
    var childCoordinators: [Coordinating] = []
    weak var delegate: FeedCoordinatorDelegate?

    init(parent: Coordinating, navigationController: UINavigationController) {
        self.parent = parent
        self.navigationController = navigationController
    }

    func start() {
        let viewController = FeedViewController()
        viewController.coordinator = self
        navigationController?.pushViewController(viewController, animated: true)
    }

    func showProfile() {
        guard let navigationController else { return }
        let profileCoordinator = ProfileCoordinator(parent: self, navigationController: navigationController)
        childCoordinators.append(profileCoordinator)
        profileCoordinator.start()
    }

    func closeFeed() {
        delegate?.feedCoordinatorDidClose(self)
    }

    func backButtonTapped() {
        navigationController?.popViewController(animated: true)
        parent?.childDidFinish(self)
    }
}
