import UIKit

class RegisterViewController: UIViewController {
    weak var coordinator: RegisterCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"),
                                                           style: .plain,
                                                           target: self,
                                                           action: #selector(backButtonTapped))
    }

    @objc private func submitButtonTapped() {
        coordinator?.registerDidFinish()
    }

    @objc private func backButtonTapped() {
        coordinator?.backButtonTapped()
    }
}
