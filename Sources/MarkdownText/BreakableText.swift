/// A paragraph prepared for line breaking at any width.
///
/// Building one splits the runs into grapheme clusters (with their widths and styles)
/// and finds every break opportunity, once. Like clusters that follow each other (a word
/// of ASCII letters, a stretch of ideographs) are kept as one cluster run, so a
/// paragraph costs memory per run, not per cluster. After that, ``lines(width:)`` and
/// ``measure(width:)`` are each one linear pass over the runs, so sizing a paragraph at
/// many widths is cheap.
///
/// Break opportunities: after spaces (which are dropped at the end of a line and at the
/// start of a wrapped line), after hyphens and dashes, between ideographs, kana and
/// Hangul and next to them (not before closing or after opening punctuation), and at
/// hard breaks. A URL run also breaks after `/ - _ . =` and before `? &`, but only when
/// the whole word is wider than the line. A word wider than the line starts a new line
/// and breaks between grapheme clusters, never inside one.
///
/// Widths are clamped to at least 1. A cluster wider than the line (a 2-cell ideograph
/// at width 1) takes a line of its own, which is then wider than the width: callers that
/// must never exceed the width cap it there.
///
/// ```swift
/// let text = BreakableText([TextRun("Hello, "), TextRun("world", style: 1), TextRun("! 日本語です。")])
/// for line in text.lines(width: 10) {
///     print(text.text(of: line), line.width)
/// }
/// // Hello, 6
/// // world! 日 9
/// // 本語です。 10
/// text.measure(width: 10)   // (lines: 3, maxWidth: 10)
/// ```
public struct BreakableText: Sendable {
    /// All the text, in UTF-8; runs point into it. Empty when the text was prepared from
    /// a caller's buffer without copying (see ``init(copiesBytes:building:)``).
    package let utf8: [UInt8]
    /// The offset past the last byte of the text.
    private let endOffset: Int
    /// Whether the offsets are in a caller's buffer: the text is not in ``utf8``.
    private let pointsIntoCallerBuffer: Bool
    /// The clusters, in order, hard breaks included, as runs of like clusters.
    package let runs: [ClusterRun]
    /// The words: stretches between break opportunities, with their trailing spaces.
    package let words: [Word]
    /// The number of clusters.
    public let clusterCount: Int
    /// The width of the widest word: below it, some word must break inside.
    public let widestWord: Int

    /// Prepares runs of styled text for line breaking.
    ///
    /// ```swift
    /// let text = BreakableText([TextRun("bold", style: 1), TextRun(" and plain")])
    /// ```
    public init(_ runs: [TextRun]) {
        self.init { builder in
            for run in runs {
                builder.append(run)
            }
        }
    }

    /// Prepares text that a builder fills (from byte ranges of a shared buffer, say). When
    /// it does not copy bytes, offsets are the caller's and only the runs are kept.
    init(copiesBytes: Bool = true, building fill: (inout Builder) -> Void) {
        var builder = Builder(copiesBytes: copiesBytes)
        fill(&builder)
        (utf8, runs, endOffset) = builder.finish()
        pointsIntoCallerBuffer = !copiesBytes
        clusterCount = runs.last.map { Int($0.start + $0.count) } ?? 0
        var words: [Word] = []
        runs.withUnsafeBufferPointer { Self.appendWords(of: $0, to: &words) }
        self.words = words
        widestWord = words.reduce(0) { max($0, Int($1.width)) }
    }

    /// Prepares one string in one style for line breaking.
    ///
    /// ```swift
    /// BreakableText("a few words").lineCount(width: 5)   // 2
    /// ```
    public init(_ text: String, style: UInt32 = 0) {
        self.init([TextRun(text, style: style)])
    }

    /// Whether the paragraph has no clusters (it then has no lines).
    public var isEmpty: Bool { runs.isEmpty }

    /// The width of the widest line when nothing wraps (lines end only at hard breaks).
    public var naturalWidth: Int { measure(width: Int(Int32.max)).maxWidth }

    /// The text of a line.
    ///
    /// ```swift
    /// let text = BreakableText("one two")
    /// text.lines(width: 3).map { text.text(of: $0) }   // ["one", "two"]
    /// ```
    public func text(of line: LineRange) -> String {
        String(decoding: utf8[byteRange(of: line.clusters)], as: UTF8.self)
    }

