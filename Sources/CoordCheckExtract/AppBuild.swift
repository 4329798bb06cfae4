import SwiftIfConfig
import SwiftSyntax

/// The build whose code a draft models, for `#if`: the app as a user runs it, a release build
/// for an iOS device. `DEBUG` (the condition Xcode sets for its Debug configuration) is not
/// set; every other custom condition is: it comes from the project's build settings, which
/// `extract` does not read, and marks the code of one target or variant of the app, whose
/// files are all read alike (the app's and its extensions'). `os(iOS)` holds, the simulator
/// and Mac Catalyst do not; every module can be imported.
struct AppBuild: BuildConfiguration {
    func isCustomConditionSet(name: String) -> Bool { name != "DEBUG" }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool { true }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 1) }

    /// The text with what this build does not compile blanked (`#if` lines, and the clauses
    /// not taken), every line and column where it was; nil when it has no `#if`.
    static func activeText(of tree: SourceFileSyntax) -> String? {
        final class Finder: SyntaxVisitor {
            var found: [IfConfigDeclSyntax] = []
            override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.found.isEmpty else { return nil }
        var bytes = Array(tree.syntaxTextBytes)
        func blank(_ start: AbsolutePosition, _ end: AbsolutePosition) {
            for index in start.utf8Offset..<min(end.utf8Offset, bytes.count) where bytes[index] != 0x0A && bytes[index] != 0x0D { bytes[index] = 0x20 }
        }
        for node in finder.found {
            let active = node.activeClause(in: AppBuild()).clause
            for clause in node.clauses {
                let directiveEnd = clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
                blank(clause.poundKeyword.positionAfterSkippingLeadingTrivia, directiveEnd)
                if clause.id != active?.id, let elements = clause.elements { blank(elements.position, elements.endPosition) }
            }
            blank(node.poundEndif.positionAfterSkippingLeadingTrivia, node.poundEndif.endPositionBeforeTrailingTrivia)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
