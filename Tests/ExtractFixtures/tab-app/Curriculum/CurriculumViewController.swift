import UIKit

final class CurriculumViewController: UIViewController {

    weak var coordinator: CurriculumNavigation?

    private let navigationBar = LHNavigationBarView(title: "커리큘럼")

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
