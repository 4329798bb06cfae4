import ArgumentParser

/// What `check` prints on stdout (`--reporter`), as SwiftLint names its reporters.
enum Reporter: String, ExpressibleByArgument, CaseIterable {
    /// Reports for people, then a summary table (the default).
    case text
    /// `path:line:col: error: [rule] message` lines (Xcode, editors).
    case xcode
    /// One JSON document (docs/ci.md, "JSON report").
    case json
    /// JUnit XML.
    case junit
    /// GitHub Actions workflow commands (annotations).
    case github
    /// SARIF 2.1.0.
    case sarif

    /// Prints each scenario as it is checked; the others print one document at the end.
    var streams: Bool { self == .text || self == .xcode || self == .github }

    /// Shows what stops a scenario from being checked on stdout, where stderr would repeat it.
    var showsInputErrors: Bool { self == .xcode || self == .github }
}
