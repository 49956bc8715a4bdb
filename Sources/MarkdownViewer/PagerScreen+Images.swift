import MarkdownLayout
import MarkdownRendering

extension PagerScreen {
    /// Draws the pictures in view over their blank cells: with kitty, iTerm2 or sixel the
    /// whole picture at its first cell, when all its rows are in view (one partly scrolled
    /// off shows its blank block until it is whole again); with symbols, each row in view.
    /// Bytes that are not what the protocol allows (``ImageSequence``) are not written.
    /// The row under a picture is drawn again after it: a picture a few pixels taller than
    /// its cells (the terminal's cell size reported a little off) cannot hide its text.
    func appendPictures(_ pager: Pager, pictures: (ImagePlacement) -> [UInt8]?, into out: inout [UInt8]) {
        guard let imageProtocol else { return }
        let visible = pager.visibleRows
        for placement in pager.layout.placements {
            let rows = placement.row..<(placement.row + placement.rows)
            guard rows.overlaps(visible) else { continue }
            if imageProtocol != .symbols && !(visible.contains(rows.lowerBound) && rows.upperBound <= visible.upperBound) { continue }
            guard let bytes = pictures(placement), ImageSequence.isWellFormed(bytes, for: imageProtocol) else { continue }
            if imageProtocol != .symbols {
                moveTo(row: placement.row - pager.top, column: placement.column, into: &out)
                out.append(contentsOf: bytes)
                if visible.contains(rows.upperBound) {
                    moveTo(row: rows.upperBound - pager.top, into: &out)
                    appendCells(pager.styledCells(ofRow: rows.upperBound), into: &out)
                    out.append(contentsOf: Array("\u{1B}[K".utf8))
                }
                continue
            }
            for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
            where visible.contains(placement.row + index) && index < placement.rows {
                moveTo(row: placement.row + index - pager.top, column: placement.column, into: &out)
                out.append(contentsOf: line)
                out.append(contentsOf: SGR.reset)
            }
        }
    }
}
