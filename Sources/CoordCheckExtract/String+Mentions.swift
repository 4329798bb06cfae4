extension String {
    /// Whether the text holds `part`, byte for byte: a search of the code's UTF-8, many times
    /// quicker on Linux than Foundation's `contains(_:)`, which compares composed characters
    /// through UTF-16. (The parts searched for are names and punctuation of Swift code.)
    func mentions(_ part: String) -> Bool {
        var text = self
        var part = part
        return text.withUTF8 { text in part.withUTF8 { part in text.firstOffset(of: part) != nil } }
    }
}

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Where `part` first stands in these bytes, at offset `start` or after (`start` for an empty
    /// part). Both are indexed from 0 (an array, a buffer).
    func firstOffset<Part: RandomAccessCollection>(of part: Part, from start: Int = 0) -> Int? where Part.Element == UInt8, Part.Index == Int {
        guard let first = part.first else { return start }
        guard part.count <= count - start else { return nil }
        for offset in start...(count - part.count) where self[offset] == first {
            if (1..<part.count).allSatisfy({ self[offset + $0] == part[$0] }) { return offset }
        }
        return nil
    }
}

extension UInt8 {
    /// An ASCII letter, digit or `_`: a byte of a Swift name.
    var isASCIIWordCharacter: Bool { self == UInt8(ascii: "_") || isASCIILetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    var isASCIILetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }
}
