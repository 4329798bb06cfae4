/// The ``FindingSink`` of ``Invariant/violations(in:)``: every finding, in the order found.
struct AllFindings: FindingSink {
    private(set) var findings: [Finding] = []

    mutating func add(_ culprit: Int32?, _ finding: () -> Finding) -> Bool {
        findings.append(finding())
        return true
    }

    /// Every finding `judge` puts in a sink of this kind.
    static func of(_ judge: (inout AllFindings) -> Void) -> [Finding] {
        var sink = AllFindings()
        judge(&sink)
        return sink.findings
    }
}
