import UIKit

protocol BookingHistoryViewControllerDelegate: AnyObject {
    func bookingHistoryViewController(_ controller: BookingHistoryViewController, didSelectBooking bookingID: Int)
}

final class BookingHistoryViewController: UIViewController {

    weak var delegate: BookingHistoryViewControllerDelegate?

    private var lastBookingID = 0

    @objc private func lastBookingButtonTapped() {
        delegate?.bookingHistoryViewController(self, didSelectBooking: lastBookingID)
    }
}
