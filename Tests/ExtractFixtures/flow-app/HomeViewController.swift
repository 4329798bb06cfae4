import UIKit

final class HomeViewController: UIViewController {

    weak var coordinator: HomeCoordinator?

    private let feedButton = UIButton(type: .system)
    private let profileButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        feedButton.addTarget(self, action: #selector(feedButtonTapped), for: .touchUpInside)
        profileButton.addTarget(self, action: #selector(profileButtonTapped), for: .touchUpInside)
    }

    @objc private func feedButtonTapped() {
        coordinator?.showFeed()
    }

    @objc private func profileButtonTapped() {
        coordinator?.showProfile()
    }
}
