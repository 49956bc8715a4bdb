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
}

extension Document {
    /// The byte offset in ``source``'s UTF-8 of a location, clamped to the text.
    public func utf8Offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1 else { return nil }
        let starts = SourceLines.lineStarts(of: Array(source.utf8))
        let line = Int(location.line) - 1
        guard line < starts.count else { return source.utf8.count }
        return min(starts[line] + max(Int(location.column) - 1, 0), source.utf8.count)
    }

    /// The part of ``source`` a node was parsed from, as a `String.Index` range
    /// (`nil` for nodes built in code). cmark's end column is inclusive; the range is
    /// half-open, so it ends one byte later, never inside a character.
    ///
    /// ```swift
    /// let document = Document(parsing: "Hi *there*\n")
    /// let emphasis = document.nodes.first { $0.kind == .emphasis }!
    /// print(document.source[document.sourceIndices(of: emphasis)!])  // *there*
    /// ```
    public func sourceIndices(of node: Node) -> Range<String.Index>? {
        let range = node.sourceRange
        guard !range.isEmpty else { return nil }
        let utf8 = Array(source.utf8)
        let starts = SourceLines.lineStarts(of: utf8)
        func offset(_ location: SourceLocation, inclusiveEnd: Bool) -> Int {
            let line = Int(location.line) - 1
            guard line >= 0 else { return 0 }
            guard line < starts.count else { return utf8.count }
            let column = max(Int(location.column) - 1, 0) + (inclusiveEnd ? 1 : 0)
            return min(starts[line] + column, utf8.count)
        }
        var lower = offset(range.start, inclusiveEnd: false)
        var upper = max(lower, offset(range.end, inclusiveEnd: true))
        // Snap to character boundaries.
        while lower > 0 && lower < utf8.count && utf8[lower] & 0xC0 == 0x80 { lower -= 1 }
        while upper < utf8.count && utf8[upper] & 0xC0 == 0x80 { upper += 1 }
        let view = source.utf8
        return view.index(view.startIndex, offsetBy: lower)..<view.index(view.startIndex, offsetBy: upper)
    }
}
