/// "Did you mean": the command name closest to a mistyped one.
///
/// ```swift
/// CommandSuggestion.closest(to: "rendr", among: ["render", "view"])  // "render"
/// ```
enum CommandSuggestion {
    /// The name within two edits (insert, delete, replace, swap two neighbours) of `word`,
    /// the closest first; `nil` when none is that close, or `word` is too short to tell.
    static func closest(to word: String, among names: [String]) -> String? {
        guard word.count >= 2, !word.hasPrefix("-") else { return nil }
        let scored = names.map { (name: $0, distance: distance(Array(word.lowercased()), Array($0))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2 else { return nil }
        return best.name
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
