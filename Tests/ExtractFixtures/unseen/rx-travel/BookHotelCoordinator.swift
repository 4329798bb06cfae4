import UIKit
import RxSwift

enum BookHotelCoordinationResult {
    case booked(HotelBooking)
    case cancelled
}

final class BookHotelCoordinator: BaseCoordinator<BookHotelCoordinationResult> {

    private let trip: Trip
    private weak var presenter: UIViewController?
    private let hotelsService: HotelsServiceType

    init(trip: Trip, presenter: UIViewController, hotelsService: HotelsServiceType) {
        self.trip = trip
        self.presenter = presenter
        self.hotelsService = hotelsService
    }

    override func start() -> Observable<BookHotelCoordinationResult> {
        let viewModel = BookHotelViewModel(trip: trip, hotelsService: hotelsService)
        let viewController = BookHotelViewController(viewModel: viewModel)

        let navigationController = UINavigationController(rootViewController: viewController)
        navigationController.modalPresentationStyle = .pageSheet
        navigationController.isModalInPresentation = true
        if let sheet = navigationController.sheetPresentationController {
            sheet.detents = [.large()]
            sheet.prefersGrabberVisible = false
        }

        presenter?.present(navigationController, animated: true)

        return viewModel.route
            .map { route -> BookHotelCoordinationResult in
                switch route {
                case .cancel:
                    return .cancelled
                case .booked(let booking):
                    return .booked(booking)
                }
            }
            .take(1)
            .do(onNext: { [weak navigationController] _ in
                navigationController?.dismiss(animated: true)
            })
    }
}
