import ArgumentParser

/// A size on the command line: a number with a K, M, G or T suffix (powers of 1024; `512M`,
/// `4G`, `4GiB`). A bare number is read, but ``problem`` refuses it: `--max-memory 10` would
/// be ten bytes, which nobody means.
struct MemorySize: ExpressibleByArgument {
    var bytes: Int
    /// Why the size cannot be a memory limit (no unit, or too small), or nil.
    var problem: String?

    /// The least limit taken: the process itself holds more before it searches anything.
    static let minimum = 1 << 20

    init?(argument: String) {
        let text = argument.uppercased().replacingOccurrences(of: "IB", with: "").replacingOccurrences(of: "B", with: "")
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        var digits = Substring(text)
        var unit = 1
        if let last = text.last, let scale = units[last] {
            unit = scale
            digits = text.dropLast()
        }
        guard let value = Int(digits), value > 0, value <= Int.max / unit else { return nil }
        bytes = value * unit
        if unit == 1 {
            problem = "needs a unit: '\(argument)' would be \(value) bytes; write \(value)M or \(value)G"
        } else if bytes < Self.minimum {
            problem = "must be at least 1M, not '\(argument)': the process holds more than that before it searches"
        }
    }
}
