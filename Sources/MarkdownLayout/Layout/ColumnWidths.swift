/// How wide each table column is at a width.
///
/// Every column gets its natural width when they all fit; otherwise the widest columns give
/// up room first, down to a common cap, never below a column's minimum (its widest word, so
/// words do not break). When even the widest words do not fit, the minimum drops to a few
/// cells per column (words break); below that the table is stacked (`nil`).
enum ColumnWidths {
    /// The fewest cells a column gets before the table is stacked instead.
    static let minimumColumn = 6
    /// The longest word a table never splits: a longer one (a URL, an identifier) may break
    /// so that the other columns keep their words whole.
    static let longestUnbroken = 12

    /// Each column's minimum: its widest word while they all fit in `available`; else the
    /// minimums above ``longestUnbroken`` are cut, the widest first, until they fit or none
    /// is left to cut (a long token breaks so that short words stay whole). A column once cut
    /// breaks its widest word anyway, so it is cut down to ``longestUnbroken`` before the
    /// next is touched: beside a column of `String.prototype.replaceAll`, `Symbol.matchAll`
    /// keeps its line.
    ///
    /// ```swift
    /// ColumnWidths.minimums(natural: [15, 7, 80], words: [15, 7, 63], available: 60)   // [15, 7, 38]
    /// ColumnWidths.minimums(natural: [29, 21], words: [29, 17], available: 31)         // [14, 17]
    /// ```
    static func minimums(natural: [Int], words: [Int], available: Int) -> [Int] {
        var minimums = zip(natural, words).map { min(max($0, 1), max($1, 1)) }
        var excess = minimums.reduce(0, +) - available
        // The widest first; of equal ones, the leftmost.
        let order = minimums.indices.sorted { (minimums[$0], $1) > (minimums[$1], $0) }
        for column in order where excess > 0 && minimums[column] > longestUnbroken {
            let cut = min(excess, minimums[column] - longestUnbroken)
            minimums[column] -= cut
            excess -= cut
        }
        return minimums
    }

    /// Widths summing to `available` where each column starts at its minimum and the room
    /// left is shared in proportion to how much more each wants (a browser's automatic
    /// layout): the table's layout takes it over ``fit(natural:words:available:breakingWords:)``
    /// when it takes fewer lines (a long column that the common cap would squeeze). `nil`
    /// when the minimums do not fit.
    ///
    /// ```swift
    /// ColumnWidths.proportional(natural: [16, 60], minimums: [9, 10], available: 31)   // [10, 21]
    /// ```
    static func proportional(natural: [Int], minimums: [Int], available: Int) -> [Int]? {
        let natural = natural.map { max($0, 1) }
        if natural.reduce(0, +) <= available { return natural }
        let minimum = zip(natural, minimums).map { min($0, max($1, 1)) }
        let floor = minimum.reduce(0, +)
        guard available >= floor else { return nil }
        let wants = zip(natural, minimum).map { $0 - $1 }
        let totalWant = wants.reduce(0, +)
        var widths = minimum
        var spare = available - floor
        for column in widths.indices where totalWant > 0 {
            let share = (available - floor) * wants[column] / totalWant
            widths[column] += share
            spare -= share
        }
        // What rounding left, to the columns that still want the most.
        let order = widths.indices.sorted { natural[$0] - widths[$0] > natural[$1] - widths[$1] }
        while spare > 0 {
            var progressed = false
            for column in order where spare > 0 && widths[column] < natural[column] {
                widths[column] += 1
                spare -= 1
                progressed = true
            }
            if !progressed { break }
        }
        return widths
    }

    /// The widest hyphenated compound a table keeps whole when it has room (see
    /// ``preferred(minimums:compounds:natural:available:)``).
    static let longestCompound = 20

