import MarkdownLayout
import MarkdownTheme

/// One grapheme cluster of a pager row as it should be drawn: its cells, its attributes
/// (highlights already applied) and its link.
public struct StyledCell: Sendable, Hashable {
    /// Why a cell is highlighted.
    public enum Highlight: Sendable, Hashable {
        case none
        /// Part of a search match.
        case match
        /// Part of the current search match.
        case currentMatch
        /// Part of the current link (Tab, Shift-Tab).
        case currentLink
    }

    public var character: Character
    /// The first cell (0-based column).
    public var column: Int
    /// Cells taken: 0, 1 or 2.
    public var width: Int
    /// The attributes to draw with: the theme's, inverted for a highlight.
    public var attributes: TextAttributes
    /// The link id (`DocumentLayout.links`, 1-based), if any.
    public var link: Int?
    public var highlight: Highlight
}

extension Pager {
    /// The cells of document row `row`, with search matches and the current link
    /// highlighted (inverse video; the current match also bold).
    ///
    /// ```swift
    /// for cell in pager.styledCells(ofRow: pager.top) { canvas.put(cell.character, at: cell.column) }
    /// ```
    public func styledCells(ofRow row: Int) -> [StyledCell] {
        guard row >= 0 && row < layout.rowCount else { return [] }
        let matchRanges = matchColumns(ofRow: row)
        let linkRange = currentLink.map { links[$0] }.flatMap { $0.row == row ? $0.columns : nil }
        return layout.cells(ofRow: row).map { cell in
            var attributes = layout.styles[cell.style]
            var highlight = StyledCell.Highlight.none
            if let linkRange, linkRange.contains(cell.column) {
                highlight = .currentLink
            } else if let found = matchRanges.first(where: { $0.columns.contains(cell.column) }) {
                highlight = found.isCurrent ? .currentMatch : .match
            }
            if highlight != .none {
                attributes.inverse.toggle()
                if highlight == .currentMatch { attributes.bold = true }
            }
            return StyledCell(
                character: cell.character, column: cell.column, width: cell.width, attributes: attributes, link: cell.link,
                highlight: highlight)
        }
    }

    /// The match column ranges on a row, and whether each is the current match.
    private func matchColumns(ofRow row: Int) -> [(columns: Range<Int>, isCurrent: Bool)] {
        guard !matches.isEmpty else { return [] }
        // Matches are sorted by row: binary search the first on this row.
        var low = 0
        var high = matches.count
        while low < high {
            let middle = (low + high) / 2
            if matches[middle].row < row { low = middle + 1 } else { high = middle }
        }
        var result: [(Range<Int>, Bool)] = []
        var index = low
        while index < matches.count && matches[index].row == row {
            result.append((matches[index].columns, index == currentMatch))
            index += 1
        }
        return result
    }
}
