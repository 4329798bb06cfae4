/// A scenario as a value: its declarations in the order written, each with the comments and
/// blank lines above it and the comment after it. Read from text with
/// ``init(parsing:)``, built by a program (``ScenarioBuilder``), and written with its one
/// printer (``text``): reading back what was printed gives the same value.
///
/// ```swift
/// let document = try ScenarioDocument(parsing: SourceFile(path: "app.txt", text: text))
/// document.text   // the scenario, printed in the language's layout
/// ```
public struct ScenarioDocument: Hashable, Sendable {
    public var declarations: [DeclarationSyntax]
    /// Comments and blank lines after the last declaration.
    public var trailing: [Remark]

    public init(declarations: [DeclarationSyntax] = [], trailing: [Remark] = []) {
        self.declarations = declarations
        self.trailing = trailing
    }

    /// Reads a scenario's text, or fails with every syntax error of the file (names are not
    /// resolved: ``ScenarioCompiler/compile(_:)`` does that).
    public init(parsing file: SourceFile) throws(ScenarioCompiler.Failure) {
        let (document, diagnostics) = Parser(file: file).parse()
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw ScenarioCompiler.Failure(diagnostics: errors.sorted()) }
        self = document
    }

    /// The scenario in the language, as ``ScenarioPrinter`` writes it.
    public var text: String { ScenarioPrinter.text(of: self) }

    /// Every comment in the document, in order: remarks, and comments after lines.
    public var comments: [String] {
        var result: [String] = []
        var copy = self
        copy.rewriteComments { result.append($0) }
        return result
    }

    /// Rewrites every comment in place, in order (paths in traces made relative, say).
    public mutating func rewriteComments(_ rewrite: (inout String) -> Void) {
        func remarks(_ remarks: inout [Remark]) {
            for index in remarks.indices {
                guard case .comment(var text) = remarks[index] else { continue }
                rewrite(&text)
                remarks[index] = .comment(text)
            }
        }
        func comment(_ comment: inout String?) {
            guard var text = comment else { return }
            rewrite(&text)
            comment = text
        }
        for index in declarations.indices {
            remarks(&declarations[index].leading)
            comment(&declarations[index].comment)
            guard case .coordinator(var coordinator) = declarations[index].kind else { continue }
            for member in coordinator.members.indices {
                remarks(&coordinator.members[member].leading)
                comment(&coordinator.members[member].comment)
                guard case .handler(var handler) = coordinator.members[member].kind else { continue }
                for line in handler.body.indices {
                    remarks(&handler.body[line].leading)
                    comment(&handler.body[line].comment)
                    for position in handler.body[line].operations.indices {
                        guard case .branches(var branches) = handler.body[line].operations[position].kind else { continue }
                        for branch in branches.indices {
                            remarks(&branches[branch].leading)
                            comment(&branches[branch].comment)
                        }
                        handler.body[line].operations[position].kind = .branches(branches)
                    }
                }
                remarks(&handler.trailing)
                coordinator.members[member].kind = .handler(handler)
            }
            remarks(&coordinator.trailing)
            declarations[index].kind = .coordinator(coordinator)
        }
        remarks(&trailing)
    }
}
