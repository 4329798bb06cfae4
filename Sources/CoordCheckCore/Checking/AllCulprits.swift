/// The ``FindingSink`` of ``Invariant/culprits(in:)``: whom every finding blames, in the
/// order found, with no message written.
struct AllCulprits: FindingSink {
    private(set) var culprits: [Int32?] = []

    mutating func add(_ culprit: Int32?, _ finding: () -> Finding) -> Bool {
        culprits.append(culprit)
        return true
    }

    /// Whom every finding `judge` puts in a sink of this kind blames.
    static func of(_ judge: (inout AllCulprits) -> Void) -> [Int32?] {
        var sink = AllCulprits()
        judge(&sink)
        return sink.culprits
    }
}
