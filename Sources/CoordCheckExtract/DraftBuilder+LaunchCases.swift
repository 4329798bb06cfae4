/// A launch that branches on what the app stored (a token, a first-launch flag, a saved
/// state) becomes launch cases (docs/language.md): the root's entry is read once for each
/// way through its branch points, each way a case.
extension DraftBuilder {
    /// At most this many launch cases: past them, a branch point takes its usual case.
    static let launchCaseLimit = 8

    /// The ways through the root's launch entry: each branch point reached (a branch on what
    /// the model does not track whose cases lead on differently) tried in each case, the
    /// points past the limit in their usual case. Ways that end up doing the same are one.
    mutating func launchPaths(of entry: SwiftType.Function, root: String, bindings: [String: Value]) -> [LaunchPath] {
        guard let body = entry.body?.statements else { return [LaunchPath(name: "", actions: [])] }
        var found: [(names: [String], actions: [CodeAction])] = []
        var pending: [[Int]] = [[]]
        while !pending.isEmpty {
            let choices = pending.removeFirst()
            var open: [String]?
            var names: [String] = []
            let actions = reading(owner: root, source: entry.source, parameters: entry.parameters, bindings: bindings, splits: false, atLaunch: true) { reader in
                reader.launchChoices = choices
                reader.statements(body)
                open = reader.openLaunchPoint
                names = reader.launchCaseNames
            }
            if let open, found.count + pending.count + open.count <= Self.launchCaseLimit {
                pending += open.indices.map { choices + [$0] }
            } else {
                found.append((names, actions))
            }
        }
        var paths: [LaunchPath] = []
        var seen: Set<String> = []
        for (names, actions) in found where seen.insert(CodeAction.identity(of: actions, places: true)).inserted {
            var name = ScenarioDraft.eventName(Self.identifier(names.joined(separator: "_")))
            while paths.contains(where: { $0.name == name }) { name += "_" }
            paths.append(LaunchPath(name: name, actions: actions))
        }
        return paths
    }

    /// How many actions, from the first, every list has alike.
    static func sharedPrefix(of lists: [[CodeAction]]) -> Int {
        guard let first = lists.first else { return 0 }
        var count = 0
        let identity = { (action: CodeAction) in CodeAction.identity(of: [action], places: true) }
        while count < first.count, lists.allSatisfy({ $0.count > count && identity($0[count]) == identity(first[count]) }) { count += 1 }
        return count
    }

    /// A name the language takes: letters, digits and `_`, not starting with a digit.
    static func identifier(_ text: String) -> String {
        let kept = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        guard let first = kept.first else { return "case" }
        return first.isNumber ? "case_" + kept : kept
    }
}
