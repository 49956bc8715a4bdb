import MarkdownLayout

extension Pager {
    /// The row a heading's text starts on in the current layout (after the blank lines
    /// that come with its block), if it is laid out.
    public func row(of heading: HeadingAnchor) -> Int? {
        if let row = headingRows[heading.sourceLine] { return row }
        return layout.firstRow(atOrAfterSourceLine: heading.sourceLine).map { Pager.textRow(from: $0, in: layout) }
    }

    /// The first row of `row`'s block from `row` on that is not blank (a block's rows
    /// start with the blank lines before it).
    static func textRow(from row: Int, in layout: DocumentLayout) -> Int {
        var row = row
        let block = layout.block(ofRow: row)
        while row + 1 < layout.rowCount && layout.lineWidths[row] == 0 && layout.block(ofRow: row + 1) == block { row += 1 }
        return row
    }

    /// The text row of every heading, by source line, in one pass over the blocks: the
    /// first block that starts on the heading's line (a lookup per heading would scan every
    /// block, too slow for a document of thousands of headings).
    static func headingRows(_ headings: [HeadingAnchor], in layout: DocumentLayout) -> [Int: Int] {
        guard !headings.isEmpty else { return [:] }
        let wanted = Set(headings.map(\.sourceLine))
        var rows: [Int: Int] = [:]
        for block in layout.blockLines.indices {
            let line = Int(layout.blockLines[block])
            guard wanted.contains(line), rows[line] == nil else { continue }
            let first = Int(layout.blockRows[block])
            if first < layout.rowCount { rows[line] = textRow(from: first, in: layout) }
        }
        return rows
    }

    /// Scrolls so that `heading` is the first row shown (as far as the end allows).
    public mutating func jump(to heading: HeadingAnchor) {
        guard let row = row(of: heading) else { return }
        rememberPlace()
        scroll(to: row)
        currentLink = nil
        message = "§ " + Pager.printable(heading.title)
    }

    /// Follows an in-page link (`#slug`) to its heading, by GitHub's ids; `false` when no
    /// heading has that id (the status line says so).
    @discardableResult
    public mutating func follow(fragment: String) -> Bool {
        guard let heading = HeadingAnchor.matching(fragment, in: headings) else {
            message = "no heading \(Pager.printable(fragment)) in this document"
            return false
        }
        jump(to: heading)
        return true
    }

    /// Goes back to where the reader was before the last jump (Backspace).
    public mutating func jumpBack() {
        guard let place = jumpsBack.popLast() else {
            message = "No jump to go back from"
            return
        }
        scroll(to: layout.row(for: place))
        currentLink = nil
        message = "back"
    }

    /// The heading the reader is in: the last one starting at or above the top row.
    public var currentHeading: Int? {
        var found: Int?
        for (index, heading) in headings.enumerated() {
            guard let row = row(of: heading), row <= top else { break }
            found = index
        }
        return found
    }
}
