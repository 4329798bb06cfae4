import UIKit

final class BookmarkCoordinator: Coordinator {

    var parentCoordinator: Coordinator?
    var children: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let bookmarkViewController = BookmarkViewController()
        bookmarkViewController.coordinator = self
        navigationController.pushViewController(bookmarkViewController, animated: true)
    }
}

extension BookmarkCoordinator: BookmarkNavigation {

    func backButtonTapped() {
        navigationController.popViewController(animated: true)
        parentCoordinator?.childDidFinish(self)
    }
}
