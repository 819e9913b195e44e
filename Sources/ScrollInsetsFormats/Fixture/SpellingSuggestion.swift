import ScrollInsets

/// Finds the allowed word closest to a misspelled one, for "did you mean" suggestions.
///
/// Distances are optimal-string-alignment Damerau–Levenshtein distances (insertions,
/// deletions, substitutions and transpositions of neighbours each cost 1), compared
/// without regard to case. A candidate is suggested only when it is close enough to be
/// a plausible typo:
///
/// - its distance is at most a third of the longer word's length (at least 1), and
/// - the distance is smaller than both words' lengths (so `x` never suggests `y`).
///
/// ```swift
/// SpellingSuggestion.closest(to: "landscpeLeft", among: ["portrait", "landscapeLeft"])
/// // "landscapeLeft"
/// SpellingSuggestion.closest(to: "Frame", among: ["name", "frame"])  // "frame"
/// SpellingSuggestion.closest(to: "colour", among: ["frame"])         // nil
/// ```
package enum SpellingSuggestion {
    /// The candidate closest to `input`, or `nil` if none is close enough. Ties go to the
    /// earlier candidate.
    ///
    /// - Parameters:
    ///   - input: The word the user wrote.
    ///   - candidates: The allowed words, in the order to prefer on ties.
    /// - Returns: The suggestion, spelled as in `candidates`.
    /// - Complexity: O(*n* · *m* · *k*) for *k* candidates of length *m* and an input of length *n*,
    ///   but only candidates whose length is within the limit of the input's are compared, so a
    ///   very long input costs O(*n* + *k*) (the distance is at least the difference in length).
    package static func closest(to input: String, among candidates: some Sequence<String>) -> String? {
        let word = Array(input.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            let limit = max(1, max(word.count, other.count) / 3)
            guard abs(word.count - other.count) <= limit else { continue }
            let distance = Self.distance(word, other)
            guard distance <= limit, distance < word.count, distance < other.count else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The case-insensitive optimal-string-alignment distance between two words.
    ///
    /// ```swift
    /// SpellingSuggestion.distance("rigth", "right") // 1: one transposition
    /// ```
    package static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
    }

    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the dynamic-programming table: two back (for transpositions),
        // the previous one and the current one.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
