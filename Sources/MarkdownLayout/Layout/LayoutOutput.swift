/// Where the layout engine sends lines: a builder of segments, or a counter of sizes.
///
/// The engine runs the same code for both, so the measured size is the rendered size; only
/// the measuring output skips building segments (and lets blocks report many lines at once).
protocol LayoutOutput: SegmentSink {
    /// Reports `count` lines of which the widest is `widest` cells (measuring only).
    mutating func addLines(_ count: Int, widest: Int)
    /// The lines so far.
    var rowCount: Int { get }
    /// Marks the start of the next layout block (before its gap lines).
    mutating func beginBlock()
    /// Sets the current block's prefix: `first` starts its first line, `rest` the others.
    mutating func setPrefix(first: [Segment], rest: ArraySlice<Segment>)
    /// Starts a line with the current block's prefix.
    mutating func addPrefix(firstLine: Bool)
}

extension LayoutOutput {
    mutating func beginBlock() {}
    mutating func setPrefix(first: [Segment], rest: ArraySlice<Segment>) {}
    mutating func addPrefix(firstLine: Bool) {}
}

/// Builds the lines of a ``Layout``.
struct LineOutput: LayoutOutput {
    static var wantsSegments: Bool { true }
    var segments: [Segment] = []
    var lineEnds: [Int32] = []
    var lineWidths: [Int32] = []
    /// The first row of each block, its gap lines included.
    var blockRows: [Int32] = []
    /// The current block's prefix pieces, empty ones left out.
    private var firstPrefix: [Segment] = []
    private var restPrefix: [Segment] = []

    var rowCount: Int { lineEnds.count }

    init() {}

    /// An output with room for about `rows` lines of `segments` segments in all.
    init(rows: Int, segments: Int) {
        self.segments.reserveCapacity(segments)
        lineEnds.reserveCapacity(rows)
        lineWidths.reserveCapacity(rows)
    }

    mutating func beginBlock() { blockRows.append(Int32(lineEnds.count)) }

    mutating func add(_ segment: Segment) {
        guard !segment.isEmpty else { return }
        segments.append(segment)
    }

    mutating func setPrefix(first: [Segment], rest: ArraySlice<Segment>) {
        firstPrefix.removeAll(keepingCapacity: true)
        for piece in first where !piece.isEmpty { firstPrefix.append(piece) }
        restPrefix.removeAll(keepingCapacity: true)
        for piece in rest where !piece.isEmpty { restPrefix.append(piece) }
    }

    mutating func addPrefix(firstLine: Bool) {
        // Piece by piece from the stored arrays: no copy of an array per line.
        if firstLine {
            for index in firstPrefix.indices { segments.append(firstPrefix[index]) }
        } else {
            for index in restPrefix.indices { segments.append(restPrefix[index]) }
        }
    }

    mutating func endLine(width: Int) {
        lineEnds.append(Int32(segments.count))
        lineWidths.append(Int32(width))
    }

    mutating func addLines(_ count: Int, widest: Int) {
        assertionFailure("a building output gets its lines one by one")
    }
}

/// Counts rows and the widest line.
struct SizeOutput: LayoutOutput {
    static var wantsSegments: Bool { false }
    var columns = 0
    var rows = 0
    var rowCount: Int { rows }

    mutating func add(_ segment: Segment) {}

    mutating func endLine(width: Int) {
        rows += 1
        columns = max(columns, width)
    }

    mutating func addLines(_ count: Int, widest: Int) {
        guard count > 0 else { return }
        rows += count
        columns = max(columns, widest)
    }
}

/// Collects the lines of one line group (segments and widths) for the engine to prefix.
struct GroupLines: SegmentSink {
    static var wantsSegments: Bool { true }
    var segments: [Segment] = []
    var ends: [Int] = []
    var widths: [Int] = []

    mutating func add(_ segment: Segment) { segments.append(segment) }

    mutating func endLine(width: Int) {
        ends.append(segments.count)
        widths.append(width)
    }

    mutating func reset() {
        segments.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        widths.removeAll(keepingCapacity: true)
    }

    func range(_ line: Int) -> Range<Int> { (line == 0 ? 0 : ends[line - 1])..<ends[line] }
}
