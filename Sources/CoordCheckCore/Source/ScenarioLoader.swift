import Foundation

/// Finds and reads scenario files.
public enum ScenarioLoader {
    /// The scenario files an argument names: the file itself, or every scenario file directly
    /// in a directory, sorted, and the `.txt` files there that are not scenarios (skipped,
    /// each with the reason). A
    /// path that does not exist as written is looked up again ignoring case, component by
    /// component, so `scenarios/lionheart.txt` finds `Scenarios/lionheart.txt` on Linux too.
    public static func scenarioPaths(for argument: String) throws(FileError) -> (scenarios: [String], skipped: [SkippedFile]) {
        guard let path = resolve(argument) else {
            throw FileError(path: argument, message: "no such file or directory")
        }
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard isDirectory.boolValue else { return ([path], []) }
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw FileError(path: argument, message: "cannot read the directory")
        }
        let files = entries.filter { $0.hasSuffix(".txt") }.sorted().map { path == "." ? $0 : (path as NSString).appendingPathComponent($0) }
            .filter { entry in
                var directory: ObjCBool = false
                return FileManager.default.fileExists(atPath: entry, isDirectory: &directory) && !directory.boolValue
            }
        var scenarios: [String] = []
        var skipped: [SkippedFile] = []
        for file in files {
            if let reason = notAScenario(file) { skipped.append(SkippedFile(file: file, reason: reason)) } else { scenarios.append(file) }
        }
        guard !scenarios.isEmpty else {
            var message = files.isEmpty ? "the directory holds no scenario (.txt) files"
                : "none of the directory's .txt files is a scenario (none starts with a declaration such as 'scenario' or 'coordinator')"
            if holdsSwift(path) { message += "; it holds Swift code: 'coordcheck extract \(argument) --check' drafts a scenario from it and checks it" }
            throw FileError(path: argument, message: message)
        }
        return (scenarios, skipped)
    }

    /// Whether a folder holds `.swift` files, at any depth (hidden folders and build folders
    /// aside).
    static func holdsSwift(_ folder: String) -> Bool {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return false }
        while let entry = walk.nextObject() as? String {
            let name = (entry as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "DerivedData" || name == "Pods" { walk.skipDescendants() }
            if name.hasSuffix(".swift") { return true }
        }
        return false
    }

    /// Why a file in a folder is not a scenario, or nil when it is one: its first line that is
    /// neither blank nor a comment starts with a declaration keyword (`scenario`, `depth`,
    /// `flows`, `event`, `screen`, `coordinator`, …) or a word close to one (`scenaro`: a
    /// scenario with an error, which the check reports, rather than a file passed over).
    /// Notes and other text files beside the scenarios are not scenarios. A file that cannot
    /// be read is one, so that the check says why.
    public static func notAScenario(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        for line in String(decoding: data.prefix(64 * 1024), as: UTF8.self).split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            let word = String(text.prefix { $0.isLetter })
            if Parser.declarationKeywords.contains(word) || NameSuggestion.closest(to: word, among: Parser.declarationKeywords) != nil {
                return nil
            }
            let shown = text.count > 40 ? text.prefix(40) + "…" : text
            return "its first line, '\(shown)', starts with no declaration such as 'scenario' or 'coordinator'"
        }
        return "it holds only blank lines and comments"
    }

    /// Reads a scenario file as UTF-8.
    public static func read(_ path: String) throws(FileError) -> SourceFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileError(path: path, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw FileError(path: path, message: "is a directory, not a scenario file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileError(path: path, message: "cannot read the file")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw FileError(path: path, message: "the file is not valid UTF-8 text")
        }
        return SourceFile(path: path, text: text)
    }

    /// The path as written when it exists, else the unique case-insensitive match, else nil.
    public static func resolvedPath(_ path: String) -> String? { resolve(path) }

    /// The path as written when it exists, else the unique case-insensitive match.
    static func resolve(_ path: String) -> String? {
        if FileManager.default.fileExists(atPath: path) { return path }
        let absolute = path.hasPrefix("/")
        var resolved = absolute ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            let directory = resolved.isEmpty ? "." : resolved
            let candidate = resolved.isEmpty ? component : (resolved as NSString).appendingPathComponent(component)
            if FileManager.default.fileExists(atPath: candidate) {
                resolved = candidate
                continue
            }
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
            let matches = entries.filter { $0.lowercased() == component.lowercased() }
            guard matches.count == 1 else { return nil }
            resolved = resolved.isEmpty ? matches[0] : (resolved as NSString).appendingPathComponent(matches[0])
        }
        return resolved.isEmpty ? nil : resolved
    }
}
