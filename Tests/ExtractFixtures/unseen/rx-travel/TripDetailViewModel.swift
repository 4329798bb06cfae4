import Foundation
import RxSwift
import RxCocoa

final class TripDetailViewModel: ViewModelType {

    enum Route {
        case bookHotel(Trip)
        case back
    }

    struct Input {
        let bookTapped = PublishRelay<Void>()
        let backTapped = PublishRelay<Void>()
        let hotelBooked = PublishRelay<HotelBooking>()
    }

    struct Output {
        let destination: Driver<String>
        let dates: Driver<String>
        let hotelSummary: Driver<String>
        let bookButtonTitle: Driver<String>
    }

    let input = Input()
    lazy var output: Output = transform(input: input)
    let route = PublishRelay<Route>()

    private(set) var hasNewBooking = false

    private let trip: BehaviorRelay<Trip>
    private let disposeBag = DisposeBag()

    init(trip: Trip) {
        self.trip = BehaviorRelay(value: trip)
    }

    func transform(input: Input) -> Output {
        input.bookTapped
            .withLatestFrom(trip)
            .map(Route.bookHotel)
            .bind(to: route)
            .disposed(by: disposeBag)

        input.backTapped
            .map { Route.back }
            .bind(to: route)
            .disposed(by: disposeBag)

        input.hotelBooked
            .withLatestFrom(trip) { booking, trip -> Trip in
                var updated = trip
                updated.hotelBooking = booking
                return updated
            }
            .do(onNext: { [weak self] _ in self?.hasNewBooking = true })
            .bind(to: trip)
            .disposed(by: disposeBag)

        let currentTrip = trip.asDriver()

        return Output(
            destination: currentTrip.map { $0.destination },
            dates: currentTrip.map { "\(Formatters.dateInterval.string(from: $0.startDate, to: $0.endDate)) · \($0.nights) nights" },
            hotelSummary: currentTrip.map { trip in
                guard let booking = trip.hotelBooking else {
                    return "No hotel booked yet"
                }
                return "\(booking.hotel.name)\nConfirmation \(booking.confirmationCode)"
            },
            bookButtonTitle: currentTrip.map { $0.hotelBooking == nil ? "Book a hotel" : "Change hotel" }
        )
    }
}
