/// A reader's place in a document that survives a re-layout at another width or a reload:
/// the source line of the block at the top, and how far into that block.
///
/// ```swift
/// let place = layout.readingPosition(atRow: top)
/// let wider = styled.layout(width: 120)
/// top = wider.row(for: place)   // the same paragraph stays at the top
/// ```
public struct ReadingPosition: Sendable, Hashable {
    /// The 1-based source line the block starts on.
    public var sourceLine: Int
    /// How far into the block, as a fraction of its rows: 0 at its first row, below 1.
    public var fraction: Double

    public init(sourceLine: Int, fraction: Double = 0) {
        self.sourceLine = sourceLine
        self.fraction = fraction
    }
}

extension DocumentLayout {
    /// The 1-based source line of the block drawn at `row` (its blank lines before it
    /// included), or `nil` for a row out of range or text made by the theme alone.
    ///
    /// ```swift
    /// layout.sourceLine(ofRow: 0)   // 1: the first heading
    /// ```
    public func sourceLine(ofRow row: Int) -> Int? {
        guard let block = block(ofRow: row) else { return nil }
        let line = Int(blockLines[block])
        return line > 0 ? line : nil
    }

    /// The first row of the earliest block that starts on `line` or, if none does, on the
    /// nearest line after it; `nil` when no block starts at or after `line`.
    ///
    /// ```swift
    /// if let row = layout.firstRow(atOrAfterSourceLine: 42) { pager.scroll(to: row) }
    /// ```
    public func firstRow(atOrAfterSourceLine line: Int) -> Int? {
        guard let block = block(atOrAfterSourceLine: line) else { return nil }
        return min(Int(blockRows[block]), rowCount - 1)
    }

    /// The reading position of `row`: its block's source line and the fraction of the
    /// block above `row`.
    public func readingPosition(atRow row: Int) -> ReadingPosition {
        guard var block = block(ofRow: row) else { return ReadingPosition(sourceLine: 1) }
        let rows = self.rows(ofBlock: block)
        let fraction = rows.count > 1 ? Double(row - rows.lowerBound) / Double(rows.count) : 0
        // Theme-made text (no source line) is placed by the nearest block above it.
        while block > 0 && blockLines[block] == 0 { block -= 1 }
        return ReadingPosition(sourceLine: max(1, Int(blockLines[block])), fraction: blockLines[block] == 0 ? 0 : fraction)
    }

    /// The row of a reading position in this layout: the same fraction into the block that
    /// starts on the position's line (or the first row of the next block after it).
    public func row(for position: ReadingPosition) -> Int {
        guard rowCount > 0 else { return 0 }
        guard let block = block(atOrAfterSourceLine: position.sourceLine) else { return rowCount - 1 }
        let rows = self.rows(ofBlock: block)
        guard Int(blockLines[block]) == position.sourceLine, rows.count > 0 else { return min(rows.lowerBound, rowCount - 1) }
        let offset = Int((min(max(position.fraction, 0), 1) * Double(rows.count)).rounded(.down))
        return min(rows.lowerBound + min(offset, rows.count - 1), rowCount - 1)
    }

    /// The block drawn at `row`: the last block starting at or before it.
    package func block(ofRow row: Int) -> Int? {
        guard row >= 0 && row < rowCount, !blockRows.isEmpty else { return nil }
        var low = 0
        var high = blockRows.count
        while low < high {
            let middle = (low + high) / 2
            if Int(blockRows[middle]) <= row { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The rows of a block, its gap lines included.
    package func rows(ofBlock block: Int) -> Range<Int> {
        let start = Int(blockRows[block])
        let end = block + 1 < blockRows.count ? Int(blockRows[block + 1]) : rowCount
        return start..<max(start, end)
    }

    /// The earliest block on the smallest source line at or after `line`. Source lines are
    /// not monotonic in reading order (footnotes come last), so this scans every block.
    private func block(atOrAfterSourceLine line: Int) -> Int? {
        var best: Int?
        for (index, start) in blockLines.enumerated() where start > 0 && Int(start) >= line {
            if let known = best, blockLines[known] <= start { continue }
            best = index
            if Int(start) == line { break }
        }
        return best
    }
}
