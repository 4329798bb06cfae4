import CoordCheckCore
import Foundation

/// Where the executable writes: results on stdout, diagnostics on stderr.
enum Terminal {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Whether reports are coloured: stdout is a terminal and NO_COLOR (no-color.org) is
    /// unset or empty.
    static let colour = isatty(STDOUT_FILENO) != 0 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty

    /// Whether stderr is a terminal: the only case a progress line is drawn.
    static let stderrIsTerminal = isatty(STDERR_FILENO) != 0

    /// A progress callback drawing `name: depth 9, 1,234,567 states, 812k states/s` in place on
    /// stderr, once a search has run for a second; nil when stderr is not a terminal.
    static func progressLine(for name: String) -> (@Sendable (ExplorationProgress) -> Void)? {
        guard stderrIsTerminal else { return nil }
        return { progress in
            guard progress.seconds >= 1 else { return }
            let rate = progress.statesPerSecond >= 1000 ? "\(Int(progress.statesPerSecond / 1000))k" : "\(Int(progress.statesPerSecond))"
            FileHandle.standardError.write(Data("\r\u{1B}[K\(name): depth \(progress.depth), \(progress.states) states, \(rate) states/s".utf8))
        }
    }

    /// Clears the progress line, if one was drawn.
    static func endProgressLine() {
        if stderrIsTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
