import MarkdownLayout

extension ANSIRenderer {
    /// Renders a layout with its pictures drawn by `encoder`.
    ///
    /// A picture's rows are written with their prefixes only (a quote's bar, a list's
    /// indent). With symbols, each row's symbols follow the prefix. With kitty, iTerm2 or
    /// sixel, once the block's last row is written (so the terminal has scrolled the rows
    /// into place), the cursor is saved (`ESC 7`), moved up to the block's first row and to
    /// its column (`CSI n A`, `CSI n G`), the picture drawn, and the cursor restored
    /// (`ESC 8`): the text after it goes on where it would have. A picture the encoder
    /// cannot draw, or whose bytes are not what its protocol allows, keeps its placeholder.
    func render(_ layout: DocumentLayout, drawing encoder: any ImageEncoder, into output: inout [UInt8]) {
        // Each placement's bytes, made once, before any line is written.
        let drawn: [[UInt8]?] = layout.placements.map { placement in
            guard let bytes = encoder.encode(layout.images[placement.image], columns: placement.columns, rows: placement.rows),
                ImageSequence.isWellFormed(bytes, for: encoder.imageProtocol)
            else { return nil }
            return bytes
        }
        let symbols = encoder.imageProtocol == .symbols
        withLineWriter(styles: layout.styles, links: layout.links, text: layout.text, into: &output) { writer, output in
            layout.segments.withUnsafeBufferPointer { segments in
                var next = 0
                for row in 0..<layout.rowCount {
                    while next < layout.placements.count, layout.placements[next].row + layout.placements[next].rows <= row {
                        next += 1
                    }
                    let range = layout.segmentRange(ofRow: row)
                    guard next < layout.placements.count, layout.placements[next].row <= row, let bytes = drawn[next] else {
                        writer.write(UnsafeBufferPointer(rebasing: segments[range]), into: &output)
                        continue
                    }
                    let placement = layout.placements[next]
                    writer.writeSegments(
                        UnsafeBufferPointer(rebasing: segments[Self.prefix(of: range, in: segments, width: placement.column)]))
                    if symbols {
                        Self.symbolRow(row - placement.row, of: bytes).withUnsafeBufferPointer { writer.pending.append($0) }
                        Array("\u{1B}[0m".utf8).withUnsafeBufferPointer { writer.pending.append($0) }
                    }
                    writer.endLine(into: &output)
                    if !symbols && row == placement.row + placement.rows - 1 {
                        var moves = Array("\u{1B}7\u{1B}[\(placement.rows)A\u{1B}[\(placement.column + 1)G".utf8)
                        moves += bytes
                        moves += Array("\u{1B}8".utf8)
                        moves.withUnsafeBufferPointer { writer.pending.append($0) }
                    }
                }
            }
        }
    }

    /// The segments of a row before column `width`: its prefix.
    private static func prefix(of range: Range<Int>, in segments: UnsafeBufferPointer<Segment>, width: Int) -> Range<Int> {
        var x = 0
        var end = range.lowerBound
        while end < range.upperBound && x + Int(segments[end].width) <= width && x < width {
            x += Int(segments[end].width)
            end += 1
        }
        return range.lowerBound..<end
    }

    /// Line `index` of symbol rows separated by line feeds (empty past the last).
    private static func symbolRow(_ index: Int, of bytes: [UInt8]) -> [UInt8] {
        var line = 0
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            if line == index { return Array(bytes[start..<offset]) }
            line += 1
            start = offset + 1
        }
        return line == index ? Array(bytes[start...]) : []
    }
}
