import UIKit

final class MyPageViewController: UIViewController {

    weak var coordinator: MyPageNavigation?

    private let navigationBar = LHNavigationBarView(title: "마이페이지", hasBackButton: true)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.leftButton.addTarget(self, action: #selector(backButtonTapped), for: .touchUpInside)
    }

    @objc private func backButtonTapped() {
        coordinator?.backButtonTapped()
    }
}
