import Foundation

struct Podcast: Hashable {
    let id: UUID
    let title: String
    let author: String
    let artworkURL: URL?
    let summary: String
}

struct Episode: Hashable {
    let id: UUID
    let podcastID: UUID
    let title: String
    let publishedAt: Date
    let duration: TimeInterval
    let notes: String
    var isDownloaded: Bool
    var playedFraction: Double

    var formattedDuration: String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = duration >= 3600 ? [.hour, .minute] : [.minute, .second]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: duration) ?? "--"
    }
}

final class PodcastCatalog {

    private(set) var subscriptions: [Podcast] = []
    private var episodesByPodcast: [UUID: [Episode]] = [:]

    init() {
        seedSampleData()
    }

    func recentEpisodes(limit: Int = 30) -> [Episode] {
        let all = episodesByPodcast.values.flatMap { $0 }
        return Array(all.sorted { $0.publishedAt > $1.publishedAt }.prefix(limit))
    }

    func podcast(withID id: UUID) -> Podcast? {
        subscriptions.first { $0.id == id }
    }

    func featuredPodcasts() -> [Podcast] {
        [
            Podcast(id: UUID(), title: "Night Shift Radio", author: "KXRW", artworkURL: nil,
                    summary: "Late-night conversations with people who work while you sleep."),
            Podcast(id: UUID(), title: "Compiler Talk", author: "Dana Ruiz", artworkURL: nil,
                    summary: "A weekly deep-dive into programming languages.")
        ]
    }

    func subscribe(to podcast: Podcast) {
        guard !subscriptions.contains(podcast) else { return }
        subscriptions.append(podcast)
        episodesByPodcast[podcast.id] = []
    }

    func removeDownload(for episode: Episode) {
        guard var list = episodesByPodcast[episode.podcastID],
              let index = list.firstIndex(where: { $0.id == episode.id }) else { return }
        list[index].isDownloaded = false
        episodesByPodcast[episode.podcastID] = list
    }

    private func seedSampleData() {
        let show = Podcast(id: UUID(), title: "The Daily Build", author: "Swift Weekly",
                           artworkURL: nil, summary: "Short episodes about shipping apps.")
        subscriptions = [show]
        episodesByPodcast[show.id] = (1...12).map { number in
            Episode(id: UUID(),
                    podcastID: show.id,
                    title: "Episode \(number): Shipping on Fridays",
                    publishedAt: Date().addingTimeInterval(TimeInterval(-86_400 * number)),
                    duration: TimeInterval(1_200 + number * 90),
                    notes: "In this episode we talk about release trains, feature flags and why Friday deploys are fine.",
                    isDownloaded: number % 3 == 0,
                    playedFraction: 0)
        }
    }
}