    /// The text of a line as runs, one per stretch of clusters with the same style and URL flag.
    public func runs(of line: LineRange) -> [TextRun] {
        var result: [TextRun] = []
        assert(!pointsIntoCallerBuffer, "the text is in the caller's buffer, not in utf8")
        var cursor = OffsetCursor()
        utf8.withUnsafeBufferPointer { bytes in
            runs.withUnsafeBufferPointer { runs in
                Self.forEachSpan(of: line.clusters, runs: runs, in: bytes, splittingURLs: true, cursor: &cursor) { span in
                    let text = String(decoding: bytes[span.bytes], as: UTF8.self)
                    result.append(TextRun(text, style: span.style, isURL: span.isURL))
                }
            }
        }
        return result
    }

    /// The UTF-8 bytes of a range of clusters.
    package func byteRange(of range: Range<Int>) -> Range<Int> {
        let start = offset(ofCluster: range.lowerBound)
        let end = offset(ofCluster: range.upperBound)
        return start..<max(start, end)
    }

    /// The byte offset of a cluster in ``utf8`` (the end of the text past the last one).
    package func offset(ofCluster index: Int) -> Int {
        assert(!pointsIntoCallerBuffer, "the text is in the caller's buffer, not in utf8")
        guard index < clusterCount else { return endOffset }
        return utf8.withUnsafeBufferPointer { bytes in
            runs.withUnsafeBufferPointer { runs in runs[Self.runIndex(containing: index, in: runs)].offset(of: index, in: bytes) }
        }
    }

    /// The index of the run of `runs` that holds a cluster (which must exist), by binary search.
    static func runIndex(containing cluster: Int, in runs: UnsafeBufferPointer<ClusterRun>) -> Int {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(runs[middle].start) <= cluster { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// ``runIndex(containing:in:)`` starting from `hint`, a run at or before the one sought
    /// (lines broken in order start in the run the last one ended in, or a few after it):
    /// a few steps forward, else the binary search.
    @inline(__always)
    static func runIndex(containing cluster: Int, in runs: UnsafeBufferPointer<ClusterRun>, from hint: Int) -> Int {
        var index = hint
        if index < runs.count && Int(runs[index].start) <= cluster {
            for _ in 0..<8 {
                if index + 1 == runs.count || Int(runs[index + 1].start) > cluster { return index }
                index += 1
            }
        }
        return runIndex(containing: cluster, in: runs)
    }

    /// Calls `body` with each stretch of a range of clusters that has one style (and, with
    /// `splittingURLs`, one URL flag): its bytes in `bytes` (``utf8``, or the caller's buffer
    /// for a text that points into one) and its width.
    package static func forEachSpan(
        of range: Range<Int>, runs: UnsafeBufferPointer<ClusterRun>, in bytes: UnsafeBufferPointer<UInt8>, splittingURLs: Bool,
        cursor: inout OffsetCursor, _ body: (StyleSpan) -> Void
    ) {
        guard !range.isEmpty else { return }
        var index = runIndex(containing: range.lowerBound, in: runs, from: cursor.run)
        var span: StyleSpan?
        while index < runs.count && Int(runs[index].start) < range.upperBound {
            let run = runs[index]
            let first = max(range.lowerBound, Int(run.start))
            let end = min(range.upperBound, Int(run.start + run.count))
            let start = run.offset(of: first, in: bytes, cursor: &cursor)
            let spanBytes = start..<run.offset(of: end, in: bytes, cursor: &cursor)
            let width = (end - first) * Int(run.width)
            if var open = span, open.style == run.style, !splittingURLs || open.isURL == run.isURL {
                open.bytes = open.bytes.lowerBound..<spanBytes.upperBound
                open.width += width
                span = open
            } else {
                if let open = span { body(open) }
                span = StyleSpan(style: run.style, isURL: run.isURL, bytes: spanBytes, width: width)
            }
            index += 1
        }
        if let open = span { body(open) }
        cursor.run = index - 1
    }

    /// The clusters one by one (for tests and debugging: a paragraph keeps runs).
    package var clusters: [Cluster] {
        assert(!pointsIntoCallerBuffer, "the text is in the caller's buffer, not in utf8")
        var clusters: [Cluster] = []
        clusters.reserveCapacity(clusterCount)
        utf8.withUnsafeBufferPointer { bytes in
            for run in runs {
                for index in Int(run.start)..<Int(run.start + run.count) {
                    clusters.append(
                        Cluster(
                            offset: UInt32(run.offset(of: index, in: bytes)), style: run.style, width: run.width, kind: run.kind,
                            breakAfter: run.breakAfter(index), isURL: run.isURL))
                }
            }
        }
        return clusters
    }
}

/// A stretch of a line in one style: see ``BreakableText/forEachSpan(of:runs:in:splittingURLs:cursor:_:)``.
package struct StyleSpan {
    package var style: UInt32
    package var isURL: Bool
    /// Its bytes in the paragraph's UTF-8.
    package var bytes: Range<Int>
    /// Its width in cells.
    package var width: Int
}
