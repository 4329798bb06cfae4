/// One operation of a handler, as written: a keyword and its arguments.
struct OperationSyntax: Sendable {
    /// `start` placement: `in here|modal|sheet|tab N`.
    enum Placement: Sendable {
        case here
        case modal
        case sheet
        case tab(Int)
    }

    enum Kind: Sendable {
        case push(Name)
        case pop
        case popToRoot
        case popTo(Name)
        case unwind
        case present(Name, sheet: Bool)
        case dismiss
        case setRootStack
        case setRootTabs(Int)
        case start(type: Name, placement: Placement, into: Name?, also: Name?, parent: Name?)
        case finish
        case removeChild(Name)
        case removeAllChildren
        case popFlow(Name, filter: Name?)
        case call(target: Name, method: Name)
        case exit
    }

    var kind: Kind
    var location: SourceLocation
}
