import UIKit

final class BookingHistoryCoordinator: Coordinator {

    var children: [Coordinator] = []
    let router: Router

    init(router: Router) {
        self.router = router
    }

    func present(animated: Bool, onDismissed: (() -> Void)?) {
        let viewController = BookingHistoryViewController()
        viewController.delegate = self
        router.present(viewController, animated: animated, onDismissed: onDismissed)
    }
}

// MARK: - BookingHistoryViewControllerDelegate
extension BookingHistoryCoordinator: BookingHistoryViewControllerDelegate {

    func bookingHistoryViewController(_ controller: BookingHistoryViewController, didSelectBooking bookingID: Int) {
        let viewController = BookingDetailViewController()
        viewController.bookingID = bookingID
        router.present(viewController, animated: true)
    }
}
