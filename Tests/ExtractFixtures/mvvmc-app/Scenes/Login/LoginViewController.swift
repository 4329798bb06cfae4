import UIKit

class LoginViewController: UIViewController {
    weak var coordinator: LoginCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"),
                                                           style: .plain,
                                                           target: self,
                                                           action: #selector(backButtonTapped))
    }

    @objc private func loginButtonTapped() {
        // 아이디, 비밀번호 확인 후
        coordinator?.loginDidSucceed()
    }

    @objc private func backButtonTapped() {
        coordinator?.backButtonTapped()
    }
}
