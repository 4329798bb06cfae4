import UIKit
import RxSwift

final class TripsCoordinator: BaseCoordinator<Void> {

    private let window: UIWindow
    private let dependencies: AppDependencies

    init(window: UIWindow, dependencies: AppDependencies) {
        self.window = window
        self.dependencies = dependencies
    }

    override func start() -> Observable<Void> {
        let viewModel = TripsViewModel(tripsService: dependencies.tripsService)
        let viewController = TripsViewController(viewModel: viewModel)
        let navigationController = UINavigationController(rootViewController: viewController)
        navigationController.navigationBar.prefersLargeTitles = true

        viewModel.route
            .subscribe(onNext: { [weak self, weak navigationController, weak viewModel] route in
                guard let self = self, let navigationController = navigationController else { return }
                switch route {
                case .tripDetail(let trip):
                    self.showTripDetail(trip, in: navigationController, onFinish: { viewModel?.reload.accept(()) })
                }
            })
            .disposed(by: disposeBag)

        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        return Observable.never()
    }

    private func showTripDetail(
        _ trip: Trip,
        in navigationController: UINavigationController,
        onFinish: @escaping () -> Void
    ) {
        let tripDetailCoordinator = TripDetailCoordinator(
            trip: trip,
            navigationController: navigationController,
            dependencies: dependencies
        )

        coordinate(to: tripDetailCoordinator)
            .subscribe(onNext: { result in
                switch result {
                case .back(let bookingsChanged):
                    if bookingsChanged {
                        onFinish()
                    }
                }
            })
            .disposed(by: disposeBag)
    }
}
