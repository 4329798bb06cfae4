import UIKit

protocol ConfirmBookingViewControllerDelegate: AnyObject {
    func confirmBookingViewControllerDidConfirm(_ controller: ConfirmBookingViewController)
}

final class ConfirmBookingViewController: UIViewController {

    weak var delegate: ConfirmBookingViewControllerDelegate?

    @objc private func confirmButtonTapped() {
        delegate?.confirmBookingViewControllerDidConfirm(self)
    }
}
