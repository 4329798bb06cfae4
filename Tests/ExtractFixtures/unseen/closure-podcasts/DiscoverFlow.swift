import UIKit

final class DiscoverFlow {

    var onFinish: (() -> Void)?
    var onSubscribed: (() -> Void)?

    private let navigationController: UINavigationController
    private let dependencies: AppDependencies

    init(navigationController: UINavigationController, dependencies: AppDependencies) {
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    func start() {
        let discoverViewController = DiscoverViewController(podcasts: dependencies.catalog.featuredPodcasts())
        discoverViewController.onPodcastSelected = { [weak self] podcast in
            self?.showPreview(of: podcast)
        }
        navigationController.setViewControllers([discoverViewController], animated: false)
    }

    private func showPreview(of podcast: Podcast) {
        let isSubscribed = dependencies.catalog.subscriptions.contains(podcast)
        let previewViewController = PodcastPreviewViewController(podcast: podcast, isSubscribed: isSubscribed)
        previewViewController.onSubscribe = { [weak self] podcast in
            self?.subscribe(to: podcast)
        }
        navigationController.pushViewController(previewViewController, animated: true)
    }

    private func subscribe(to podcast: Podcast) {
        dependencies.catalog.subscribe(to: podcast)
        navigationController.popToRootViewController(animated: true)
        onSubscribed?()
    }
}
