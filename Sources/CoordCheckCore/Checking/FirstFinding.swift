/// The ``FindingSink`` of ``Invariant/violation(in:)``: the first finding, and no further look.
struct FirstFinding: FindingSink {
    private(set) var finding: Finding?

    mutating func add(_ culprit: Int32?, _ finding: () -> Finding) -> Bool {
        self.finding = finding()
        return false
    }

    /// The first finding `judge` puts in a sink of this kind (inlined: the judgement of
    /// every state goes through it).
    @inline(__always)
    static func of(_ judge: (inout FirstFinding) -> Void) -> Finding? {
        var sink = FirstFinding()
        judge(&sink)
        return sink.finding
    }
}
