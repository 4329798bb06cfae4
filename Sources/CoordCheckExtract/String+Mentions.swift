extension String {
    /// Whether the text holds `part`, byte for byte: a search of the code's UTF-8, many times
    /// quicker on Linux than Foundation's `contains(_:)`, which compares composed characters
    /// through UTF-16. (The parts searched for are names and punctuation of Swift code.)
    func mentions(_ part: String) -> Bool {
        var text = self
        var part = part
        return text.withUTF8 { text in
            part.withUTF8 { part in
                guard let first = part.first else { return true }
                guard part.count <= text.count else { return false }
                var start = 0
                while start <= text.count - part.count {
                    if text[start] == first {
                        var matched = 1
                        while matched < part.count, text[start + matched] == part[matched] { matched += 1 }
                        if matched == part.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
