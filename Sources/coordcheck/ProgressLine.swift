import CoordCheckCore
import Foundation

/// `name: depth 9, 1234567 states, 812k states/s`, drawn in place on stderr once a search has
/// run for a second, and cleared at the end — only when stderr is a terminal.
final class ProgressLine: @unchecked Sendable {
    private let name: String
    private let lock = NSLock()
    private var drawn = false

    /// Nil when stderr is not a terminal.
    init?(name: String) {
        guard isatty(STDERR_FILENO) != 0 else { return nil }
        self.name = name
    }

    func update(_ progress: ExplorationProgress) {
        guard progress.seconds >= 1 else { return }
        let rate = progress.statesPerSecond >= 1000 ? "\(Int(progress.statesPerSecond / 1000))k" : "\(Int(progress.statesPerSecond))"
        lock.withLock {
            drawn = true
            FileHandle.standardError.write(Data("\r\u{1B}[K\(name): depth \(progress.depth), \(progress.states) states, \(rate) states/s".utf8))
        }
    }

    /// Clears the line, if it was drawn.
    func end() {
        lock.withLock {
            if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            drawn = false
        }
    }
}
