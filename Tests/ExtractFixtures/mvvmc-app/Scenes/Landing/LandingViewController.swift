import UIKit

class LandingViewController: UIViewController {
    weak var coordinator: LandingCoordinator?

    private let loginButton = UIButton(type: .system)
    private let registerButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton.addTarget(self, action: #selector(loginButtonTapped), for: .touchUpInside)
        registerButton.addTarget(self, action: #selector(registerButtonTapped), for: .touchUpInside)
    }

    @objc private func loginButtonTapped() {
        coordinator?.showLogin()
    }

    @objc private func registerButtonTapped() {
        coordinator?.showRegister()
    }
}
