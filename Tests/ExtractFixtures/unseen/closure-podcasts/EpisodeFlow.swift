import UIKit

final class EpisodeFlow {

    var onFinish: (() -> Void)?

    private let navigationController: UINavigationController
    private let episode: Episode
    private let dependencies: AppDependencies
    private var activeFlows: [AnyObject] = []

    init(navigationController: UINavigationController, episode: Episode, dependencies: AppDependencies) {
        self.navigationController = navigationController
        self.episode = episode
        self.dependencies = dependencies
    }

    func start() {
        let podcast = dependencies.catalog.podcast(withID: episode.podcastID)
        let detailViewController = EpisodeDetailViewController(episode: episode, podcast: podcast)

        detailViewController.onPlay = { [weak self] episode in
            self?.dependencies.playback.play(episode)
            self?.showPlayer(for: episode)
        }
        detailViewController.onShare = { [weak self, weak detailViewController] episode in
            guard let source = detailViewController else { return }
            self?.share(episode, from: source)
        }
        detailViewController.onRemoveDownload = { [weak self] episode in
            self?.removeDownload(for: episode)
        }

        navigationController.pushViewController(detailViewController, animated: true)
    }

    private func showPlayer(for episode: Episode) {
        let flow = PlayerFlow(presenter: navigationController,
                              episode: episode,
                              playback: dependencies.playback)
        flow.onFinish = { [weak self, weak flow] in
            self?.activeFlows.removeAll { $0 === flow }
        }
        activeFlows.append(flow)
        flow.start()
    }

    private func share(_ episode: Episode, from source: UIViewController) {
        var items: [Any] = [episode.title]
        if let podcast = dependencies.catalog.podcast(withID: episode.podcastID) {
            items.append("from \(podcast.title)")
        }
        let activityController = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activityController.popoverPresentationController?.sourceView = source.view
        source.present(activityController, animated: true)
    }

    private func removeDownload(for episode: Episode) {
        let alert = UIAlertController(title: "Remove Download?",
                                      message: "\"\(episode.title)\" will be deleted from this device.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Remove", style: .destructive) { [weak self] _ in
            guard let self = self else { return }
            self.dependencies.catalog.removeDownload(for: episode)
            self.navigationController.popViewController(animated: true)
            self.onFinish?()
        })
        navigationController.present(alert, animated: true)
    }
}
