/// One `extract:` entry of a configuration: Swift code to draft a scenario from, checked
/// with the scenarios.
public struct ExtractionSource: Sendable, Equatable {
    /// Swift files or folders.
    public var sources: [String]
    /// The scenario's name (default: the first source's name).
    public var name: String?
    /// Where the draft is written (default: `<output>/<name>/scenario.txt`).
    public var draft: String?
    /// The draft's findings already known, each as a scenario's `expect` line says it
    /// (`deadlock`, `no-leaks: SettingsCoordinator`): added to the draft.
    public var expect: [String]
    /// The depth the draft is checked to (its `depth` line; default: the extractor's).
    public var depth: Int?

    public init(sources: [String], name: String? = nil, draft: String? = nil, expect: [String] = [], depth: Int? = nil) {
        self.sources = sources
        self.name = name
        self.draft = draft
        self.expect = expect
        self.depth = depth
    }
}
