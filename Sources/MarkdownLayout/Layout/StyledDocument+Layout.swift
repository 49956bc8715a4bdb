extension StyledDocument {
    /// Lays the document out at `width` cells (clamped to at least 1).
    ///
    /// ```swift
    /// let layout = styled.layout(width: 80)
    /// assert(layout.size == styled.boundingSize(forWidth: 80))
    /// ```
    public func layout(width: Int) -> Layout {
        let width = max(1, width)
        let rows = sizes[width]?.rows ?? estimatedRows(width: width)
        var engine = LayoutEngine(document: self, width: width, output: LineOutput(rows: rows, segments: rows * 4 + runs.count))
        engine.run()
        let output = engine.output
        let layout = Layout(
            width: width, styles: styles, links: links, text: text, segments: output.segments, lineEnds: output.lineEnds,
            lineWidths: output.lineWidths, blockRows: output.blockRows, blockLines: blocks.map(\.sourceLine))
        sizes[width] = layout.size
        return layout
    }

    /// The size of the layout at `width` cells, computed without building lines (and cached
    /// per width): the widest line and the line count, exactly as ``layout(width:)`` gives.
    ///
    /// ```swift
    /// for width in 20...200 { print(width, styled.boundingSize(forWidth: width).rows) }
    /// ```
    public func boundingSize(forWidth width: Int) -> Size {
        let width = max(1, width)
        if let known = sizes[width] { return known }
        var engine = LayoutEngine(document: self, width: width, output: SizeOutput())
        engine.run()
        let size = Size(columns: engine.output.columns, rows: engine.output.rows)
        sizes[width] = size
        return size
    }

    /// About the number of lines at `width`, from what is known without laying out: a line
    /// per code line and gap line, and per `width` cells of each line group.
    /// About the bytes a terminal rendering at `width` takes: a byte a cell of text and room
    /// for escapes on every line (renderers reserve it, so the output grows once).
    package func estimatedOutputBytes(width: Int) -> Int {
        text.count + estimatedRows(width: max(1, width)) * 32
    }

    private func estimatedRows(width: Int) -> Int {
        var rows = codeLines.count
        for block in blocks { rows += Int(block.gapBefore) + 1 }
        for text in texts { rows += text.prepared.naturalWidth / width }
        return rows
    }

    /// The offset of a single space in the text buffer (the builder puts it first).
    package var spaceOffset: UInt32 { 0 }

    /// `…`, shown for a character wider than the whole line (a 2-cell one at width 1).
    package var ellipsis: Segment { Segment(offset: 1, count: 3, width: 1, style: 0) }
}
