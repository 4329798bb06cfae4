/// The ``FindingSink`` the search judges every state and step with: whether there is a
/// finding, with no message written and no further look.
struct AnyFinding: FindingSink {
    private(set) var found = false

    mutating func add(_ culprit: Int32?, _ finding: () -> Finding) -> Bool {
        found = true
        return false
    }

    /// Whether `judge` puts a finding in a sink of this kind (inlined: the judgement of
    /// every state goes through it).
    @inline(__always)
    static func of(_ judge: (inout AnyFinding) -> Void) -> Bool {
        var sink = AnyFinding()
        judge(&sink)
        return sink.found
    }
}
