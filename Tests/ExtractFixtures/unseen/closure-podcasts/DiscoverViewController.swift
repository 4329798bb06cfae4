import UIKit

final class DiscoverViewController: UICollectionViewController {

    var onPodcastSelected: ((Podcast) -> Void)?

    private let podcasts: [Podcast]
    private var dataSource: UICollectionViewDiffableDataSource<Int, Podcast>?

    init(podcasts: [Podcast]) {
        self.podcasts = podcasts
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        super.init(collectionViewLayout: layout)
        title = "Discover"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Podcast> { cell, _, podcast in
            var content = cell.defaultContentConfiguration()
            content.text = podcast.title
            content.secondaryText = podcast.author
            content.image = UIImage(systemName: "antenna.radiowaves.left.and.right")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, podcast in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: podcast)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Int, Podcast>()
        snapshot.appendSections([0])
        snapshot.appendItems(podcasts)
        dataSource?.apply(snapshot, animatingDifferences: false)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let podcast = dataSource?.itemIdentifier(for: indexPath) else { return }
        onPodcastSelected?(podcast)
    }
}

final class PodcastPreviewViewController: UIViewController {

    var onSubscribe: ((Podcast) -> Void)?

    private let podcast: Podcast
    private let isSubscribed: Bool

    init(podcast: Podcast, isSubscribed: Bool) {
        self.podcast = podcast
        self.isSubscribed = isSubscribed
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
        title = podcast.title

        let summaryLabel = UILabel()
        summaryLabel.text = podcast.summary
        summaryLabel.numberOfLines = 0
        summaryLabel.font = .preferredFont(forTextStyle: .body)

        var config = UIButton.Configuration.filled()
        config.title = isSubscribed ? "Subscribed" : "Subscribe"
        let subscribeButton = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onSubscribe?(self.podcast)
        })
        subscribeButton.isEnabled = !isSubscribed

        let stack = UIStackView(arrangedSubviews: [summaryLabel, subscribeButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }
}
