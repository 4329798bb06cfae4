/// Comments and blank lines the parser has read but not yet placed. Each belongs to the line
/// below it, but those indented deeper than that line end what is above it: comments under a
/// handler's last operation, indented as its operations, are the handler's.
struct PendingRemarks {
    /// Each remark and its line's indentation (-1 for a blank line, which is never deeper).
    private var remarks: [(remark: Remark, indentation: Int)] = []

    mutating func append(_ remark: Remark, of line: Line) {
        remarks.append((remark, remark == .blank ? -1 : line.indentation))
    }

    /// The remarks up to the last comment indented deeper than `indentation`, taken out.
    mutating func takeEnding(deeperThan indentation: Int) -> [Remark] {
        guard let last = remarks.lastIndex(where: { $0.indentation > indentation }) else { return [] }
        defer { remarks.removeFirst(last + 1) }
        return remarks[...last].map(\.remark)
    }

    /// Every remark, taken out.
    mutating func takeAll() -> [Remark] {
        defer { remarks = [] }
        return remarks.map(\.remark)
    }
}
