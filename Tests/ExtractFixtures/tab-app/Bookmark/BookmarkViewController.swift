import UIKit

final class BookmarkViewController: UIViewController {

    weak var coordinator: BookmarkNavigation?

    private let navigationBar = LHNavigationBarView(title: "북마크", hasBackButton: true)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.leftButton.addTarget(self, action: #selector(backButtonTapped), for: .touchUpInside)
    }

    @objc private func backButtonTapped() {
        coordinator?.backButtonTapped()
    }
}
