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
}

extension LayoutOutput {
    mutating func beginBlock() {}
}

/// Builds the lines of a ``Layout``.
struct LineOutput: LayoutOutput {
    static var wantsSegments: Bool { true }
    var segments: [Segment] = []
    var lineEnds: [Int32] = []
    var lineWidths: [Int32] = []
    /// The first row of each block, its gap lines included.
    var blockRows: [Int32] = []

    var rowCount: Int { lineEnds.count }

    mutating func beginBlock() { blockRows.append(Int32(lineEnds.count)) }

    mutating func add(_ segment: Segment) {
        guard segment.width > 0 || segment.count > 0 else { return }
        segments.append(segment)
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
