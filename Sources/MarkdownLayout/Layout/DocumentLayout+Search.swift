import MarkdownText

/// A grapheme cluster of a laid-out line and the cells it takes.
///
/// Clusters are the text module's (its Unicode tables), like every width in a layout.
package struct LineCell: Sendable, Hashable {
    /// The cluster's first `Character`: all of it, unless the standard library's Unicode
    /// version splits the cluster differently (``text`` is the whole of it then).
    package var character: Character
    /// The cluster's text.
    package var text: String
    /// The first cell (0-based column).
    package var column: Int
    /// Cells taken (0 for a zero-width cluster, 2 for a wide one).
    package var width: Int
    package var style: UInt32
    /// The link id (``DocumentLayout/links``, 1-based), if the cell belongs to a link.
    package var link: Int?
}

extension DocumentLayout {
    /// Every occurrence of `query` in the rendered text, row by row, left to right.
    ///
    /// Matches do not span lines; text is compared one grapheme cluster at a time (ignoring
    /// case unless `caseSensitive`), and positions are in cells, so a wide character counts
    /// two columns.
    ///
    /// ```swift
    /// for match in layout.search("cmark") {
    ///     print(match.row, match.columns)   // 3 14..<19
    /// }
    /// ```
    public func search(_ query: String, caseSensitive: Bool = false) -> [CellSpan] {
        guard !query.isEmpty, rowCount > 0 else { return [] }
        let fold: (Substring) -> String = caseSensitive ? { String($0) } : { $0.lowercased() }
        let needle = CellWidth.clusters(of: query).map { fold($0.text) }
        let loweredQuery = caseSensitive ? query : query.lowercased()
        var matches: [CellSpan] = []
        for row in 0..<rowCount {
            let line = self.line(row)
            // Most rows have no match: check the whole text before walking clusters.
            let text = caseSensitive ? line.text : line.text.lowercased()
            guard text.contains(loweredQuery) else { continue }
            let cells = self.cells(ofRow: row)
            let folded = cells.map { fold($0.text[...]) }
            var start = 0
            while start + needle.count <= folded.count {
                if folded[start..<(start + needle.count)].elementsEqual(needle) {
                    let last = cells[start + needle.count - 1]
                    matches.append(CellSpan(row: row, columns: cells[start].column..<(last.column + max(last.width, 0))))
                    start += needle.count
                } else {
                    start += 1
                }
            }
        }
        return matches
    }

    /// The grapheme clusters of line `row` with their columns, styles and links.
    ///
    /// ```swift
    /// for cell in layout.cells(ofRow: 0) where cell.link != nil { print(cell.column) }
    /// ```
    package func cells(ofRow row: Int) -> [LineCell] {
        var cells: [LineCell] = []
        var column = 0
        for part in line(row).parts {
            var x = column
            for (cluster, width) in CellWidth.clusters(of: part.text) {
                let text = String(cluster)
                cells.append(
                    LineCell(character: text.first ?? " ", text: text, column: x, width: width, style: part.style, link: part.link))
                x += width
            }
            column += part.width
        }
        return cells
    }
}
