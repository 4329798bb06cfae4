import UIKit
import RxSwift

enum TripDetailCoordinationResult {
    case back(bookingsChanged: Bool)
}

final class TripDetailCoordinator: BaseCoordinator<TripDetailCoordinationResult> {

    private let trip: Trip
    private weak var navigationController: UINavigationController?
    private let dependencies: AppDependencies

    init(trip: Trip, navigationController: UINavigationController, dependencies: AppDependencies) {
        self.trip = trip
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    override func start() -> Observable<TripDetailCoordinationResult> {
        let viewModel = TripDetailViewModel(trip: trip)
        let viewController = TripDetailViewController(viewModel: viewModel)

        viewModel.route
            .subscribe(onNext: { [weak self, weak viewController, weak viewModel] route in
                guard let self = self, let viewController = viewController else { return }
                switch route {
                case .bookHotel(let trip):
                    self.showBookHotel(for: trip, from: viewController) { booking in
                        viewModel?.input.hotelBooked.accept(booking)
                    }
                case .back:
                    break
                }
            })
            .disposed(by: disposeBag)

        navigationController?.pushViewController(viewController, animated: true)

        return viewModel.route
            .compactMap { [weak viewModel] route -> TripDetailCoordinationResult? in
                guard case .back = route else { return nil }
                return .back(bookingsChanged: viewModel?.hasNewBooking ?? false)
            }
            .take(1)
            .do(onNext: { [weak self] _ in
                self?.navigationController?.popViewController(animated: true)
            })
    }

    private func showBookHotel(
        for trip: Trip,
        from presenter: UIViewController,
        onBooked: @escaping (HotelBooking) -> Void
    ) {
        let bookHotelCoordinator = BookHotelCoordinator(
            trip: trip,
            presenter: presenter,
            hotelsService: dependencies.hotelsService
        )

        coordinate(to: bookHotelCoordinator)
            .subscribe(onNext: { result in
                switch result {
                case .booked(let booking):
                    onBooked(booking)
                case .cancelled:
                    break
                }
            })
            .disposed(by: disposeBag)
    }
}
