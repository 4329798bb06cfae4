import UIKit

final class ProfileViewController: UIViewController {

    weak var coordinator: ProfileCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"),
                                                           style: .plain,
                                                           target: self,
                                                           action: #selector(backButtonTapped))
    }

    @objc private func backButtonTapped() {
        coordinator?.backButtonTapped()
    }
}
