import SwiftSyntax

/// What an expression of a coordinator's code stands for, as far as the tree and the stacks
/// are concerned: the coordinator running the handler, a child it creates, a screen, a
/// navigation controller, a tab bar, a closure, or some other object of the app.
indirect enum Value {
    /// The coordinator whose handler runs (`self` in its own methods and its base classes').
    case this
    /// Its `parent` property.
    case parent
    /// The coordinator whose call ran this method (`caller` in the language): a delegate
    /// method's argument, or the child a callback closure captured.
    case caller
    /// Some instance of a coordinator type reached through a property, a delegate or a lookup.
    case coordinatorType(String)
    /// A coordinator created in this handler (an index into the reader's children).
    case child(Int)
    /// A view controller of this type.
    case screen(String)
    /// A navigation controller created in this handler (an index into the reader's navigations).
    case navigation(Int)
    /// A navigation controller already there: the running coordinator's stack.
    case ownStack
    /// The navigation controller of tab N, which another coordinator started there shows
    /// (`tokensCoordinator.navigationController`); 0: another coordinator's stack, its tab
    /// not known (yet).
    case tabStack(Int)
    /// A tab bar controller created in this handler (an index into the reader's tab bars).
    case tabBar(Int)
    /// The tab bar controller another coordinator keeps in a stored property
    /// (`tabs.tabBarController`), which that coordinator's start fills.
    case heldTabBar(type: String, property: String)
    /// What a child shows (`child.rootViewController`, `child.navigationController`,
    /// `child.toPresentable()`).
    case presentable(Int)
    /// An instance of another type of the app (a router, a factory, a view model).
    case object(String)
    /// A closure literal and the variables it captured.
    case closure(ClosureExprSyntax, captured: [String: Value])
    case tuple([Value])
    /// A child's result publisher and the operators applied to it so far.
    case chain(PublisherChain)
    /// A boolean or enum literal, for the branches a value decides.
    case literal(String)

    var isThis: Bool { if case .this = self { true } else { false } }
    var isCaller: Bool { if case .caller = self { true } else { false } }
    /// A coordinator other than self that self reaches: its parent, its caller, one of a type.
    var isCoordinatorElsewhere: Bool {
        switch self {
        case .parent, .caller, .coordinatorType: true
        default: false
        }
    }

    /// What a branch tells apart when each case assigns a local: the child, screen or list of
    /// cases it holds.
    var shownIdentity: String? {
        switch self {
        case .child(let index), .presentable(let index): "child \(index)"
        case .screen(let screen): "screen \(screen)"
        case .navigation(let index): "navigation \(index)"
        // A list of enum cases (routes) a helper collects.
        case .tuple(let elements): "list " + elements.map { element in
            if case .literal(let text) = element { text } else { element.shownIdentity ?? "?" }
        }.joined(separator: ",")
        default: nil
        }
    }

    /// The value as text, to tell two apart, without printing the syntax it holds (a closure
    /// by where it is written, with what it captured; a publisher by its origin and the
    /// operators' places).
    var identity: String {
        switch self {
        case .closure(let closure, let captured):
            "closure@\(closure.position.utf8Offset)[" + captured.keys.sorted().map { "\($0)=\(captured[$0]!.identity)" }.joined(separator: ",") + "]"
        case .tuple(let elements): "(" + elements.map(\.identity).joined(separator: ",") + ")"
        case .chain(let chain):
            "chain \(chain.origin) " + chain.steps.map { "\($0.closure.position.utf8Offset)" }.joined(separator: ",") + " \(chain.unretained?.identity ?? "")"
        // (As Swift prints the cases, without reflecting on them.)
        case .this: "this"
        case .parent: "parent"
        case .caller: "caller"
        case .ownStack: "ownStack"
        case .coordinatorType(let name): "coordinatorType(\(name.debugDescription))"
        case .screen(let name): "screen(\(name.debugDescription))"
        case .object(let name): "object(\(name.debugDescription))"
        case .literal(let text): "literal(\(text.debugDescription))"
        case .child(let index): "child(\(index))"
        case .navigation(let index): "navigation(\(index))"
        case .tabStack(let tab): "tabStack(\(tab))"
        case .tabBar(let index): "tabBar(\(index))"
        case .heldTabBar(let type, let property): "heldTabBar(\(type.debugDescription), \(property.debugDescription))"
        case .presentable(let index): "presentable(\(index))"
        }
    }

    /// A list's elements, or the value itself when it is no list.
    var elements: [Value] {
        if case .tuple(let elements) = self { elements } else { [self] }
    }

    var childIndex: Int? {
        switch self {
        case .child(let index), .presentable(let index): index
        default: nil
        }
    }
}
