import ArgumentParser

/// A size on the command line: bytes, or with a K, M, G or T suffix (powers of 1024).
struct MemorySize: ExpressibleByArgument {
    var bytes: Int

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
    }
}
