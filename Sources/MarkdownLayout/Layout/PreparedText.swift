import MarkdownText
import MarkdownTree

/// Receives the lines of a broken text as segments.
package protocol SegmentSink {
    /// Whether the sink wants segments (a measuring sink does not).
    static var wantsSegments: Bool { get }
    mutating func add(_ segment: Segment)
    mutating func endLine(width: Int)
}

/// The cluster runs and words of many prepared texts, in two arrays: a styled document (or
/// a table's stacked records) keeps one, and each ``PreparedText`` is ranges into it, so a
/// text costs no allocation of its own and copying one retains nothing.
package struct TextStore: Sendable {
    package var runs: [ClusterRun] = []
    package var words: [Word] = []

    package init() {}
}

/// A line group of styled runs prepared once for breaking at any width: a ``BreakableText``
/// kept in a ``TextStore``, whose style ids are the group's run indices and whose offsets
/// are the runs' own in the styled document's buffer, so each line maps straight back to
/// the runs' bytes (and to their styles and links).
package struct PreparedText: Sendable {
    /// Its cluster runs and words in the store.
    private let runRange: Range<Int32>
    private let wordRange: Range<Int32>
    /// The index of the group's first run in the styled document's runs.
    private let firstRun: Int32
    /// The width of the text on one line.
    package var naturalWidth: Int { Int(natural) }
    /// The width of the widest word: narrower, some word must break inside.
    package var widestWord: Int { Int(widest) }
    /// The two widths, kept as 32 bits (a text holds under 1 GiB) so that a prepared text
    /// and its line stay 40 bytes: a table keeps one per cell.
    private let natural: Int32
    private let widest: Int32
    /// The clusters of its only line at any width of at least ``naturalWidth`` (the line the
    /// greedy pass finds there, found once here); `nil` when it has more lines.
    private let oneLine: Range<Int32>?

    /// Prepares `runs` (a slice of the styled document's runs) whose bytes are in `buffer`,
    /// adding its cluster runs and words to `store`.
    ///
    /// Each run's bytes go to the line breaker straight from `buffer`: no copy, no `String`.
    package init(runs: ArraySlice<StyledRun>, buffer: [UInt8], store: inout TextStore) {
        let firstClusterRun = store.runs.count
        // The store's runs move into the builder and back, so appending never copies them.
        var storeRuns: [ClusterRun] = []
        swap(&storeRuns, &store.runs)
        store.runs = Self.clusterRuns(of: runs, in: buffer, appendingTo: consume storeRuns)
        let firstWord = store.words.count
        store.runs.withUnsafeBufferPointer { all in
            BreakableText.appendWords(of: UnsafeBufferPointer(rebasing: all[firstClusterRun...]), to: &store.words)
        }
        runRange = Int32(firstClusterRun)..<Int32(store.runs.count)
        wordRange = Int32(firstWord)..<Int32(store.words.count)
        firstRun = Int32(runs.startIndex)
        widest = Int32(store.words[firstWord...].reduce(0) { max($0, Int($1.width)) })
        let (runRange, wordRange) = (runRange, wordRange)
        let lines =
            runRange.isEmpty
            ? NaturalLines()
            : Self.withBuffers(runRange, wordRange, of: store) { runs, words in
                LineFiller.lines(of: words, runs: runs, width: Int(Int32.max), into: NaturalLines())
            }
        natural = Int32(lines.maxWidth)
        oneLine = lines.count == 1 ? Int32(lines.first.lowerBound)..<Int32(lines.first.upperBound) : nil
    }

    /// `storeRuns` followed by the cluster runs of `runs`, whose bytes are in `buffer`.
    private static func clusterRuns(
        of runs: ArraySlice<StyledRun>, in buffer: [UInt8], appendingTo storeRuns: consuming [ClusterRun]
    ) -> [ClusterRun] {
        let start = (run: runs.startIndex, offset: runs.first.map { Int($0.offset) } ?? 0)
        var builder = BreakableText.Builder(copiesBytes: false, appendingTo: consume storeRuns)
        buffer.withUnsafeBufferPointer { bytes in append(runs, from: start, to: runs.endIndex, in: bytes, builder: &builder) }
        return builder.finish().1
    }

    /// Appends the bytes of `runs` from `start` (a run index and a byte offset in it) up to
    /// the run `end`, or up to `endingAt` in the run `end` when given.
    private static func append(
        _ runs: ArraySlice<StyledRun>, from start: (run: Int, offset: Int), to end: Int, in bytes: UnsafeBufferPointer<UInt8>,
        builder: inout BreakableText.Builder, endingAt endOffset: Int? = nil
    ) {
        let last = endOffset == nil ? end - 1 : end
        guard start.run <= last else { return }
        for index in start.run...last {
            let run = runs[index]
            let lower = index == start.run ? start.offset : Int(run.offset)
            let upper = index == end ? endOffset ?? Int(run.offset + run.count) : Int(run.offset + run.count)
            builder.append(
                UnsafeBufferPointer(rebasing: bytes[lower..<upper]), style: UInt32(index - runs.startIndex), isURL: run.isURL,
                breaks: run.isWhole ? .never : run.isCode ? .atSpaces : .text, sourceOffset: lower)
        }
    }

    /// The size of the text broken at `width`: the widest line and the line count (at least
    /// one line, possibly empty).
    package func measure(width: Int, store: TextStore) -> (columns: Int, rows: Int) {
        if naturalWidth <= width || runRange.isEmpty { return (naturalWidth, 1) }
        let size = measureLines(width: width, store: store)
        // A cluster wider than the whole line is shown as one cell (see `breakLines`).
        return (min(size.maxWidth, width), max(size.lines, 1))
    }

    /// The width of its widest hyphenated compound (see ``Word/widestCompound(in:)``).
    package func widestCompound(store: TextStore) -> Int {
        Self.withBuffers(runRange, wordRange, of: store) { _, words in Word.widestCompound(in: words) }
    }

    /// The line count and widest line at `width`.
    private func measureLines(width: Int, store: TextStore) -> LineSize {
        Self.withBuffers(runRange, wordRange, of: store) { runs, words in Self.lineSize(runs: runs, words: words, width: width) }
    }

    /// The line count and widest line of `words` (of `runs`) at `width`.
    private static func lineSize(runs: UnsafeBufferPointer<ClusterRun>, words: UnsafeBufferPointer<Word>, width: Int) -> LineSize {
        LineFiller.lines(of: words, runs: runs, width: width, into: LineSize())
    }

    /// Calls `body` with the runs and words of `store` in the given ranges.
    private static func withBuffers<Result>(
        _ runRange: Range<Int32>, _ wordRange: Range<Int32>, of store: TextStore,
        _ body: (UnsafeBufferPointer<ClusterRun>, UnsafeBufferPointer<Word>) -> Result
    ) -> Result {
        store.runs.withUnsafeBufferPointer { runs in
            store.words.withUnsafeBufferPointer { words in
                body(
                    UnsafeBufferPointer(rebasing: runs[Int(runRange.lowerBound)..<Int(runRange.upperBound)]),
                    UnsafeBufferPointer(rebasing: words[Int(wordRange.lowerBound)..<Int(wordRange.upperBound)]))
            }
        }
    }

    /// Breaks the text at `width` into `sink`, one segment per stretch of one run; `runs` are
    /// the styled document's runs, `buffer` its text and `store` its text store (the ones
    /// this text was prepared from).
    ///
    /// A line wider than `width` can only be a 2-cell cluster at width 1: it is shown as `…`.
    package func breakLines<Sink: SegmentSink>(
        width: Int, runs: [StyledRun], buffer: [UInt8], store: TextStore, ellipsis: Segment, into sink: inout Sink
    ) {
        guard !runRange.isEmpty else {
            sink.endLine(width: 0)
            return
        }
        withUnsafeMutablePointer(to: &sink) { sink in
            buffer.withUnsafeBufferPointer { bytes in
                Self.withBuffers(runRange, wordRange, of: store) { clusterRuns, words in
                    var lines = SegmentLines(
                        clusterRuns: clusterRuns, firstRun: Int(firstRun), runs: runs, bytes: bytes, width: width, ellipsis: ellipsis,
                        sink: sink)
                    if let oneLine, naturalWidth <= width {
                        // Every word fits: the greedy pass would find the line it found at init.
                        lines.line(Int(oneLine.lowerBound)..<Int(oneLine.upperBound), width: naturalWidth)
                    } else {
                        _ = LineFiller.lines(of: words, runs: clusterRuns, width: width, into: lines)
                    }
                }
            }
        }
    }
}

