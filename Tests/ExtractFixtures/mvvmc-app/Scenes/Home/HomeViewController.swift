import UIKit

class HomeViewController: UIViewController {
    weak var coordinator: HomeCoordinator?

    private let logoutButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        logoutButton.addTarget(self, action: #selector(logoutButtonTapped), for: .touchUpInside)
    }

    @objc private func logoutButtonTapped() {
        coordinator?.logout()
    }
}
