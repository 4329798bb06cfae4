import UIKit

final class EpisodeDetailViewController: UIViewController {

    var onPlay: ((Episode) -> Void)?
    var onShare: ((Episode) -> Void)?
    var onRemoveDownload: ((Episode) -> Void)?

    private let episode: Episode
    private let podcast: Podcast?

    private let titleLabel = UILabel()
    private let metaLabel = UILabel()
    private let notesTextView = UITextView()
    private let playButton = UIButton(configuration: .filled())
    private let removeDownloadButton = UIButton(configuration: .plain())

    init(episode: Episode, podcast: Podcast?) {
        self.episode = episode
        self.podcast = podcast
        super.init(nibName: nil, bundle: nil)
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = podcast?.title
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .action,
            target: self,
            action: #selector(shareTapped)
        )
        configureSubviews()
        layoutSubviews()
    }

    private func configureSubviews() {
        titleLabel.text = episode.title
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.numberOfLines = 0

        let date = episode.publishedAt.formatted(date: .abbreviated, time: .omitted)
        metaLabel.text = "\(date) · \(episode.formattedDuration)"
        metaLabel.font = .preferredFont(forTextStyle: .subheadline)
        metaLabel.textColor = .secondaryLabel

        notesTextView.text = episode.notes
        notesTextView.font = .preferredFont(forTextStyle: .body)
        notesTextView.isEditable = false

        playButton.configuration?.title = episode.playedFraction > 0 ? "Resume" : "Play"
        playButton.configuration?.image = UIImage(systemName: "play.fill")
        playButton.configuration?.imagePadding = 8
        playButton.addTarget(self, action: #selector(playTapped), for: .touchUpInside)

        removeDownloadButton.configuration?.title = "Remove Download"
        removeDownloadButton.configuration?.baseForegroundColor = .systemRed
        removeDownloadButton.isHidden = !episode.isDownloaded
        removeDownloadButton.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onRemoveDownload?(self.episode)
        }, for: .touchUpInside)
    }

    private func layoutSubviews() {
        let buttons = UIStackView(arrangedSubviews: [playButton, removeDownloadButton])
        buttons.axis = .horizontal
        buttons.spacing = 12

        let stack = UIStackView(arrangedSubviews: [titleLabel, metaLabel, buttons, notesTextView])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        let guide = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        ])
    }

    @objc private func playTapped() {
        onPlay?(episode)
    }

    @objc private func shareTapped() {
        onShare?(episode)
    }
}
