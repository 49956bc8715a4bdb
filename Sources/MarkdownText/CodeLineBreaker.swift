/// Where a line of a code block breaks when it is wider than the block.
///
/// Code is not prose: its spaces are kept and a hyphen joins (`--paging=never`), so a code
/// line does not go through ``BreakableText``. A piece ends after the last run of spaces
/// that fits (the spaces stay on the piece, so no character is lost and the pieces join
/// back into the line); without such a space after the piece's first word, after the last
/// `,` `;` `/` or opening bracket that fits (not inside `//`, not before a closing bracket);
/// only a word wider than the whole piece is cut where the width ends. A run of spaces that reaches past the width is dropped at the
/// break, as a paragraph drops the spaces it breaks at. Leading indentation is not a
/// break: a piece never holds only spaces unless the indentation is itself wider than the
/// width. A cluster wider than the width (a 2-cell ideograph at width 1) is left out.
///
/// ```swift
/// let line = Array("ORDER BY created_at DESC".utf8)
/// line.withUnsafeBufferPointer { CodeLineBreaker.pieces(of: $0, isASCII: true, width: 12) }
/// // (0, 9, 9) "ORDER BY ", (9, 11, 11) "created_at ", (20, 4, 4) "DESC"
/// ```
package enum CodeLineBreaker {
    /// A piece of a code line: its bytes (from `offset`, `count` of them) and its cells.
    package struct Piece: Hashable, Sendable {
        package var offset: Int
        package var count: Int
        package var width: Int

        package init(offset: Int, count: Int, width: Int) {
            (self.offset, self.count, self.width) = (offset, count, width)
        }
    }

    /// The pieces of `line` (its UTF-8 bytes; `isASCII`: printable ASCII only, a cell a
    /// byte) at `width` cells: one piece when it fits, at least one piece always.
    package static func pieces(of line: UnsafeBufferPointer<UInt8>, isASCII: Bool, width: Int) -> [Piece] {
        var pieces: [Piece] = []
        forEachPiece(of: line, isASCII: isASCII, width: width) { pieces.append($0) }
        return pieces
    }

    /// The number of pieces of `line` at `width`, without keeping them.
    package static func pieceCount(of line: UnsafeBufferPointer<UInt8>, isASCII: Bool, width: Int) -> Int {
        var count = 0
        forEachPiece(of: line, isASCII: isASCII, width: width) { _ in count += 1 }
        return count
    }

    /// Calls `body` with each piece of `line` at `width`, in order.
    package static func forEachPiece(
        of line: UnsafeBufferPointer<UInt8>, isASCII: Bool, width: Int, _ body: (Piece) -> Void
    ) {
        let width = max(1, width)
        if isASCII {
            guard line.count > width else { return body(Piece(offset: 0, count: line.count, width: line.count)) }
            breakClusters(count: line.count, width: width, body) { index in (index, 1, 1, line[index]) }
            return
        }
        let clusters = CellWidth.clusters(line)
        breakClusters(count: clusters.count, width: width, body) { index in
            let cluster = clusters[index]
            // A cluster of one byte is ASCII: a space or a sign the rules look at.
            return (cluster.offset, cluster.count, cluster.width, cluster.count == 1 ? line[cluster.offset] : 0)
        }
    }

    /// The greedy pass over `count` clusters, each given by `cluster` as (byte offset, byte
    /// count, cells, its byte when it is one ASCII byte, else 0).
    private static func breakClusters(
        count: Int, width: Int, _ body: (Piece) -> Void, cluster: (Int) -> (offset: Int, count: Int, width: Int, byte: UInt8)
    ) {
        var start = 0
        var emitted = false
        func emit(_ range: Range<Int>, cells: Int) {
            guard !range.isEmpty else { return }
            let first = cluster(range.lowerBound)
            let last = cluster(range.upperBound - 1)
            body(Piece(offset: first.offset, count: last.offset + last.count - first.offset, width: cells))
            emitted = true
        }
        while start < count {
            var cells = 0
            var index = start
            var hasContent = false
            // Where the next piece would start after the last space break and after the
            // last sign break, and the cells before each.
            var spaceBreak = (index: start, cells: 0)
            var signBreak = (index: start, cells: 0)
            var previous: UInt8 = 0
            while index < count {
                let next = cluster(index)
                if next.width > width || cells + next.width > width { break }
                let isSpace = next.byte == 0x20
                if !isSpace && previous == 0x20 && hasContent {
                    spaceBreak = (index, cells)
                } else if isBreakSign(previous) && !isSpace && next.byte != previous && !isClosing(next.byte) {
                    signBreak = (index, cells)
                }
                if !isSpace { hasContent = true }
                cells += next.width
                previous = next.byte
                index += 1
            }
            if index == count {
                emit(start..<count, cells: cells)
                break
            }
            let next = cluster(index)
            // A word that starts right where the width ends goes to the next piece whole.
            if next.byte != 0x20 && previous == 0x20 && hasContent { spaceBreak = (index, cells) }
            if next.width > width {
                // Wider than any piece: left out.
                emit(start..<index, cells: cells)
                start = index + 1
            } else if next.byte == 0x20 && hasContent {
                // The width ends in spaces: the piece ends before them, and they are dropped.
                emit(start..<index, cells: cells)
                start = index
                while start < count && cluster(start).byte == 0x20 { start += 1 }
            } else if spaceBreak.index > start {
                emit(start..<spaceBreak.index, cells: spaceBreak.cells)
                start = spaceBreak.index
            } else if signBreak.index > start {
                emit(start..<signBreak.index, cells: signBreak.cells)
                start = signBreak.index
            } else {
                emit(start..<index, cells: cells)
                start = index
            }
        }
        if !emitted { body(Piece(offset: 0, count: 0, width: 0)) }
    }

    /// Whether a code line may break after this byte when no space is left to break at: a
    /// separator (`,` `;` `/`) or an opening bracket (`split(` / `path.delimiter)`).
    @inline(__always)
    private static func isBreakSign(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): true
        default: false
        }
    }

    /// Whether a byte closes a bracket: no break before it (`f(` / `)` would read badly).
    @inline(__always)
    private static func isClosing(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }
}