    /// The minimums raised, where the room allows, to each column's widest hyphenated
    /// compound (up to ``longestCompound`` cells): the smallest raises first, so that as
    /// many columns as fit keep `header-filename` on one line rather than `header-` over
    /// `filename` while another column could wrap a little more.
    ///
    /// ```swift
    /// ColumnWidths.preferred(minimums: [8, 7, 11], compounds: [15, 7, 11], natural: [15, 7, 91], available: 33)   // [15, 7, 11]
    /// ```
    static func preferred(minimums: [Int], compounds: [Int], natural: [Int], available: Int) -> [Int] {
        var widths = minimums
        var left = available - minimums.reduce(0, +)
        let raises = minimums.indices.map { min(compounds[$0], natural[$0], longestCompound) - minimums[$0] }
        for column in minimums.indices.sorted(by: { (raises[$0], $0) < (raises[$1], $1) }) where raises[column] > 0 {
            guard raises[column] <= left else { break }
            widths[column] += raises[column]
            left -= raises[column]
        }
        return widths
    }

    /// The widest a column of a table kept as a grid past the width gets (see
    /// ``scrolled(natural:available:)``): a long cell wraps inside it, so that one paragraph
    /// in a cell does not make the grid hundreds of cells wide.
    static let widestScrolled = 40

    /// The widths of a table that does not fit `available` and is scrolled sideways instead
    /// of stacked: each column its natural width, capped at ``widestScrolled`` cells or at
    /// `available` (one column stays within a screen), but never below ``longestUnbroken``
    /// (a word that short is never split). So the grid is wider than `available` whenever
    /// ``fit(natural:words:available:breakingWords:)`` gave `nil` for the columns'
    /// ``minimums(natural:words:available:)``: those are then all at most
    /// ``longestUnbroken``, and no scrolled width is below its minimum.
    ///
    /// ```swift
    /// ColumnWidths.scrolled(natural: [20, 300, 3], available: 60)   // [20, 40, 3]
    /// ```
    static func scrolled(natural: [Int], available: Int) -> [Int] {
        let cap = max(longestUnbroken, min(widestScrolled, available))
        return natural.map { min(max($0, 1), cap) }
    }

    /// Column widths summing to at most `available`, or `nil` for the stacked fallback.
    ///
    /// The widest columns give up room first, down to a common cap, as rich does: a column
    /// narrower than the cap keeps its whole content on one line (`第 124 期`, a short
    /// `header-filename`) while a long description wraps, rather than every column giving
    /// up room in proportion to what it wants. No column goes below its minimum (its widest
    /// word, or a few cells when `breakingWords`).
    ///
    /// ```swift
    /// ColumnWidths.fit(natural: [5, 40, 40], words: [5, 8, 8], available: 45)   // [5, 20, 20]
    /// ColumnWidths.fit(natural: [9, 60], words: [3, 11], available: 40)       // [9, 31]
    /// ```
    static func fit(natural: [Int], words: [Int], available: Int, breakingWords: Bool) -> [Int]? {
        let natural = natural.map { max($0, 1) }
        if natural.reduce(0, +) <= available { return natural }
        let minimum =
            breakingWords
            ? natural.map { min($0, minimumColumn) }
            : zip(natural, words).map { min($0, max($1, 1)) }
        guard available >= minimum.reduce(0, +) else { return nil }
        // The largest cap whose widths fit: each column at min(natural, max(minimum, cap)).
        func total(_ cap: Int) -> Int { zip(natural, minimum).reduce(0) { $0 + min($1.0, max($1.1, cap)) } }
        var (low, high) = (0, natural.max() ?? 0)
        while low < high {
            let middle = (low + high + 1) / 2
            if total(middle) <= available { low = middle } else { high = middle - 1 }
        }
        var widths = zip(natural, minimum).map { min($0, max($1, low)) }
        // What the cap's rounding left goes a cell each to the columns at the cap that want
        // more, from the left.
        var spare = available - widths.reduce(0, +)
        for column in widths.indices where spare > 0 && widths[column] == low && widths[column] < natural[column] {
            widths[column] += 1
            spare -= 1
        }
        return widths
    }
}
