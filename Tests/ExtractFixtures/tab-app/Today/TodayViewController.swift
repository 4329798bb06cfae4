import UIKit

final class TodayViewController: UIViewController {

    weak var coordinator: TodayNavigation?

    private let navigationBar = LHNavigationBarView(title: "오늘의 아티클")

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.rightButton.addTarget(self, action: #selector(myPageButtonTapped), for: .touchUpInside)
        navigationBar.leftButton.addTarget(self, action: #selector(bookmarkButtonTapped), for: .touchUpInside)
    }

    @objc private func myPageButtonTapped() {
        coordinator?.navigationRightButtonTapped()
    }

    @objc private func bookmarkButtonTapped() {
        coordinator?.navigationLeftButtonTapped()
    }
}
