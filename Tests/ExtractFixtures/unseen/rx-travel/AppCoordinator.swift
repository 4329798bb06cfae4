import UIKit
import RxSwift

struct AppDependencies {
    let tripsService: TripsServiceType
    let hotelsService: HotelsServiceType

    static func live() -> AppDependencies {
        let client = APIClient(baseURL: URL(string: "https://api.wayfarer.travel/v2")!)
        return AppDependencies(
            tripsService: TripsService(client: client),
            hotelsService: HotelsService(client: client)
        )
    }
}

final class AppCoordinator: BaseCoordinator<Void> {

    private let window: UIWindow
    private let dependencies: AppDependencies

    init(window: UIWindow, dependencies: AppDependencies) {
        self.window = window
        self.dependencies = dependencies
    }

    override func start() -> Observable<Void> {
        let tripsCoordinator = TripsCoordinator(window: window, dependencies: dependencies)
        return coordinate(to: tripsCoordinator)
    }
}
