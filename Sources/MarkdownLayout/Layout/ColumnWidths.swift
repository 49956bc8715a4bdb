/// How wide each table column is at a width: natural widths when they fit, otherwise shrunk
/// in proportion (narrow columns keep their natural width), or `nil` when the columns cannot
/// get a few cells each and the table must be stacked.
enum ColumnWidths {
    /// The fewest cells a column gets before the table is stacked instead.
    static let minimumColumn = 3

    /// Column widths summing to at most `available`, or `nil` for the stacked fallback.
    ///
    /// ```swift
    /// ColumnWidths.fit(natural: [5, 40, 40], available: 45)   // [5, 20, 20]
    /// ```
    static func fit(natural: [Int], available: Int) -> [Int]? {
        let natural = natural.map { max($0, 1) }
        let minimum = natural.map { min($0, minimumColumn) }
        guard available >= minimum.reduce(0, +) else { return nil }
        if natural.reduce(0, +) <= available { return natural }
        // Narrow columns first keep their natural width while it is below a fair share.
        let order = natural.indices.sorted { natural[$0] < natural[$1] }
        var widths = natural
        var remaining = available
        var left = natural.count
        var cursor = 0
        while cursor < order.count, natural[order[cursor]] * left <= remaining {
            remaining -= natural[order[cursor]]
            left -= 1
            cursor += 1
        }
        // The wide columns share the rest in proportion to their natural widths.
        let wide = Array(order[cursor...])
        let total = wide.reduce(0) { $0 + natural[$1] }
        var used = 0
        for column in wide {
            widths[column] = max(minimum[column], remaining * natural[column] / max(total, 1))
            used += widths[column]
        }
        // Widest first: take back any excess above the minimums, hand out what is left.
        let byWidth = wide.sorted { natural[$0] > natural[$1] }
        var excess = used - remaining
        for column in byWidth where excess > 0 {
            let take = min(excess, widths[column] - minimum[column])
            widths[column] -= take
            excess -= take
        }
        var spare = -excess
        while spare > 0 && !byWidth.isEmpty {
            for column in byWidth where spare > 0 && widths[column] < natural[column] {
                widths[column] += 1
                spare -= 1
            }
            if byWidth.allSatisfy({ widths[$0] >= natural[$0] }) { break }
        }
        return widths
    }
}
