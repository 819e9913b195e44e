/// A path pattern of `.scroll-inspect.yml`'s `included` and `excluded` lists, matched against
/// `/`-separated paths relative to the configuration's directory.
///
/// - `*` matches any run of characters but `/` (within one path segment);
/// - `?` matches one character but `/`;
/// - `**` as a whole segment matches any number of segments, none included
///   (`Fixtures/**/*.yaml` matches `Fixtures/a.yaml` and `Fixtures/audit/b.yaml`);
/// - every other character matches itself (no brackets, braces or escapes).
///
/// ```swift
/// GlobPattern("Fixtures/**/*.yaml")!.matches("Fixtures/seeds/go-button.yaml")   // true
/// GlobPattern("Fixtures/*.yaml")!.matches("Fixtures/seeds/go-button.yaml")      // false
/// ```
struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of a pattern: `**`, or a name with wildcards.
    enum Segment: Hashable, Sendable {
        case anyPath
        case name([Character])
    }

    /// The pattern as written.
    let description: String
    let segments: [Segment]

    /// The pattern, or `nil` when it is empty, absolute (`/…`) or climbs (`..`): patterns are
    /// relative to the configuration's directory and stay inside it. `.` (or `./`) is that
    /// directory itself: it has no segments and matches the empty path, the directory every
    /// file lies below.
    init?(_ text: String) {
        guard !text.isEmpty, !text.hasPrefix("/") else { return nil }
        var parts = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        parts.removeAll { $0 == "." }
        guard !parts.contains("..") else { return nil }
        description = text
        segments = parts.map { $0 == "**" ? .anyPath : .name(Array($0)) }
    }

    /// The directory below which every match lies: the segments before the first wildcard
    /// (`Fixtures/audit` for `Fixtures/audit/**/*.yaml`; `""` when the first has one).
    var literalPrefix: String {
        var names: [String] = []
        for segment in segments.dropLast() {
            guard case .name(let characters) = segment, !characters.contains("*"), !characters.contains("?") else {
                break
            }
            names.append(String(characters))
        }
        return names.joined(separator: "/")
    }

    /// Whether `path` (relative, `/`-separated) matches the whole pattern.
    ///
    /// - Complexity: O(*s* · *p*) segment comparisons for *s* pattern segments and *p* path
    ///   segments (a table of which suffixes match which).
    func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        // matched[i][j]: segments[i...] match names[j...].
        var matched = Array(repeating: Array(repeating: false, count: names.count + 1), count: segments.count + 1)
        matched[segments.count][names.count] = true
        for i in stride(from: segments.count - 1, through: 0, by: -1) {
            for j in stride(from: names.count, through: 0, by: -1) {
                switch segments[i] {
                case .anyPath:
                    matched[i][j] = matched[i + 1][j] || (j < names.count && matched[i][j + 1])
                case .name(let pattern):
                    matched[i][j] = j < names.count && matched[i + 1][j + 1] && Self.matches(pattern, names[j])
                }
            }
        }
        return matched[0][0]
    }

    /// Whether `name` matches a segment's pattern of `*`, `?` and literal characters.
    static func matches(_ pattern: [Character], _ name: [Character]) -> Bool {
        // matched[j]: pattern[i...] matches name[j...], for the current i, built from the end.
        var next = Array(repeating: false, count: name.count + 1)
        next[name.count] = true
        for i in stride(from: pattern.count - 1, through: 0, by: -1) {
            var current = Array(repeating: false, count: name.count + 1)
            for j in stride(from: name.count, through: 0, by: -1) {
                switch pattern[i] {
                case "*": current[j] = next[j] || (j < name.count && current[j + 1])
                case "?": current[j] = j < name.count && next[j + 1]
                default: current[j] = j < name.count && name[j] == pattern[i] && next[j + 1]
                }
            }
            next = current
        }
        return next[0]
    }
}
