/// The cases of an `if`, a `switch` or an alert read one by one: what each does, and the
/// locals each left for what follows the branch.
struct BranchReading {
    var results: [(label: String, actions: [CodeAction])]
    /// The locals each case left (empty when the cases were not read by `read(_:)`).
    var scopes: [[String: Value]] = []
    /// The case whose locals follow the branch unless another's operations are kept: the
    /// first that does not leave the method.
    var assigned = 0
    /// Whether the cases left a local holding different children, screens or lists of cases.
    var differ = false
    /// Whether each case leaves the method (`return` in it).
    var leaves: [Bool] = []
    /// What each case that leaves returns (`return run(child)`: the child's result).
    var returned: [Value?] = []

    /// The label a note names the case by (`if` for an `if`'s first).
    func label(_ index: Int) -> String {
        let label = results.indices.contains(index) ? results[index].label : ""
        return label.isEmpty ? "if" : label
    }
}
