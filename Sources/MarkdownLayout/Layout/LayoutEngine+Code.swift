import MarkdownText
import MarkdownTheme

extension LayoutEngine {
    /// Lays out a code block: padding, lines wrapped or clipped with the marker where they
    /// go on or were cut, and the background filled to the block's width when the theme asks.
    ///
    /// A line is `[pad][text][fill][marker][pad]`; the block is as wide as its widest line
    /// plus padding, capped at the available width.
    mutating func layoutCode(_ code: CodeBlockContent) {
        // Unwrapped, the block is as wide as its widest line: nothing wraps nor is cut.
        let available = !options.wrapsCode ? max(self.available, Int(code.maxWidth) + 2 * Int(code.padding)) : self.available
        var padding = Int(code.padding)
        if available < 2 * padding + 1 { padding = max(0, (available - 1) / 2) }
        let inner = available - 2 * padding
        let markerWidth = Int(code.marker.width) < inner ? Int(code.marker.width) : 0
        let wrapWidth = inner - markerWidth
        let blockWidth = min(available, Int(code.maxWidth) + 2 * padding)
        let style = code.style
        let padStyle = code.fill ? style : 0
        // Read once: through `document`, every line would retain the array again.
        let codeLines = document.codeLines
        let spans = document.codeSpans
        var span = Int(code.spans.lowerBound)
        let spanEnd = Int(code.spans.upperBound)

        for index in code.lines {
            let line = codeLines[Int(index)]
            let lineWidth = Int(line.width)
            if lineWidth <= inner {
                beginLine()
                addSpaces(padding, style: padStyle)
                addCode(line, (0, Int(line.count), lineWidth), style: style, spans: spans, from: &span, to: spanEnd)
                finishCodeLine(contentWidth: padding + lineWidth, blockWidth: blockWidth, fill: code.fill, style: style)
                continue
            }
            if code.overflow == .clip {
                // What fits before the marker, which says the rest was cut.
                let piece = cut(line, at: wrapWidth).first!
                beginLine()
                addSpaces(padding, style: padStyle)
                addCode(line, piece, style: style, spans: spans, from: &span, to: spanEnd)
                endMarkedCodeLine(
                    code, contentWidth: piece.2, padding: padding, wrapWidth: wrapWidth, markerWidth: markerWidth, blockWidth: blockWidth)
                continue
            }
            // Measuring, a line of several rows is that many marked rows; one that fits once
            // the spaces where it wraps are dropped is a row as wide as what is left of it.
            if !Output.wantsSegments, case let rows = wrappedRows(line, at: wrapWidth), rows > 1 {
                addLines(rows, contentWidth: code.fill ? blockWidth : padding + wrapWidth + markerWidth)
                continue
            }
            let pieces = wrap(line, at: wrapWidth)
            for (number, piece) in pieces.enumerated() {
                beginLine()
                addSpaces(padding, style: padStyle)
                addCode(line, piece, style: style, spans: spans, from: &span, to: spanEnd)
                if number < pieces.count - 1 {
                    endMarkedCodeLine(
                        code, contentWidth: piece.2, padding: padding, wrapWidth: wrapWidth, markerWidth: markerWidth,
                        blockWidth: blockWidth)
                } else {
                    finishCodeLine(contentWidth: padding + piece.2, blockWidth: blockWidth, fill: code.fill, style: style)
                }
            }
        }
    }

    /// Adds a piece of a code line, (byte offset in the line, bytes, cells), in the block's
    /// `style`, cut where the block's highlighted spans start and end. `span` is the first
    /// span that may reach the piece: pieces come in order, so it only moves forward.
    private mutating func addCode(
        _ line: CodeLine, _ piece: (Int, Int, Int), style: UInt32, spans: [CodeSpan], from span: inout Int, to spanEnd: Int
    ) {
        guard Output.wantsSegments else { return }
        var position = line.offset + UInt32(piece.0)
        let end = position + UInt32(piece.1)
        while span < spanEnd, spans[span].offset + spans[span].count <= position { span += 1 }
        guard span < spanEnd, spans[span].offset < end else {
            add(Segment(offset: position, count: UInt32(piece.1), width: UInt32(piece.2), style: style))
            return
        }
        // A non-ASCII piece's cells are counted piece by piece; the last takes what is left,
        // so the pieces add up to the line's cells whatever the spans cut.
        var cellsLeft = UInt32(piece.2)
        while position < end {
            let next: UInt32
            let pieceStyle: UInt32
            if span < spanEnd, spans[span].offset <= position {
                next = min(end, spans[span].offset + spans[span].count)
                pieceStyle = spans[span].style
            } else {
                next = span < spanEnd ? min(end, spans[span].offset) : end
                pieceStyle = style
            }
            let cells =
                next == end
                ? cellsLeft
                : line.isASCII ? next - position : min(cellsLeft, UInt32(CellWidth.of(document.text[Int(position)..<Int(next)])))
            add(Segment(offset: position, count: next - position, width: cells, style: pieceStyle))
            cellsLeft -= cells
            position = next
            if span < spanEnd, spans[span].offset + spans[span].count <= position { span += 1 }
        }
    }

