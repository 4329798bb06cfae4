import Foundation

final class ApplicationCoordinator: BaseCoordinator {

    private let router: Routing
    private let coordinatorFactory: CoordinatorFactory
    private let settings: AppSettings

    init(router: Routing, coordinatorFactory: CoordinatorFactory, settings: AppSettings) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
        self.settings = settings
    }

    override func start() {
        if settings.hasCompletedOnboarding {
            runMainFlow()
        } else {
            runOnboardingFlow()
        }
    }

    private func runOnboardingFlow() {
        let coordinator = coordinatorFactory.makeOnboardingCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.settings.hasCompletedOnboarding = true
            self?.removeDependency(coordinator)
            self?.start()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runMainFlow() {
        let coordinator = coordinatorFactory.makeProjectListCoordinator(router: router)
        addDependency(coordinator)
        coordinator.start()
    }
}
