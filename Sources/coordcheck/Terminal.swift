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
}
