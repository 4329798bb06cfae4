/// Methods reached by `call` whose code branches on what the model does not track (a `switch`
/// on a manager's state, run again when a child reports its result), and the screen events
/// that reach them. The language has no choice inside a handler: as with a branch in an
/// event's own code, each way through is an event of its own (`route`, `route_home`), which
/// calls that way's method (`coordinateToRoot`, the first way; `coordinateToRoot_home`).
/// A caller that is no screen event (a start, the launch, a back) takes the first way.
struct CalledWays {
    /// A way through a method: its name's suffix (`_home`; the first way's method keeps its
    /// name) and what it does.
    typealias Way = (suffix: String, actions: [CodeAction])

    private(set) var handlers: [String: [DraftHandler]]
    /// The creator whose closure a child's callback (`Child.property`) runs, when one type
    /// sets it: a callback set by several types reaches a different method in each.
    private let wiredCreators: [String: String]
    /// The one type starting each coordinator as its own child, when one type does: what
    /// `parent` is in its calls.
    private let parents: [String: String]
    private var found: [String: [Way]] = [:]
    private var following: Set<String> = []

    init(handlers: [String: [DraftHandler]], wiredCreators: [String: String]) {
        self.handlers = handlers
        self.wiredCreators = wiredCreators
        var starters: [String: Set<String>] = [:]
        for (type, own) in handlers {
            for case .start(let child) in own.flatMap({ $0.actions.flatMap(\.flattened) }).map(\.kind) where (child.parent ?? "self") == "self" && (child.into ?? "self") == "self" {
                starters[child.type, default: []].insert(type)
            }
        }
        parents = starters.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// Every method made one way (its first), the screen events reaching methods with more
    /// split per way (named in `screenEvents`), and each other way an event reaches a method.
    mutating func split(screenEvents: inout [String: [String]]) {
        for type in handlers.keys.sorted() {
            for header in (handlers[type] ?? []).map(\.header) where header.hasPrefix("func ") { _ = ways(of: type, header) }
        }
        // The events: one per way.
        for type in handlers.keys.sorted() {
            var own: [DraftHandler] = []
            var headers = Set((handlers[type] ?? []).map(\.header))
            for handler in handlers[type] ?? [] {
                let parts = handler.header.dropFirst(3).split(separator: ".", maxSplits: 1).map(String.init)
                guard handler.header.hasPrefix("on "), parts.count == 2, let events = screenEvents[parts[0]], events.contains(parts[1]) else {
                    own.append(handler)
                    continue
                }
                let (screen, event) = (parts[0], parts[1])
                var previous = event
                for (index, (written, actions)) in DraftBuilder.alternatives(of: event, expanded(handler.actions, in: type)).enumerated() {
                    let name = index == 0 ? event : ScenarioDraft.eventName(written)
                    guard index == 0 || headers.insert("on \(screen).\(name)").inserted else { continue }
                    own.append(DraftHandler(header: "on \(screen).\(name)", place: handler.place, actions: actions))
                    if var names = screenEvents[screen], !names.contains(name), let at = names.firstIndex(of: previous) {
                        names.insert(name, at: at + 1)
                        screenEvents[screen] = names
                    }
                    previous = name
                }
            }
            handlers[type] = own
        }
        // Each method its first way; the other ways, those an event or a way calls.
        var others: [String: (type: String, method: String, handler: DraftHandler)] = [:]
        for type in handlers.keys.sorted() {
            for (position, handler) in (handlers[type] ?? []).enumerated() where handler.header.hasPrefix("func ") {
                guard let ways = found["\(type) \(handler.header)"], let first = ways.first else { continue }
                handlers[type]?[position].actions = first.actions
                for way in ways.dropFirst() {
                    others["\(type) \(handler.header)\(way.suffix)"] = (type, handler.header, DraftHandler(header: handler.header + way.suffix, place: handler.place, actions: way.actions))
                }
            }
        }
        var pending = handlers.keys.sorted().reversed().flatMap { type in (handlers[type] ?? []).flatMap { $0.actions.flatMap(\.flattened) }.reversed().map { (type, $0.kind) } }
        var emitted: [String: [String]] = [:]
        while let (type, kind) = pending.popLast() {
            guard let (owner, header) = callee(kind, from: type), let way = others.removeValue(forKey: "\(owner) \(header)") else { continue }
            handlers[way.type, default: []].append(way.handler)
            emitted["\(way.type) \(way.method)", default: []].append(String(header.dropFirst(5)))
            pending += way.handler.actions.flatMap(\.flattened).map { (way.type, $0.kind) }
        }
        // The first way says where the others are.
        for type in handlers.keys.sorted() {
            for (position, handler) in (handlers[type] ?? []).enumerated() where (found["\(type) \(handler.header)"]?.count ?? 0) > 1 {
                // In the order of the ways, as the code reads (not by name).
                let order = (found["\(type) \(handler.header)"] ?? []).map { String(handler.header.dropFirst(5)) + $0.suffix }
                let elsewhere = (emitted["\(type) \(handler.header)"] ?? []).sorted { (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max) }
                let text = elsewhere.isEmpty ? "a branch on what the model does not track: only its first way is modelled (no screen event takes the others)"
                    : "a branch on what the model does not track: its first way is modelled here, the others in \(elsewhere.joined(separator: ", ")) (the screen events reaching it take each)"
                handlers[type]?[position].actions.insert(CodeAction(kind: .note(text), place: handler.place), at: 0)
            }
        }
    }

    /// The ways through a method (`func m` of `type`), the methods it calls taken apart too:
    /// one, when nothing it reaches branches; none when it is not drafted or calls itself back.
    private mutating func ways(of type: String, _ header: String) -> [Way] {
        let key = "\(type) \(header)"
        if let known = found[key] { return known }
        guard let handler = handlers[type]?.first(where: { $0.header == header }), following.insert(key).inserted else { return [] }
        defer { following.remove(key) }
        var ways: [Way] = []
        var suffixes: Set<String> = []
        let headers = Set((handlers[type] ?? []).map(\.header))
        var alternatives = DraftBuilder.alternatives(of: "", expanded(handler.actions, in: type))
        // (Two ways doing the same, `case .failure(.offline)` and `default` both doing nothing: one.)
        var distinct: Set<String> = []
        alternatives = alternatives.filter { distinct.insert(CodeAction.identity(of: $0.1, places: false)).inserted }
        // The method's own name is its first way that does something: what a caller taking one
        // way (a start, the launch) takes, as a branch read for one case takes.
        if let doing = alternatives.firstIndex(where: { $0.1.contains { !$0.isNote } }), doing > 0 {
            alternatives.insert(alternatives.remove(at: doing), at: 0)
        }
        for (index, (written, actions)) in alternatives.enumerated() {
            var suffix = String(written.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
            if index > 0, suffix.isEmpty || suffixes.contains(suffix) { suffix += "_way\(index + 1)" }
            suffixes.insert(suffix)
            ways.append((index == 0 ? "" : suffix, actions))
        }
        // A way whose name a method of the type already has: the first way alone.
        if ways.dropFirst().contains(where: { headers.contains(header + $0.suffix) }) { ways = Array(ways.prefix(1)) }
        found[key] = ways
        return ways
    }

    /// Each call of a method with several ways made a branch on them.
    private mutating func expanded(_ actions: [CodeAction], in type: String) -> [CodeAction] {
        var result: [CodeAction] = []
        for action in actions {
            guard let (owner, header) = callee(action.kind, from: type) else {
                result.append(action)
                continue
            }
            let ways = ways(of: owner, header)
            guard ways.count > 1 else {
                result.append(action)
                continue
            }
            let branches = ways.enumerated().map { index, way in
                (label: index == 0 ? "" : String(way.suffix.dropFirst()), actions: [CodeAction(kind: Self.calling(action.kind, suffix: way.suffix), place: action.place)])
            }
            result.append(CodeAction(kind: .branches(branches), place: action.place))
        }
        return result
    }

    /// The drafted method a call reaches, as (type, header): of the coordinator itself, of a
    /// named type, of its one parent type, or a callback's one creator.
    private func callee(_ kind: CodeAction.Kind, from type: String) -> (String, String)? {
        guard case .call(let target, let method) = kind else { return nil }
        switch target {
        case "wired":
            guard let creator = wiredCreators[DraftBuilder.wiredParts(method).key] else { return nil }
            return (creator, "func \(DraftBuilder.wiredName(method))")
        case "parent":
            guard let parent = parents[type] else { return nil }
            return (parent, "func \(ScenarioDraft.methodName(method))")
        case "caller", "root": return nil
        default: return (target == "self" ? type : target, "func \(ScenarioDraft.methodName(method))")
        }
    }

    /// The call of one way of what `kind` calls. (A callback's way is one more value it passes:
    /// its method's name ends with it, as with the values.)
    private static func calling(_ kind: CodeAction.Kind, suffix: String) -> CodeAction.Kind {
        guard case .call(let target, let method) = kind, !suffix.isEmpty else { return kind }
        guard target == "wired" else { return .call(target: target, method: ScenarioDraft.methodName(method) + suffix) }
        let (key, arguments) = DraftBuilder.wiredParts(method)
        return .call(target: target, method: DraftBuilder.wiredMethod(key, arguments: arguments + [String(suffix.dropFirst())]))
    }
}