/// The lines of a text at a width no line reaches: their count, the widest, the first.
private struct NaturalLines: LineSink {
    var count = 0
    var maxWidth = 0
    var first = 0..<0

    mutating func line(_ clusters: Range<Int>, width: Int) {
        if count == 0 { first = clusters }
        count += 1
        maxWidth = max(maxWidth, width)
    }
}

/// Turns each line of a prepared text into segments as the line breaker finds it (no array
/// of lines in between).
private struct SegmentLines<Sink: SegmentSink>: LineSink {
    let clusterRuns: UnsafeBufferPointer<ClusterRun>
    let firstRun: Int
    let runs: [StyledRun]
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    let ellipsis: Segment
    let sink: UnsafeMutablePointer<Sink>
    /// Where the last line's offsets were found (lines come in order).
    var cursor = OffsetCursor()

    mutating func line(_ clusters: Range<Int>, width lineWidth: Int) {
        if lineWidth > width {
            if Sink.wantsSegments { sink.pointee.add(ellipsis) }
            sink.pointee.endLine(width: Int(ellipsis.width))
            return
        }
        if Sink.wantsSegments {
            BreakableText.forEachSpan(of: clusters, runs: clusterRuns, in: bytes, splittingURLs: false, cursor: &cursor) { span in
                let styled = runs[firstRun + Int(span.style)]
                sink.pointee.add(
                    Segment(
                        offset: UInt32(span.bytes.lowerBound), count: UInt32(span.bytes.count), width: UInt32(span.width),
                        style: styled.style, link: styled.link))
            }
        }
        sink.pointee.endLine(width: lineWidth)
    }
}
