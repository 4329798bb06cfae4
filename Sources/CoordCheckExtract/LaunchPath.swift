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
}
