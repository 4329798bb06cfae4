import UIKit

final class HomeCoordinator: Coordinating {

    let flow: Flow = .home
    weak var parent: Coordinating?
    weak var navigationController: UINavigationController?
    var childCoordinators: [Coordinating] = []

    init(parent: Coordinating, navigationController: UINavigationController) {
        self.parent = parent
        self.navigationController = navigationController
    }

    func start() {
        let viewController = HomeViewController()
        viewController.coordinator = self
        navigationController?.pushViewController(viewController, animated: false)
    }

    func showFeed() {
        guard let navigationController else { return }
        let feedCoordinator = FeedCoordinator(parent: self, navigationController: navigationController)
        feedCoordinator.delegate = self
        childCoordinators.append(feedCoordinator)
        feedCoordinator.start()
    }

    func showProfile() {
        guard let navigationController else { return }
        let profileCoordinator = ProfileCoordinator(parent: self, navigationController: navigationController)
        childCoordinators.append(profileCoordinator)
        profileCoordinator.start()
    }
}

extension HomeCoordinator: FeedCoordinatorDelegate {

    func feedCoordinatorDidClose(_ coordinator: FeedCoordinator) {
        removeFeedFlow()
    }
}

extension HomeCoordinator {

    func removeFeedFlow() {
        pop(flow: .feed)
        navigationController?.popToRootViewController(animated: true)
    }
}
