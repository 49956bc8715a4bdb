import MarkdownTheme
import MarkdownTree

/// Lays a styled document out at one width, into a ``LayoutOutput``: the lines of a
/// ``Layout``, or only their count and widest width.
///
/// Blocks are visited in order, without recursion. Each line is the block's prefix (its
/// containers' bars, markers and indents, capped so the text keeps at least half the width)
/// followed by the block's content laid out in the remaining columns.
struct LayoutEngine<Output: LayoutOutput> {
    let document: StyledDocument
    let width: Int
    var output: Output
    var prefixes: PrefixCache
    /// Reused line storage for breaking text.
    var group = GroupLines()

    private(set) var prefixWidth = 0
    private var lineInBlock = 0
    private var container: Int32 = -1
    /// The containers (innermost, and innermost already open) whose first and rest pieces
    /// `output.prefix` holds: a block in the same containers as the last reuses them (most
    /// blocks are).
    private var piecesKey: (container: Int32, outer: Int32) = (.min, .min)
    /// The outer container whose gap pieces `output.prefix` holds.
    private var gapKey: Int32 = .min

    /// Whether code lines run on and wide tables keep their grid (a viewer that scrolls
    /// them sideways): the only ways a line may be wider than ``width``.
    var options = LayoutOptions()
    /// The deadline, read before each block; once it has passed, ``stopped`` is set and the
    /// blocks left are not laid out (the caller throws, keeping nothing).
    var budget = BudgetCheck(.unlimited, stage: .layingOut, every: 1)
    var stopped = false
    /// The tables' stacked fallbacks built so far, by table index (a ``LayoutMemo`` keeps
    /// them for the next width).
    var stackedRecords: [Int: StackedRecords] = [:]

    init(document: StyledDocument, width: Int, output: Output) {
        self.document = document
        self.width = width
        self.output = output
        // The text keeps at least half the width; the prefix gets the rest.
        let textBudget = max(1, (width + 1) / 2)
        prefixes = PrefixCache(containers: document.containers, pieces: document.pieces, budget: width - textBudget)
    }

    /// Columns left for content after the prefix.
    var available: Int { max(1, width - prefixWidth) }

    /// Lays out every block.
    mutating func run() {
        // Read once: through `self`, every block would retain these arrays again.
        let blocks = document.blocks
        let texts = document.texts
        let runs = document.runs
        let textStore = document.textStore
        for block in blocks {
            if budget.isExhausted() {
                stopped = true
                return
            }
            output.beginBlock()
            let gap = block.gapBefore > 0 ? prefixes.gap(block.outer) : nil
            startBlock(block, gap: gap)
            if let gap {
                if Output.wantsSegments {
                    for _ in 0..<block.gapBefore {
                        output.addPrefix(.gap)
                        output.endLine(width: gap.width)
                    }
                } else {
                    output.addLines(Int(block.gapBefore), widest: gap.width)
                }
            }
            switch block.content {
            case .text(let range, let alignment):
                for index in range { layoutPrepared(texts[Int(index)].prepared, runs: runs, store: textStore, alignment: alignment) }
            case .code(let code):
                layoutCode(code)
            case .rule(let glyph):
                let count = glyph.width == 0 ? 0 : available / Int(glyph.width)
                beginLine()
                if count > 0 { add(glyph.repeated(count)) }
                endLine(contentWidth: count * Int(glyph.width))
            case .table(let index):
                layoutTable(at: Int(index))
            case .image(let image):
                layoutImage(image)
            }
        }
        // An empty document's placeholder takes at least the theme's minimum height.
        let missing = document.minimumRows - output.rowCount
        if missing > 0 {
            if Output.wantsSegments {
                for _ in 0..<missing { output.endLine(width: 0) }
            } else {
                output.addLines(missing, widest: 0)
            }
        }
    }

    /// Starts a block: its prefix width, and when building lines its prefixes' pieces (the
    /// gap's too when it has gap lines).
    private mutating func startBlock(_ block: LayoutBlock, gap: PrefixCache.Entry?) {
        container = block.container
        let rest = prefixes.rest(block.container)
        prefixWidth = rest.width
        lineInBlock = 0
        if Output.wantsSegments {
            if piecesKey != (block.container, block.outer) {
                output.prefix.first.removeAll(keepingCapacity: true)
                output.prefix.rest.removeAll(keepingCapacity: true)
                let firstWidth = prefixes.first(container: block.container, outer: block.outer, into: &output.prefix.first)
                assert(firstWidth == prefixWidth, "first-line and continuation prefixes differ")
                prefixes.append(rest, to: &output.prefix.rest)
                piecesKey = (block.container, block.outer)
            }
            // Gap pieces are only used when there are gap lines; they depend on `outer` alone.
            if let gap, gapKey != block.outer {
                output.prefix.gap.removeAll(keepingCapacity: true)
                prefixes.append(gap, to: &output.prefix.gap)
                gapKey = block.outer
            }
        }
    }

    /// Starts a line: the block's prefix.
    mutating func beginLine() {
        if Output.wantsSegments { output.addPrefix(lineInBlock == 0 ? .first : .rest) }
    }

    @inline(__always)
    mutating func add(_ segment: Segment) {
        if Output.wantsSegments { output.add(segment) }
    }

    /// Ends a line whose content (after the prefix) is `contentWidth` cells.
    mutating func endLine(contentWidth: Int) {
        assert(prefixWidth + contentWidth <= width || width - prefixWidth < 1 || !options.fitsWidth, "line wider than the layout")
        output.endLine(width: prefixWidth + contentWidth)
        lineInBlock += 1
    }

    /// A blank line inside the block: the prefix without trailing spaces (bars only).
    mutating func blankLine() {
        let gap = prefixes.gap(container)
        if Output.wantsSegments {
            for piece in prefixes.flat[gap.pieces] { output.add(piece) }
        }
        output.endLine(width: gap.width)
        lineInBlock += 1
    }

    /// Reports `count` lines at once, the widest with `contentWidth` cells (measuring only).
    mutating func addLines(_ count: Int, contentWidth: Int) {
        output.addLines(count, widest: prefixWidth + contentWidth)
        lineInBlock += count
    }

    /// `count` spaces in `style`.
    mutating func addSpaces(_ count: Int, style: UInt32 = 0) {
        guard count > 0, Output.wantsSegments else { return }
        output.add(Segment(offset: document.spaceOffset, count: 1, repeats: UInt32(count), width: UInt32(count), style: style))
    }
}
