/// One way the app's launch or a child's start goes (a launch case, a start case:
/// docs/language.md): its name, and what it does that way.
struct LaunchPath {
    /// `signedIn`, or several cases' names joined (`agreed_loggedIn`); empty when the launch
    /// does not branch.
    var name: String
    var actions: [CodeAction]
    /// The places of the closures its creators gave the coordinator that this way runs.
    var given: Set<String> = []

    /// What a launch case's handler header starts with (`on launch.signedIn`).
    static let headerPrefix = "on launch."

    /// The paths with the ones alike (the same actions, wherever written) made one, named after
    /// what their names share (`token_rootViewController` and `token_notRootViewController`,
    /// which set the same window root one way or another: `token`), in the order first met.
    static func merged(_ paths: [LaunchPath]) -> [LaunchPath] {
        var result: [LaunchPath] = []
        var members: [[String]] = []
        for path in paths {
            let identity = CodeAction.identity(of: path.actions, places: false)
            if let index = result.firstIndex(where: { CodeAction.identity(of: $0.actions, places: false) == identity }) {
                members[index].append(path.name)
                result[index].given.formUnion(path.given)
            } else {
                result.append(path)
                members.append([path.name])
            }
        }
        for index in result.indices where members[index].count > 1 {
            let parts = members[index].map { $0.split(separator: "_") }
            let shared = parts.dropFirst().reduce(parts[0]) { common, next in Array(zip(common, next).prefix { $0 == $1 }.map(\.0)) }
            let name = shared.joined(separator: "_")
            // (Unless that name is empty or another path's.)
            if !name.isEmpty, !result.contains(where: { $0.name == name }) { result[index].name = name }
        }
        return result
    }
}
