import SwiftSyntax

/// What a coordinator hands to an object it stores, in any of its methods or its `init`:
/// itself (`service.delegate = self`) or a closure (`service.onChange = { [weak self] … }`).
/// When that object later calls the property (`delegate?.didChange(state:)`, `onChange?(state)`
/// in a method or a `didSet`), the coordinator's method or closure runs.
extension CoordinatorApp {
    /// Keyed `Type.property`, the type the object's stored property is written as (its
    /// implementer, for a protocol): `nil` closure for the coordinator itself.
    static func handOvers(of coordinator: String, in app: CoordinatorApp) -> [HandOver] {
        var found: [HandOver] = []
        for candidate in app.lineage(of: coordinator) {
            guard let type = app.project.types[candidate] else { continue }
            for function in type.initializers + type.functions {
                guard let body = function.body else { continue }
                // `a.b = c`.
                for (left, right) in body.tokens(viewMode: .sourceAccurate).compactMap({ token in
                    token.tokenKind == .equal ? token.parent?.as(AssignmentExprSyntax.self)?.parent?.as(ExprListSyntax.self)?.assignment : nil
                }) {
                    var path = left.trimmedText.split(separator: ".").map(String.init)
                    if path.first == "self" { path.removeFirst() }
                    guard path.count == 2, let (property, _) = app.property(named: path[0], in: coordinator), let written = property.type else { continue }
                    let holder = app.implementer(of: written) ?? written
                    guard !app.isCoordinatorType(holder), app.project.types[holder] != nil else { continue }
                    let closure = right.as(ClosureExprSyntax.self)
                    guard closure != nil || right.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { continue }
                    found.append(HandOver(key: holder + "." + path[1], closure: closure, source: function.source,
                                          place: closure.map { app.project.sources[function.source].place(of: $0) } ?? ""))
                }
            }
        }
        return found
    }
}
