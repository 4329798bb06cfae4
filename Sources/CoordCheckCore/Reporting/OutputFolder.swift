import Foundation

/// The one folder coordcheck writes into. Every file lands inside it, written atomically
/// (a temporary file renamed into place); names from scenarios are sanitized so they cannot
/// climb out (`../`, absolute paths).
public struct OutputFolder: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// A file or folder name made safe: only letters, digits, `-`, `_` and `.`, never `.`/`..`.
    public static func safeName(_ name: String) -> String {
        var result = String(name.unicodeScalars.map { scalar -> Character in
            (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)) && scalar.isASCII
                ? Character(scalar) : "_"
        })
        while result.hasPrefix(".") { result = "_" + result.dropFirst() }
        return result.isEmpty ? "_" : String(result.prefix(100))
    }

    /// Writes `contents` to `folder/name` inside the output folder and returns the path.
    public func write(_ contents: String, folder: String, name: String) throws(FileError) -> String {
        let directory = (path as NSString).appendingPathComponent(Self.safeName(folder))
        let file = (directory as NSString).appendingPathComponent(Self.safeName(name))
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw FileError(path: file, message: "cannot write: \(Self.reason(error, writing: file))")
        }
        return file
    }

    /// Removes from `folder` the files an earlier run wrote that this one did not (`stale`
    /// says which names coordcheck writes): a counterexample of an invariant that now holds,
    /// the film strip of a violation fixed since. Nothing else in the folder is touched.
    public func removeStale(in folder: String, keeping written: [String], stale: (String) -> Bool) {
        let directory = (path as NSString).appendingPathComponent(Self.safeName(folder))
        let kept = Set(written.map { ($0 as NSString).lastPathComponent })
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where !kept.contains(name) && stale(name) {
            try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
        }
    }

    /// Writes `contents` to `path` as given (a file the user named, like `--junit`),
    /// atomically: a temporary file beside it, renamed into place. A missing folder is made.
    public static func writeFile(_ contents: String, to path: String) throws(FileError) {
        try writeFile(Array(contents.utf8), to: path)
    }

    /// Writes bytes (a PNG, a PDF) the same way.
    public static func writeFile(_ contents: [UInt8], to path: String) throws(FileError) {
        do {
            // (Foundation's deletingLastPathComponent traps on a one-letter name.)
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
                try FileManager.default.createDirectory(atPath: String(path[..<slash]), withIntermediateDirectories: true)
            }
            try Data(contents).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw FileError(path: path, message: "cannot write: \(Self.reason(error, writing: path))")
        }
    }

    /// Why a write failed, in words: a file in the way of a folder, a folder that cannot be
    /// written, else the system's own reason.
    public static func reason(_ error: any Error, writing path: String) -> String {
        var prefix = ""
        // (Foundation's deletingLastPathComponent traps on a one-letter name.)
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        for component in folder.split(separator: "/", omittingEmptySubsequences: false) {
            prefix = prefix.isEmpty && component.isEmpty ? "/" : (prefix as NSString).appendingPathComponent(String(component))
            var isDirectory: ObjCBool = false
            guard !prefix.isEmpty, FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) else { break }
            if !isDirectory.boolValue { return "'\(prefix)' is a file, not a folder" }
        }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = underlying, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        return error.localizedDescription
    }
}
