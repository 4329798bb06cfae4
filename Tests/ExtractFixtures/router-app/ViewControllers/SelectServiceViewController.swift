import UIKit

protocol SelectServiceViewControllerDelegate: AnyObject {
    func selectServiceViewController(_ controller: SelectServiceViewController, didSelect service: String)
    func selectServiceViewControllerDidCancel(_ controller: SelectServiceViewController)
}

final class SelectServiceViewController: UIViewController {

    weak var delegate: SelectServiceViewControllerDelegate?

    private let services = ["Haircut", "Coloring", "Perm"]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel,
                                                           target: self,
                                                           action: #selector(cancelButtonTapped))
    }

    @objc private func serviceButtonTapped(_ sender: UIButton) {
        delegate?.selectServiceViewController(self, didSelect: services[sender.tag])
    }

    @objc private func cancelButtonTapped() {
        delegate?.selectServiceViewControllerDidCancel(self)
    }
}
