import AVFoundation
import Foundation

final class PlaybackController {

    static let shared = PlaybackController()

    enum State {
        case idle
        case playing(Episode)
        case paused(Episode)
    }

    private(set) var state: State = .idle {
        didSet { observers.values.forEach { $0(state) } }
    }

    private var observers: [UUID: (State) -> Void] = [:]
    private var player: AVPlayer?

    var currentEpisode: Episode? {
        switch state {
        case .idle: return nil
        case .playing(let episode), .paused(let episode): return episode
        }
    }

    func play(_ episode: Episode) {
        if player == nil {
            player = AVPlayer()
        }
        player?.play()
        state = .playing(episode)
    }

    func togglePlayPause() {
        switch state {
        case .idle:
            break
        case .playing(let episode):
            player?.pause()
            state = .paused(episode)
        case .paused(let episode):
            player?.play()
            state = .playing(episode)
        }
    }

    @discardableResult
    func addObserver(_ handler: @escaping (State) -> Void) -> UUID {
        let token = UUID()
        observers[token] = handler
        handler(state)
        return token
    }

    func removeObserver(_ token: UUID) {
        observers[token] = nil
    }

    func persistProgress() {
        guard let episode = currentEpisode, let player = player else { return }
        let seconds = player.currentTime().seconds
        UserDefaults.standard.set(seconds, forKey: "progress.\(episode.id.uuidString)")
    }
}
