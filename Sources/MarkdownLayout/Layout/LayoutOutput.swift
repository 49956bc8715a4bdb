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
    /// The current block's prefix pieces (the engine fills them when it builds segments).
    var prefix: BlockPrefix { get set }
    /// Starts a line with one of the current block's prefixes.
    mutating func addPrefix(_ line: BlockPrefix.Line)
    /// Notes a picture's block, whose first row is the next line.
    mutating func placeImage(_ placement: ImagePlacement)
}

extension LayoutOutput {
    mutating func beginBlock() {}
    mutating func addPrefix(_ line: BlockPrefix.Line) {}
    mutating func placeImage(_ placement: ImagePlacement) {}
}

/// The prefix pieces of the current block's lines, empty pieces left out. The output keeps
/// them, so that each line adds them from its own storage: no array is passed per line.
struct BlockPrefix {
    enum Line { case first, rest, gap }
    /// The block's first line.
    var first: [Segment] = []
    /// Every other line of the block.
    var rest: [Segment] = []
    /// The blank lines before the block.
    var gap: [Segment] = []
}

/// An output that builds segments (a whole ``Layout``'s, or the streamed line's), each line
/// starting with its block's prefix pieces added from the stored ones.
protocol PrefixingOutput: LayoutOutput {}

extension PrefixingOutput {
    static var wantsSegments: Bool { true }

    /// Adds the pieces piece by piece, each read on its own: a call on `prefix` with the
    /// output borrowed for writing would copy the prefix (three retains a line).
    mutating func addPrefix(_ line: BlockPrefix.Line) {
        switch line {
        case .first: for index in prefix.first.indices { add(prefix.first[index]) }
        case .rest: for index in prefix.rest.indices { add(prefix.rest[index]) }
        case .gap: for index in prefix.gap.indices { add(prefix.gap[index]) }
        }
    }
}

/// An output that collects its lines' segments in one array.
protocol SegmentCollectingOutput: PrefixingOutput {
    var segments: [Segment] { get set }
}

extension SegmentCollectingOutput {
    mutating func add(_ segment: Segment) {
        guard !segment.isEmpty else { return }
        segments.append(segment)
    }

    mutating func addLines(_ count: Int, widest: Int) {
        assertionFailure("a building output gets its lines one by one")
    }
}

/// Builds the lines of a ``Layout``.
struct LineOutput: SegmentCollectingOutput {
    var segments: [Segment] = []
    var lineEnds: [Int32] = []
    var lineWidths: [Int32] = []
    /// The first row of each block, its gap lines included.
    var blockRows: [Int32] = []
    var images: [ImagePlacement] = []
    var prefix = BlockPrefix()

    var rowCount: Int { lineEnds.count }

    mutating func placeImage(_ placement: ImagePlacement) { images.append(placement) }

    init() {}

    /// An output with room for about `rows` lines of `segments` segments in all.
    init(rows: Int, segments: Int) {
        self.segments.reserveCapacity(segments)
        lineEnds.reserveCapacity(rows)
        lineWidths.reserveCapacity(rows)
    }

    mutating func beginBlock() { blockRows.append(Int32(lineEnds.count)) }

    mutating func endLine(width: Int) {
        lineEnds.append(Int32(segments.count))
        lineWidths.append(Int32(width))
    }
}

/// Counts rows and the widest line.
struct SizeOutput: LayoutOutput {
    static var wantsSegments: Bool { false }
    var columns = 0
    var rows = 0
    var rowCount: Int { rows }
    var prefix = BlockPrefix()

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

/// Collects the lines of line groups (segments and widths) for the engine to prefix.
struct GroupLines: SegmentSink {
    /// How many lines the text layout lets accumulate before it resets (see
    /// `LayoutEngine.layoutPrepared`).
    static let linesKept = 1024

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
