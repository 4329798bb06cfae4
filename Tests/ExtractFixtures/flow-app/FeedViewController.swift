import UIKit

final class FeedViewController: UIViewController {

    weak var coordinator: FeedCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"),
                                                           style: .plain,
                                                           target: self,
                                                           action: #selector(backButtonTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close,
                                                            target: self,
                                                            action: #selector(closeButtonTapped))
    }

    @objc private func profileButtonTapped() {
        coordinator?.showProfile()
    }

    @objc private func closeButtonTapped() {
        coordinator?.closeFeed()
    }

    @objc private func backButtonTapped() {
        coordinator?.backButtonTapped()
    }
}
