import UIKit

class RegisterCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    var childCoordinators = [Coordinator]()
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = RegisterViewController()
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: true)
    }

    func finish() {
        parentCoordinator?.removeChildCoordinator(self)
    }

    // 회원가입 완료: 랜딩 화면으로 돌아가고 RegisterCoordinator는 끝난다.
    func registerDidFinish() {
        navigationController.popViewController(animated: true)
        finish()
    }

    func backButtonTapped() {
        navigationController.popViewController(animated: true)
        finish()
    }
}
