/// Receives the lines of a broken text as segments.
package protocol SegmentSink {
    /// Whether the sink wants segments (a measuring sink does not).
    static var wantsSegments: Bool { get }
    mutating func add(_ segment: Segment)
    mutating func endLine(width: Int)
}

/// A line group of styled runs prepared once for breaking at any width: a ``BreakableText``
/// whose style ids are the group's run indices and whose offsets are the runs' own in the
/// styled document's buffer, so each line maps straight back to the runs' bytes (and to
/// their styles and links).
package struct PreparedText: Sendable {
    private let text: BreakableText
    /// The index of the group's first run in the styled document's runs.
    private let firstRun: Int
    /// The width of the text on one line.
    package let naturalWidth: Int
    /// The width of the widest word: narrower, some word must break inside.
    package let widestWord: Int

    /// Prepares `runs` (a slice of the styled document's runs) whose bytes are in `buffer`.
    ///
    /// Each run's bytes go to the line breaker straight from `buffer`: no copy, no `String`.
    package init(runs: ArraySlice<StyledRun>, buffer: [UInt8]) {
        text = buffer.withUnsafeBufferPointer { bytes in
            BreakableText(copiesBytes: false) { builder in
                for (index, run) in zip(runs.indices, runs) {
                    let range = Int(run.offset)..<Int(run.offset + run.count)
                    builder.append(
                        UnsafeBufferPointer(rebasing: bytes[range]), style: UInt32(index - runs.startIndex), isURL: run.isURL,
                        keepsSpaces: run.keepsSpaces, sourceOffset: range.lowerBound)
                }
            }
        }
        firstRun = runs.startIndex
        naturalWidth = text.isEmpty ? 0 : text.naturalWidth
        widestWord = text.widestWord
    }

    /// The size of the text broken at `width`: the widest line and the line count (at least
    /// one line, possibly empty).
    package func measure(width: Int) -> (columns: Int, rows: Int) {
        if naturalWidth <= width || text.isEmpty { return (naturalWidth, 1) }
        let size = text.measure(width: width)
        // A cluster wider than the whole line is shown as one cell (see `breakLines`).
        return (min(size.maxWidth, width), max(size.lines, 1))
    }

    /// Breaks the text at `width` into `sink`, one segment per stretch of one run; `runs` are
    /// the styled document's runs and `buffer` its text (the ones this text was prepared from).
    ///
    /// A line wider than `width` can only be a 2-cell cluster at width 1: it is shown as `…`.
    package func breakLines<Sink: SegmentSink>(
        width: Int, runs: [StyledRun], buffer: [UInt8], ellipsis: Segment, into sink: inout Sink
    ) {
        guard !text.isEmpty else {
            sink.endLine(width: 0)
            return
        }
        var cursor = OffsetCursor()
        for line in text.lines(width: width) {
            if line.width > width {
                if Sink.wantsSegments { sink.add(ellipsis) }
                sink.endLine(width: Int(ellipsis.width))
                continue
            }
            if Sink.wantsSegments {
                buffer.withUnsafeBufferPointer { bytes in
                    text.forEachSpan(of: line.clusters, in: bytes, splittingURLs: false, cursor: &cursor) { span in
                        let styled = runs[firstRun + Int(span.style)]
                        sink.add(
                            Segment(
                                offset: UInt32(span.bytes.lowerBound), count: UInt32(span.bytes.count), width: UInt32(span.width),
                                style: styled.style, link: styled.link))
                    }
                }
            }
            sink.endLine(width: line.width)
        }
    }
}
