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
        func add(_ remarks: [Remark]) {
            for case .comment(let text) in remarks { result.append(text) }
        }
        for declaration in declarations {
            add(declaration.leading)
            if let comment = declaration.comment { result.append(comment) }
            guard case .coordinator(let coordinator) = declaration.kind else { continue }
            for member in coordinator.members {
                add(member.leading)
                if let comment = member.comment { result.append(comment) }
                guard case .handler(let handler) = member.kind else { continue }
                for line in handler.body {
                    add(line.leading)
                    if let comment = line.comment { result.append(comment) }
                    for branch in line.elseBranches {
                        add(branch.leading)
                        if let comment = branch.comment { result.append(comment) }
                    }
                }
            }
        }
        add(trailing)
        return result
    }
}
