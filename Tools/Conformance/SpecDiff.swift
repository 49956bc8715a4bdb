/// A small line diff for failed examples: ` ` common, `-` expected only, `+` actual only.
package enum SpecDiff {
    /// Diffs expected against actual output by lines (longest common subsequence; inputs
    /// beyond 2,000 lines a side are shown whole, minus then plus).
    package static func unified(expected: String, actual: String) -> String {
        let old = lines(expected)
        let new = lines(actual)
        var out: [String] = ["--- expected", "+++ actual"]
        guard old.count <= 2000 && new.count <= 2000 else {
            out += old.map { "-" + $0 } + new.map { "+" + $0 }
            return out.joined(separator: "\n") + "\n"
        }
        // lengths[i][j]: LCS length of old[i...] and new[j...], stored flat.
        let width = new.count + 1
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    old[i] == new[j] ? lengths[(i + 1) * width + j + 1] + 1 : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count && j < new.count && old[i] == new[j] {
                out.append(" " + old[i])
                i += 1
                j += 1
            } else if i < old.count && (j == new.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
                out.append("-" + old[i])
                i += 1
            } else {
                out.append("+" + new[j])
                j += 1
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Lines of a text; a missing final newline is shown as `\ No newline at end`.
    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" {
            result.removeLast()
        } else if !result.isEmpty {
            result[result.count - 1] += "\\ (no newline at end)"
        }
        return result
    }
}
