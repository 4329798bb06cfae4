import UIKit

struct BookingRequest {
    var service: String?
    var slot: Date?
}

final class BookingCoordinator: Coordinator {

    private var request = BookingRequest()
    var children: [Coordinator] = []
    let router: Router

    init(router: Router) {
        self.router = router
    }

    func present(animated: Bool, onDismissed: (() -> Void)?) {
        let viewController = SelectServiceViewController()
        viewController.delegate = self
        router.present(viewController, animated: animated, onDismissed: onDismissed)
    }

    // MARK: - Present view controllers
    private func presentSelectTimeViewController() {
        let viewController = SelectTimeViewController()
        viewController.delegate = self
        router.present(viewController, animated: true)
    }

    private func presentConfirmBookingViewController() {
        let viewController = ConfirmBookingViewController()
        viewController.delegate = self
        router.present(viewController, animated: true)
    }
}

// MARK: - SelectServiceViewControllerDelegate
extension BookingCoordinator: SelectServiceViewControllerDelegate {

    func selectServiceViewController(_ controller: SelectServiceViewController, didSelect service: String) {
        request.service = service
        presentSelectTimeViewController()
    }

    func selectServiceViewControllerDidCancel(_ controller: SelectServiceViewController) {
        router.dismiss(animated: true)
    }
}

// MARK: - SelectTimeViewControllerDelegate
extension BookingCoordinator: SelectTimeViewControllerDelegate {

    func selectTimeViewController(_ controller: SelectTimeViewController, didSelect slot: Date) {
        request.slot = slot
        presentConfirmBookingViewController()
    }
}

// MARK: - ConfirmBookingViewControllerDelegate
extension BookingCoordinator: ConfirmBookingViewControllerDelegate {

    func confirmBookingViewControllerDidConfirm(_ controller: ConfirmBookingViewController) {
        router.dismiss(animated: true)
    }
}
