import UIKit

final class PlayerFlow {

    var onFinish: (() -> Void)?

    private weak var presenter: UIViewController?
    private let episode: Episode
    private let playback: PlaybackController

    init(presenter: UIViewController, episode: Episode, playback: PlaybackController) {
        self.presenter = presenter
        self.episode = episode
        self.playback = playback
    }

    func start() {
        let playerViewController = PlayerViewController(episode: episode, playback: playback)
        playerViewController.modalPresentationStyle = .fullScreen
        playerViewController.onClose = { [weak self] in
            self?.close()
        }
        presenter?.present(playerViewController, animated: true)
    }

    private func close() {
        guard let presenter = presenter else {
            onFinish?()
            return
        }
        presenter.dismiss(animated: true) { [weak self] in
            self?.onFinish?()
        }
    }
}
