import CoordCheckCore
import Foundation

/// `coordcheck extract`: reads an app's Swift sources with swift-syntax and drafts the
/// scenario its coordinator code describes — coordinators, their parent properties, the
/// screens they push and present, the events the screens send back, and what each handler
/// does to the tree and the stacks. Faithful rather than pretty: a parent never assigned is
/// written `parent none`, so the checker finds the bug the code has.
///
/// ```swift
/// let draft = try Extractor.extract(paths: ["MyApp/Sources"])
/// print(draft.scenario)          // coordcheck's language, each line traced to its source
/// draft.notes                    // what was read but not modelled
/// ```
public enum Extractor {
    /// A drafted scenario.
    public struct Draft: Sendable {
        /// The scenario's name (its `scenario` line).
        public var name: String
        /// The scenario as a value.
        public var document: ScenarioDocument
        /// The scenario text: the document, printed.
        public var scenario: String { document.text }
        /// `path:line: what` for each piece of code read but not modelled.
        public var notes: [String]
        /// The Swift files read, in order.
        public var files: [String]
    }

    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): error: \(message)" }
    }

    /// The depth a draft says (`depth N`) unless told another: deep enough for a screen a few
    /// taps in, small enough to check a large app's draft in seconds.
    public static let defaultDepth = 8

    /// Reads the Swift files at `paths` (files, or folders searched recursively) and drafts
    /// the scenario, named `name` (default: the first folder's name), to be checked to `depth`.
    public static func extract(paths: [String], name: String? = nil, depth: Int = defaultDepth) throws(Failure) -> Draft {
        var files: [String] = []
        for path in paths { files += try swiftFiles(at: path) }
        guard !files.isEmpty else { throw Failure(path: paths.joined(separator: " "), message: "no Swift files found") }
        var sources: [SwiftSource] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file), let text = String(validating: data, as: UTF8.self) else {
                throw Failure(path: file, message: "cannot be read as UTF-8 text")
            }
            sources.append(SwiftSource(path: file, text: withoutPlaceholders(text)))
        }
        var resources: [String: String] = [:]
        for path in paths {
            for file in resourceFiles(at: path) {
                if let data = FileManager.default.contents(atPath: file), let text = String(validating: data, as: UTF8.self) {
                    resources[file] = withoutPlaceholders(text)
                }
            }
        }
        let app = CoordinatorApp(project: SwiftProject(sources: sources), resources: resources)
        guard !app.coordinators.isEmpty else {
            throw Failure(path: paths.joined(separator: " "), message: "no coordinator found (a class keeping a collection of its own kind, one making screens and showing them, or one making and showing those)")
        }
        let scenarioName = name ?? defaultName(for: paths[0])
        var draft = ScenarioDraft(app: app, name: scenarioName, depth: depth)
        let (document, notes) = draft.render()
        return Draft(name: scenarioName, document: document, notes: notes, files: files)
    }

    static func swiftFiles(at path: String) throws(Failure) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(path: path, message: "no such file or directory")
        }
        guard isDirectory.boolValue else { return path.hasSuffix(".swift") ? [path] : [] }
        let entries = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
        return entries.filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }
            .sorted().map { (path as NSString).appendingPathComponent($0) }
    }

    /// Info.plist files and storyboards, for the window's initial controller.
    static func resourceFiles(at path: String) -> [String] {
        let entries = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
        return entries.filter { $0.hasSuffix("Info.plist") || $0.hasSuffix(".storyboard") }.sorted().map { (path as NSString).appendingPathComponent($0) }
    }

    /// A project template's placeholders (`{{cookiecutter.projectName}}ViewController`) made
    /// identifiers (`ProjectNameViewController`), so the template parses as Swift.
    static func withoutPlaceholders(_ text: String) -> String {
        guard text.mentions("{{") else { return text }
        var result = text
        while let range = result.range(of: #"\{\{\s*[A-Za-z0-9_.]+\s*\}\}"#, options: .regularExpression) {
            let name = result[range].dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces).split(separator: ".").last.map(String.init) ?? "Name"
            result.replaceSubrange(range, with: name.prefix(1).uppercased() + name.dropFirst())
        }
        return result
    }

    /// A scenario name from a path: letters, digits, `-` and `_`.
    static func defaultName(for path: String) -> String {
        let base = ((path as NSString).standardizingPath as NSString).lastPathComponent
        let stem = (base as NSString).deletingPathExtension
        let cleaned = String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return cleaned.first?.isLetter == true ? cleaned : "app"
    }
}
