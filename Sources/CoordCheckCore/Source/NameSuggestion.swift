/// "Did you mean" suggestions for misspelt names.
public enum NameSuggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), when it is close
    /// enough to be a plausible typo.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(target, Array(candidate.lowercased()))
            let limit = max(1, min(3, max(target.count, candidate.count) / 3))
            guard distance <= limit else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (distance, candidate) }
        }
        return best?.name
    }

    /// The message suffix "; did you mean 'X'?" or nothing.
    public static func hint(for name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein's distance with a swap of two neighbours counted as one edit (optimal
    /// string alignment): `chekc` is one edit from `check`, as a typist sees it.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
