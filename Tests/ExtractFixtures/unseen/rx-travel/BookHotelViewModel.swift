import Foundation
import RxSwift
import RxCocoa

final class BookHotelViewModel: ViewModelType {

    enum Route {
        case cancel
        case booked(HotelBooking)
    }

    struct Input {
        let cancelTapped = PublishRelay<Void>()
        let hotelSelected = PublishRelay<Hotel>()
        let bookTapped = PublishRelay<Void>()
    }

    struct Output {
        let hotels: Driver<[Hotel]>
        let priceSummary: Driver<String>
        let isBookEnabled: Driver<Bool>
        let errorMessage: Signal<String>
    }

    let input = Input()
    lazy var output: Output = transform(input: input)
    let route = PublishRelay<Route>()

    private let trip: Trip
    private let hotelsService: HotelsServiceType
    private let disposeBag = DisposeBag()

    init(trip: Trip, hotelsService: HotelsServiceType) {
        self.trip = trip
        self.hotelsService = hotelsService
    }

    func transform(input: Input) -> Output {
        let isLoading = BehaviorRelay<Bool>(value: true)
        let errorMessage = PublishRelay<String>()
        let selectedHotel = BehaviorRelay<Hotel?>(value: nil)

        input.hotelSelected
            .map { Optional($0) }
            .bind(to: selectedHotel)
            .disposed(by: disposeBag)

        let hotels = hotelsService.hotels(near: trip)
            .asObservable()
            .do(
                onError: { errorMessage.accept($0.localizedDescription) },
                onDispose: { isLoading.accept(false) }
            )
            .asDriver(onErrorJustReturn: [])

        input.cancelTapped
            .map { Route.cancel }
            .bind(to: route)
            .disposed(by: disposeBag)

        input.bookTapped
            .withLatestFrom(selectedHotel.compactMap { $0 })
            .do(onNext: { _ in isLoading.accept(true) })
            .flatMapFirst { [hotelsService, trip] hotel -> Observable<HotelBooking> in
                hotelsService.book(hotel, for: trip)
                    .asObservable()
                    .do(
                        onError: { errorMessage.accept($0.localizedDescription) },
                        onDispose: { isLoading.accept(false) }
                    )
                    .catch { _ in Observable.empty() }
            }
            .map(Route.booked)
            .bind(to: route)
            .disposed(by: disposeBag)

        let nights = max(trip.nights, 1)
        let priceSummary = selectedHotel
            .map { hotel -> String in
                guard let hotel = hotel else { return "Select a hotel to see the total" }
                let total = hotel.nightlyRate * Decimal(nights)
                let formatted = Formatters.price(total, currencyCode: hotel.currencyCode)
                return "\(formatted) for \(nights) night(s)"
            }
            .asDriver(onErrorJustReturn: "")

        let isBookEnabled = Observable.combineLatest(selectedHotel, isLoading) { hotel, loading in
            hotel != nil && !loading
        }
        .asDriver(onErrorJustReturn: false)

        return Output(
            hotels: hotels,
            priceSummary: priceSummary,
            isBookEnabled: isBookEnabled,
            errorMessage: errorMessage.asSignal()
        )
    }
}
