import UIKit

final class TodayCoordinator: Coordinator {

    weak var parentCoordinator: Coordinator?
    var children: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.isNavigationBarHidden = true
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        let todayViewController = TodayViewController()
        todayViewController.coordinator = self
        navigationController.pushViewController(todayViewController, animated: false)
    }
}

extension TodayCoordinator: TodayNavigation {

    func navigationRightButtonTapped() {
        let mypageCoordinator = MypageCoordinator(navigationController: navigationController)
        mypageCoordinator.parentCoordinator = self
        mypageCoordinator.start()
        children.append(mypageCoordinator)
    }

    func navigationLeftButtonTapped() {
        let bookmarkCoordinator = BookmarkCoordinator(navigationController: navigationController)
        bookmarkCoordinator.parentCoordinator = self
        bookmarkCoordinator.start()
        children.append(bookmarkCoordinator)
    }
}
