import CoordCheckCore
@testable import CoordCheckExtract

/// A draft is a value (``ScenarioDocument``) printed by the language's one printer: its text
/// reads back as the same value, and each note `extract` counts is a `# coordcheck:` comment
/// of it. Every draft the tests make is checked so.
enum DraftReadBack {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Why a draft does not read back as the value printed, or nil when it does.
    static func problem(_ draft: Extractor.Draft) -> String? {
        let text = draft.scenario
        guard let read = try? ScenarioDocument(parsing: SourceFile(path: "\(draft.name).txt", text: text)) else {
            return "\(draft.name): the draft does not parse"
        }
        guard read == draft.document else { return "\(draft.name): the draft reads back as another scenario" }
        guard read.text == text else { return "\(draft.name): the draft prints differently once read back" }
        let written = read.comments.filter { $0.hasPrefix("coordcheck: ") }.count
        guard written == draft.notes.count else {
            return "\(draft.name): \(draft.notes.count) notes counted, \(written) '# coordcheck:' lines written"
        }
        return nil
    }

    /// The draft, or a failure saying why it does not read back.
    static func checked(_ draft: Extractor.Draft) throws -> Extractor.Draft {
        if let problem = problem(draft) { throw Failure(description: problem) }
        return draft
    }
}
