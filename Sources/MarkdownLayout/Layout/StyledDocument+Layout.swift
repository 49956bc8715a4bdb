import MarkdownTree

extension StyledDocument {
    /// Lays the document out at `width` cells (clamped to 1...``DocumentLayout/maximumWidth``).
    ///
    /// ```swift
    /// let layout = styled.layout(width: 80)
    /// assert(layout.size == styled.boundingSize(forWidth: 80))
    /// ```
    public func layout(width: Int) -> DocumentLayout {
        layout(width: width, options: LayoutOptions())
    }

    /// Lays the document out at `width` with `options`: code lines that run on and tables
    /// kept as grids may be wider than `width` (a pager scrolls those rows sideways); no
    /// other row is.
    package func layout(width: Int, options: LayoutOptions) -> DocumentLayout {
        guard let layout = layout(width: width, options: options, budget: .unlimited) else {
            preconditionFailure("a layout without a deadline stopped")
        }
        return layout
    }

    /// Lays the document out at `width` within `budget`: when its deadline passes, the layout
    /// stops and throws `ParseLimitError.timeRanOut(stage:budget:)` naming
    /// `WorkStage.layingOut`.
    public func layout(width: Int, budget: WorkBudget) throws(ParseLimitError) -> DocumentLayout {
        guard let layout = layout(width: width, options: LayoutOptions(), budget: budget) else {
            throw budget.ranOut(in: .layingOut)
        }
        return layout
    }

    /// The layout at `width`, or nil when `budget` ran out first.
    private func layout(width: Int, options: LayoutOptions, budget: WorkBudget) -> DocumentLayout? {
        var stacked: [Int: StackedRecords] = [:]
        return layout(width: width, options: options, budget: budget, rows: nil, stacked: &stacked)
    }

    /// The layout at `width`, or nil when `budget` ran out first, with lines reserved for
    /// `rows` (nil: an estimate), and the tables' stacked fallbacks taken from and added to
    /// `stacked` (see ``LayoutMemo``).
    func layout(
        width: Int, options: LayoutOptions, budget: WorkBudget, rows: Int?, stacked: inout [Int: StackedRecords]
    ) -> DocumentLayout? {
        let width = DocumentLayout.clamped(width)
        let rows = rows ?? estimatedRows(width: width)
        var engine = LayoutEngine(document: self, width: width, output: LineOutput(rows: rows, segments: rows * 4 + runs.count))
        engine.options = options
        engine.budget = BudgetCheck(budget, stage: .layingOut, every: 1)
        swap(&engine.stackedRecords, &stacked)
        engine.run()
        swap(&engine.stackedRecords, &stacked)
        if engine.stopped { return nil }
        let output = engine.output
        let layout = DocumentLayout(
            width: width, styles: styles, links: links, text: text, segments: output.segments, lineEnds: output.lineEnds,
            lineWidths: output.lineWidths, blockRows: output.blockRows, blockLines: blocks.map(\.sourceLine), images: images,
            placements: output.images)
        return layout
    }

    /// The size of the layout at `width` cells, computed without building lines: the widest
    /// line and the line count, exactly as ``layout(width:)`` gives (`width` clamped the same
    /// way). Nothing is kept between calls; a caller that asks again for one width keeps the
    /// answer itself.
    ///
    /// ```swift
    /// for width in 20...200 { print(width, styled.boundingSize(forWidth: width).rows) }
    /// ```
    public func boundingSize(forWidth width: Int) -> Size {
        boundingSize(forWidth: width, options: LayoutOptions())
    }

    /// The size of ``layout(width:options:)``, computed without building lines.
    package func boundingSize(forWidth width: Int, options: LayoutOptions) -> Size {
        var stacked: [Int: StackedRecords] = [:]
        return boundingSize(forWidth: width, options: options, stacked: &stacked)
    }

    /// ``boundingSize(forWidth:options:)``, the tables' stacked fallbacks taken from and
    /// added to `stacked` (see ``LayoutMemo``).
    func boundingSize(forWidth width: Int, options: LayoutOptions, stacked: inout [Int: StackedRecords]) -> Size {
        let width = DocumentLayout.clamped(width)
        var engine = LayoutEngine(document: self, width: width, output: SizeOutput())
        engine.options = options
        swap(&engine.stackedRecords, &stacked)
        engine.run()
        swap(&engine.stackedRecords, &stacked)
        return Size(columns: engine.output.columns, rows: engine.output.rows)
    }

    /// About the bytes a terminal rendering at `width` takes (renderers reserve it, so that
    /// the output does not grow, copying itself, part way): a byte a cell of text, the
    /// padding a filled code block adds, a rule's glyphs, per line its prefix (up to two
    /// bytes a cell: a bar is one cell of three bytes) and room for escapes, and the escapes
    /// of styled runs and links.
    package func estimatedOutputBytes(width: Int) -> Int {
        let width = DocumentLayout.clamped(width)
        // Each container's prefix cells, capped at the width; a container follows its parent.
        var prefixCells = [Int](repeating: 0, count: containers.count)
        for index in containers.indices {
            let parent = Int(containers[index].parent)
            prefixCells[index] = min(width, (parent >= 0 ? prefixCells[parent] : 0) + Int(containers[index].width))
        }
        var bytes = text.count
        for block in blocks {
            var rows = Int(block.gapBefore) + 1
            switch block.content {
            case .text(let range, _):
                for index in range { rows += texts[Int(index)].prepared.naturalWidth / width }
            case .code(let code):
                // A wrapped line takes a row a piece: its pieces at the width less the padding
                // and the marker's cell, each row filled and escaped.
                var codeRows = 0
                let padding = 2 * Int(code.padding)
                let wrapWidth = max(1, width - padding - 1)
                text.withUnsafeBufferPointer { text in
                    for index in code.lines {
                        let line = codeLines[Int(index)]
                        guard code.overflow == .wrap && Int(line.width) > wrapWidth else {
                            codeRows += 1
                            continue
                        }
                        let bytes = UnsafeBufferPointer(rebasing: text[Int(line.offset)..<Int(line.offset + line.count)])
                        codeRows += CodeLineBreaker.pieceCount(of: bytes, isASCII: line.isASCII, width: wrapWidth)
                    }
                }
                rows += max(0, codeRows - 1)
                if code.fill { bytes += codeRows * min(width, Int(code.maxWidth) + padding) }
            case .rule(let glyph):
                if glyph.width > 0 { bytes += width / Int(glyph.width) * Int(glyph.count) }
            case .image(let image):
                rows += images[Int(image.image)].cells(available: width).rows
            case .table(let index):
                // A line a row at least, as wide as the width, with a cell's escapes each.
                let table = tables[Int(index)]
                rows += table.rows
                let tableWidth = table.naturalWidths.reduce(0, +) + table.columns * (2 * table.padding + 1) + 1
                bytes += table.rows * (min(width, tableWidth) + table.columns * 24)
            }
            bytes += rows * (32 + 2 * (block.container >= 0 ? prefixCells[Int(block.container)] : 0))
        }
        // The escapes inside lines: a style change into and out of each run, and each link's
        // hyperlink opening (its URL) and closing; an estimate short of them makes the output
        // grow, and copy itself, while it is written (docs/performance.md, 2026-12-03).
        bytes += (runs.count + codeSpans.count) * 16
        for link in links { bytes += (link.url?.utf8.count ?? 0) + 14 }
        return bytes
    }

    /// About the number of lines at `width`, from what is known without laying out: a line
    /// per code line and gap line, and per `width` cells of each line group.
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