    /// Ends a line that goes on below or was clipped: spaces to the marker's column, the
    /// marker (when it fits), and the fill.
    private mutating func endMarkedCodeLine(
        _ code: CodeBlockContent, contentWidth: Int, padding: Int, wrapWidth: Int, markerWidth: Int, blockWidth: Int
    ) {
        let padStyle = code.fill ? code.style : 0
        addSpaces(wrapWidth - contentWidth, style: padStyle)
        if markerWidth > 0 { add(code.marker) }
        let used = padding + wrapWidth + markerWidth
        if code.fill { addSpaces(blockWidth - used, style: padStyle) }
        endLine(contentWidth: code.fill ? blockWidth : used)
    }

    private mutating func finishCodeLine(contentWidth: Int, blockWidth: Int, fill: Bool, style: UInt32) {
        if fill && contentWidth < blockWidth {
            addSpaces(blockWidth - contentWidth, style: style)
            endLine(contentWidth: blockWidth)
        } else {
            endLine(contentWidth: contentWidth)
        }
    }

    /// A code line broken into pieces of at most `columns` cells where a reader expects it
    /// (see ``CodeLineBreaker``), as (byte offset in the line, byte count, cells).
    func wrap(_ line: CodeLine, at columns: Int) -> [(Int, Int, Int)] {
        document.text.withUnsafeBufferPointer { text in
            let bytes = UnsafeBufferPointer(rebasing: text[Int(line.offset)..<Int(line.offset + line.count)])
            return CodeLineBreaker.pieces(of: bytes, isASCII: line.isASCII, width: columns).map { ($0.offset, $0.count, $0.width) }
        }
    }

    /// The rows ``wrap(_:at:)`` gives a code line, without keeping its pieces.
    func wrappedRows(_ line: CodeLine, at columns: Int) -> Int {
        if Int(line.width) <= columns { return 1 }
        return document.text.withUnsafeBufferPointer { text in
            let bytes = UnsafeBufferPointer(rebasing: text[Int(line.offset)..<Int(line.offset + line.count)])
            return CodeLineBreaker.pieceCount(of: bytes, isASCII: line.isASCII, width: columns)
        }
    }

    /// A code line cut into pieces of at most `columns` cells at grapheme boundaries, as
    /// (byte offset, byte count, cells), for clipping (only the first piece is shown). A
    /// cluster wider than `columns` is left out.
    func cut(_ line: CodeLine, at columns: Int) -> [(Int, Int, Int)] {
        var pieces: [(Int, Int, Int)] = []
        if line.isASCII {
            var start = 0
            while start < Int(line.count) {
                let count = min(columns, Int(line.count) - start)
                pieces.append((start, count, count))
                start += count
            }
            return pieces.isEmpty ? [(0, 0, 0)] : pieces
        }
        let bytes = document.text[Int(line.offset)..<Int(line.offset + line.count)]
        var start = 0
        var end = 0
        var width = 0
        for cluster in CellWidth.clusters(bytes) {
            if cluster.width > columns {
                if width > 0 { pieces.append((start, end - start, width)) }
                start = cluster.offset + cluster.count
                end = start
                width = 0
                continue
            }
            if width + cluster.width > columns {
                pieces.append((start, end - start, width))
                start = cluster.offset
                width = 0
            }
            end = cluster.offset + cluster.count
            width += cluster.width
        }
        if width > 0 || pieces.isEmpty { pieces.append((start, end - start, width)) }
        return pieces
    }
}
