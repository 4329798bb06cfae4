import UIKit

final class LibraryFlow {

    var onFinish: (() -> Void)?

    private let navigationController: UINavigationController
    private let dependencies: AppDependencies
    private var activeFlows: [AnyObject] = []

    init(navigationController: UINavigationController, dependencies: AppDependencies) {
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    func start() {
        let libraryViewController = LibraryViewController(catalog: dependencies.catalog)
        libraryViewController.onEpisodeSelected = { [weak self] episode in
            self?.showEpisode(episode)
        }
        navigationController.setViewControllers([libraryViewController], animated: false)
    }

    private func showEpisode(_ episode: Episode) {
        let flow = EpisodeFlow(navigationController: navigationController,
                               episode: episode,
                               dependencies: dependencies)
        flow.onFinish = { [weak self, weak flow] in
            self?.activeFlows.removeAll { $0 === flow }
        }
        activeFlows.append(flow)
        flow.start()
    }
}
