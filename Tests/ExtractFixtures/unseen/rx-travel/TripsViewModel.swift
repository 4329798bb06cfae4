import Foundation
import RxSwift
import RxCocoa

protocol ViewModelType {
    associatedtype Input
    associatedtype Output

    func transform(input: Input) -> Output
}

final class TripsViewModel: ViewModelType {

    enum Route {
        case tripDetail(Trip)
    }

    struct Input {
        let viewDidLoad: Observable<Void>
        let pullToRefresh: Observable<Void>
        let tripSelected: Observable<Trip>
    }

    struct Output {
        let trips: Driver<[Trip]>
        let isRefreshing: Driver<Bool>
        let errorMessage: Signal<String>
    }

    let route = PublishRelay<Route>()
    let reload = PublishRelay<Void>()

    private let tripsService: TripsServiceType
    private let disposeBag = DisposeBag()

    init(tripsService: TripsServiceType) {
        self.tripsService = tripsService
    }

    func transform(input: Input) -> Output {
        let isRefreshing = BehaviorRelay<Bool>(value: false)
        let errorMessage = PublishRelay<String>()

        let trips = Observable.merge(input.viewDidLoad, input.pullToRefresh, reload.asObservable())
            .do(onNext: { isRefreshing.accept(true) })
            .flatMapLatest { [tripsService] _ -> Observable<[Trip]> in
                tripsService.upcomingTrips()
                    .asObservable()
                    .do(
                        onError: { errorMessage.accept($0.localizedDescription) },
                        onDispose: { isRefreshing.accept(false) }
                    )
                    .catch { _ in Observable.empty() }
            }
            .map { $0.sorted { $0.startDate < $1.startDate } }
            .share(replay: 1)

        input.tripSelected
            .map(Route.tripDetail)
            .bind(to: route)
            .disposed(by: disposeBag)

        return Output(
            trips: trips.asDriver(onErrorJustReturn: []),
            isRefreshing: isRefreshing.asDriver(),
            errorMessage: errorMessage.asSignal()
        )
    }
}
