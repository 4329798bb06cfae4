import Foundation

final class OnboardingCoordinator: BaseCoordinator {

    private let router: Routing
    private let moduleFactory: ModuleFactory

    init(router: Routing, moduleFactory: ModuleFactory) {
        self.router = router
        self.moduleFactory = moduleFactory
    }

    override func start() {
        let module = moduleFactory.makeOnboardingModule()
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRoot(module, hideBar: true)
    }
}
