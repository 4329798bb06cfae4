import UIKit

final class LibraryViewController: UITableViewController {

    var onEpisodeSelected: ((Episode) -> Void)?

    private let catalog: PodcastCatalog
    private var episodes: [Episode] = []

    init(catalog: PodcastCatalog) {
        self.catalog = catalog
        super.init(style: .insetGrouped)
        title = "Library"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EpisodeCell")
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    @objc private func reload() {
        episodes = catalog.recentEpisodes()
        tableView.reloadData()
        refreshControl?.endRefreshing()
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episodes.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Latest Episodes"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        let episode = episodes[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = episode.title
        content.secondaryText = episode.formattedDuration
        content.image = UIImage(systemName: episode.isDownloaded ? "arrow.down.circle.fill" : "play.circle")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onEpisodeSelected?(episodes[indexPath.row])
    }
}
