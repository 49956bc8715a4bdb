/// Line starts of a UTF-8 text, for turning cmark's (line, byte column) positions into
/// offsets and `String.Index` values.
package enum SourceLines {
    /// Byte offsets where each line starts; line 1 starts at 0. A line ends at `\n`, `\r\n`
    /// or a lone `\r`, as in CommonMark.
    package static func lineStarts<C: Collection>(of utf8: C) -> [Int] where C.Element == UInt8, C.Index == Int {
        var starts = [0]
        var i = utf8.startIndex
        let end = utf8.endIndex
        while i < end {
            let byte = utf8[i]
            if byte == 0x0A {
                starts.append(i + 1 - utf8.startIndex)
            } else if byte == 0x0D {
                if i + 1 < end && utf8[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1 - utf8.startIndex)
            }
            i += 1
        }
        return starts
    }

    /// The offset of cmark's byte `column` (1-based) on the line starting at `lineStart`.
    /// cmark counts columns after replacing each NUL with U+FFFD (3 bytes), so past a NUL
    /// one source byte stands for three columns; without NULs the offset is
    /// `lineStart + column - 1`.
    package static func offset<C: Collection>(ofColumn column: Int, lineStart: Int, in utf8: C) -> Int
    where C.Element == UInt8, C.Index == Int {
        var offset = lineStart
        var columns = 1
        while columns < column && offset < utf8.endIndex {
            columns += utf8[offset] == 0 ? 3 : 1
            offset += 1
        }
        return offset + max(column - columns, 0)
    }

    /// ``offset(ofColumn:lineStart:in:)`` at once when `utf8` holds no NUL (`hasNUL` false,
    /// found once per source): a walk from the line's start for each of many nodes on one
    /// long line (code spans, say) made converting it quadratic.
    package static func offset<C: Collection>(ofColumn column: Int, lineStart: Int, in utf8: C, hasNUL: Bool) -> Int
    where C.Element == UInt8, C.Index == Int {
        hasNUL ? offset(ofColumn: column, lineStart: lineStart, in: utf8) : lineStart + max(column - 1, 0)
    }
}

/// Converts a document's source ranges to byte offsets and `String.Index` ranges of its
/// source. Build it once and reuse it: it indexes the line starts of the whole source.
///
/// ```swift
/// let document = Document(parsing: "Hi *there*\n")
/// let map = document.sourceMap()
/// let emphasis = document.nodes.first { $0.kind == .emphasis }!
/// print(document.source[map.indices(of: emphasis)!])  // *there*
/// ```
public struct SourceMap: Sendable {
    private let source: String
    private let lineStarts: [Int]
    private let byteCount: Int
    /// The source's bytes when it holds a NUL (cmark counts a NUL as three columns), else empty.
    private let bytesWithNUL: [UInt8]

    init(source: String) {
        self.source = source
        let bytes = Array(source.utf8)
        lineStarts = SourceLines.lineStarts(of: bytes)
        byteCount = bytes.count
        bytesWithNUL = bytes.contains(0) ? bytes : []
    }

    /// The number of lines of the source.
    public var lineCount: Int { lineStarts.count }

    /// The byte offset in the source's UTF-8 of a location, clamped to the text; `nil` for
    /// the empty location of nodes built in code.
    public func utf8Offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1 else { return nil }
        let line = Int(location.line) - 1
        guard line < lineStarts.count else { return byteCount }
        if !bytesWithNUL.isEmpty {
            return min(SourceLines.offset(ofColumn: Int(location.column), lineStart: lineStarts[line], in: bytesWithNUL), byteCount)
        }
        return min(lineStarts[line] + max(Int(location.column) - 1, 0), byteCount)
    }

    /// The byte range of a source range (cmark's end column is inclusive; the result is
    /// half-open).
    public func utf8Range(of range: SourceRange) -> Range<Int>? {
        guard !range.isEmpty, let lower = utf8Offset(of: range.start), let end = utf8Offset(of: range.end) else { return nil }
        return lower..<max(lower, min(end + 1, byteCount))
    }

    /// The part of the source a node was parsed from, as a `String.Index` range, widened
    /// to whole characters; `nil` for nodes built in code.
    public func indices(of node: Node) -> Range<String.Index>? {
        guard let bytes = utf8Range(of: node.sourceRange) else { return nil }
        let utf8 = source.utf8
        var lower = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        var upper = utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)
        // Widen to Character boundaries: down for the start, up for the end.
        while lower > source.startIndex && lower.samePosition(in: source) == nil { lower = utf8.index(before: lower) }
        while upper < source.endIndex && upper.samePosition(in: source) == nil { upper = utf8.index(after: upper) }
        return lower..<upper
    }
}

extension Document {
    /// A map from this document's source ranges to offsets and indices of ``source``.
    public func sourceMap() -> SourceMap { SourceMap(source: source) }
}
