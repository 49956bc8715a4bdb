import MarkdownTheme

extension LayoutEngine {
    /// Lays out line groups (paragraph, heading, footnote or reference text) at the available
    /// width, each line aligned per the block's style.
    mutating func layoutText(_ texts: Range<Int32>, alignment: BlockAlignment) {
        for index in texts {
            layoutPrepared(document.texts[Int(index)].prepared, runs: document.runs, store: document.textStore, alignment: alignment)
        }
    }

    /// Lays out one prepared line group whose runs are `runs` and whose breaks are in `store`
    /// (the document's, or a table's stacked records').
    mutating func layoutPrepared(_ prepared: PreparedText, runs: [StyledRun], store: TextStore, alignment: BlockAlignment) {
        let available = self.available
        if !Output.wantsSegments {
            let size = prepared.measure(width: available, store: store)
            addLines(size.rows, contentWidth: LayoutEngine.aligned(size.columns, in: available, alignment).total)
            return
        }
        // The lines follow the last texts' in `group`, which is cleared only once it holds
        // many: clearing its three arrays for every text cost more than a heading's lines.
        if group.widths.count >= GroupLines.linesKept { group.reset() }
        let firstLine = group.widths.count
        prepared.breakLines(
            width: available, runs: runs, buffer: document.text, store: store, ellipsis: document.ellipsis, into: &group)
        for line in firstLine..<group.widths.count {
            let lineWidth = group.widths[line]
            let placement = LayoutEngine.aligned(lineWidth, in: available, alignment)
            beginLine()
            addSpaces(placement.lead)
            // By index: a slice of `group.segments` would be retained per line.
            for index in group.range(line) { add(group.segments[index]) }
            endLine(contentWidth: placement.total)
        }
    }

    /// Where a line of `width` cells goes in `available` cells: the spaces before it and the
    /// total width. Empty lines take no room; lines are never padded on the right.
    static func aligned(_ width: Int, in available: Int, _ alignment: BlockAlignment) -> (lead: Int, total: Int) {
        guard width > 0, width < available else { return (0, width) }
        switch alignment {
        case .left: return (0, width)
        case .center: return ((available - width) / 2, (available - width) / 2 + width)
        case .right: return (available - width, available)
        }
    }

    /// The number of lines of line groups at `columns` cells.
    func rowCount(_ texts: Range<Int32>, columns: Int) -> Int {
        var rows = 0
        for index in texts { rows += document.texts[Int(index)].prepared.measure(width: columns, store: document.textStore).rows }
        return rows
    }
}
