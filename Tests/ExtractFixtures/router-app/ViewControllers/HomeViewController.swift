import UIKit

protocol HomeViewControllerDelegate: AnyObject {
    func homeViewControllerDidPressBook(_ viewController: HomeViewController)
    func homeViewControllerDidPressHistory(_ viewController: HomeViewController)
}

final class HomeViewController: UIViewController {

    weak var delegate: HomeViewControllerDelegate?

    private let bookButton = UIButton(type: .system)
    private let historyButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Salon"
        bookButton.addTarget(self, action: #selector(bookButtonTapped), for: .touchUpInside)
        historyButton.addTarget(self, action: #selector(historyButtonTapped), for: .touchUpInside)
    }

    @objc private func bookButtonTapped() {
        delegate?.homeViewControllerDidPressBook(self)
    }

    @objc private func historyButtonTapped() {
        delegate?.homeViewControllerDidPressHistory(self)
    }
}
