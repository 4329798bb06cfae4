import UIKit

final class PlayerViewController: UIViewController {

    var onClose: (() -> Void)?

    private let episode: Episode
    private let playback: PlaybackController
    private var playbackToken: UUID?

    private let artworkView = UIImageView(image: UIImage(systemName: "mic.circle.fill"))
    private let titleLabel = UILabel()
    private let playPauseButton = UIButton(type: .system)
    private let closeButton = UIButton(type: .close)

    init(episode: Episode, playback: PlaybackController) {
        self.episode = episode
        self.playback = playback
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        if let token = playbackToken {
            playback.removeObserver(token)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground

        artworkView.contentMode = .scaleAspectFit
        artworkView.tintColor = .systemPurple

        titleLabel.text = episode.title
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2

        playPauseButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 54), forImageIn: .normal)

        playPauseButton.addTarget(self, action: #selector(playPauseTapped), for: .touchUpInside)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [artworkView, titleLabel, playPauseButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        view.addSubview(closeButton)

        NSLayoutConstraint.activate([
            closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            closeButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor, constant: -24),
            artworkView.heightAnchor.constraint(equalTo: artworkView.widthAnchor)
        ])

        playbackToken = playback.addObserver { [weak self] state in
            self?.render(state)
        }
    }

    private func render(_ state: PlaybackController.State) {
        let symbol: String
        switch state {
        case .playing: symbol = "pause.circle.fill"
        case .paused, .idle: symbol = "play.circle.fill"
        }
        playPauseButton.setImage(UIImage(systemName: symbol), for: .normal)
    }

    @objc private func playPauseTapped() {
        if playback.currentEpisode == nil {
            playback.play(episode)
        } else {
            playback.togglePlayPause()
        }
    }

    @objc private func closeTapped() {
        onClose?()
    }
}
