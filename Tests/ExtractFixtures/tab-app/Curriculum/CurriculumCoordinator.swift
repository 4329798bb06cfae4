import UIKit

final class CurriculumCoordinator: Coordinator {

    weak var parentCoordinator: Coordinator?
    var children: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.isNavigationBarHidden = true
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        let curriculumViewController = CurriculumViewController()
        curriculumViewController.coordinator = self
        navigationController.pushViewController(curriculumViewController, animated: false)
    }
}

extension CurriculumCoordinator: CurriculumNavigation {

    func navigationRightButtonTapped() {
        let mypageCoordinator = MypageCoordinator(navigationController: navigationController)
        mypageCoordinator.parentCoordinator = self
        mypageCoordinator.start()
        children.append(mypageCoordinator)
    }

    func navigationLeftButtonTapped() {
        let bookmarkCoordinator = BookmarkCoordinator(navigationController: navigationController)
        bookmarkCoordinator.start()
        children.append(bookmarkCoordinator)
    }
}
