/// Inline code's source ranges widened over its backticks.
extension CMarkConverter {
    /// Gives each inline code node the range of the whole code span, backticks included,
    /// as every other inline's range includes its delimiters (emphasis its `*`, a link its
    /// brackets and destination, an autolink its `<` `>`) and as swift-markdown reports it.
    ///
    /// cmark's range for a code span is its content alone: from the byte after the opening
    /// backticks to the byte before the closing ones. The closing run is exactly as long as
    /// the opening one, so its length read from the source after the content says how far to
    /// widen on both sides. A range whose bytes are not backticks where the source says they
    /// should be (cmark's positions are off in a few shapes) is left as cmark gave it.
    ///
    /// ```
    /// a ``x ` y`` b      cmark: 1:5-1:9    here: 1:3-1:11
    /// ```
    ///
    /// `lineStarts`: the source's (``SourceLines/lineStarts(of:)``).
    static func widenCodeSpanRanges(_ storage: inout TreeStorage, source: UnsafeBufferPointer<UInt8>, lineStarts: [Int]) {
        let hasNUL = source.baseAddress.map { TableScan.find(0, in: $0, from: 0, to: source.count) < source.count } ?? false
        for i in storage.nodes.indices where storage.nodes[i].kind == .code {
            let range = storage.nodes[i].range
            guard !range.isEmpty else { continue }
            let startLine = Int(range.start.rawLine) - 1
            let endLine = Int(range.end.rawLine) - 1
            guard startLine >= 0, endLine >= startLine, endLine < lineStarts.count else { continue }
            let start = SourceLines.offset(
                ofColumn: Int(range.start.rawColumn), lineStart: lineStarts[startLine], in: source, hasNUL: hasNUL)
            let last = SourceLines.offset(ofColumn: Int(range.end.rawColumn), lineStart: lineStarts[endLine], in: source, hasNUL: hasNUL)
            guard let ticks = backticks(in: source, before: start, after: last, lineStart: lineStarts[startLine]) else { continue }
            storage.nodes[i].range.start.rawColumn -= Int32(ticks)
            storage.nodes[i].range.end.rawColumn += Int32(ticks)
        }
    }

    /// The length of the backtick run that follows byte `last` when as many backticks, on
    /// the same line, come just before byte `start`; `nil` otherwise.
    private static func backticks(in source: UnsafeBufferPointer<UInt8>, before start: Int, after last: Int, lineStart: Int) -> Int? {
        let tick = UInt8(ascii: "`")
        var count = 0
        var i = last + 1
        while i < source.count && source[i] == tick {
            count += 1
            i += 1
        }
        guard count > 0, start - count >= lineStart, start <= source.count else { return nil }
        for j in (start - count)..<start where source[j] != tick { return nil }
        return count
    }
}
