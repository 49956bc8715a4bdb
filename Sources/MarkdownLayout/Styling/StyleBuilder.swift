import MarkdownText
import MarkdownTheme
import MarkdownTree

/// Builds a ``StyledDocument`` in one pass over the flat tree, without recursion: an explicit
/// stack of open blocks, and for each paragraph an explicit stack of open inlines.
///
/// The context is a few values, each with one job: what is read (``StyleInput``), what is
/// made (``StyledOutput``), the style cascade, the theme's glyphs placed once, link numbering,
/// raw HTML's state and the budget. This file holds the context and the text helpers: the
/// one place text enters the buffer (sanitized), runs, and line groups.
struct StyleBuilder {
    let input: StyleInput
    var out = StyledOutput()
    var cascade: StyleCascade
    var glyphs = PlacedGlyphs()
    var numbering = LinkNumbering()
    /// How many images had no readable label so far: each is shown by its number.
    var unlabelledImages = 0
    /// The run count right after the last image placeholder, to separate a run of images.
    var imageEnd = -1
    /// Raw HTML's tokens and the HTML elements open across blocks (see StyleBuilder+HTML).
    var html = HTMLState()
    var budget: StylingBudget
    /// The highlighter's session, made at the first block it is asked about (see
    /// StyleBuilder+Highlighting).
    var highlightSession: (any CodeHighlightSession)?
    /// Where the document's text may need substitutes, for a large paragraph's text nodes
    /// (see ``markDirtyText(of:)``): offsets in order, within `range`, and the next to
    /// look at.
    var dirtyText: (range: Range<Int>, offsets: [Int], next: Int) = (0..<0, [], 0)

    /// A builder for `document`; `expectedBytes` sizes the text buffer (the whole text by
    /// default; a part of the document needs less).
    init(
        document: Document, styling: StylingTheme, highlighter: (any CodeHighlighter)? = nil, images: (any ImageResolver)? = nil,
        budget: WorkBudget = .unlimited, expectedBytes: Int? = nil
    ) {
        input = StyleInput(
            styling: styling, nodes: document.storage.nodes, source: document.storage.bytes, limits: document.options.limits,
            highlighter: highlighter, imageResolver: images)
        cascade = StyleCascade(styling)
        self.budget = StylingBudget(budget)
        let bytes = expectedBytes ?? input.source.count
        out.text.reserveCapacity(bytes + 1024)
        // The text store's cluster runs and words, the styled document's largest arrays, are
        // reserved for a cluster run every 3 bytes and a word every 6 (real READMEs and
        // generated GFM have one every 4 and every 7 to 8): grown by doubling instead, the
        // buffers each growth lets go stay resident in the heap beside the new one (4 MB of a
        // 1 MB README's peak). What is reserved and not used is address space, not memory.
        out.textStore.runs.reserveCapacity(bytes / 3)
        out.textStore.words.reserveCapacity(bytes / 6)
        // A single space first, at offset 0: every fill and padding repeats it. Then `…` at
        // offset 1 (see `StyledDocument.ellipsis`). Both are found by their offsets, so they
        // are not kept among the reused strings (a short part often needs no other).
        let space = placedSegment(Array(" ".utf8), style: 0, link: 0)
        assert(space.offset == 0, "the space is not first in the buffer")
        _ = placedSegment(Array("…".utf8), style: 0, link: 0)
    }

    // MARK: Text (the one place text enters the buffer, sanitized)

    /// What the theme makes of bidirectional overrides and isolates.
    var bidi: BidiControls { input.styling.bounded.bidiControls ?? .substitute }

    /// Appends text in `textCase`, with controls replaced; returns its place and, when
    /// `measuring`, its width (inline runs are measured by the line breaker instead: 0).
    mutating func appendText<C: Collection<UInt8>>(
        _ utf8: C, mode: TextSanitizer.Mode, textCase: TextCase?, measuring: Bool = true
    ) -> (offset: UInt32, count: UInt32, width: UInt32) where C.Index == Int {
        let start = out.text.count
        if let textCase, textCase != .none {
            let text = String(decoding: utf8, as: UTF8.self)
            var cased = textCase == .upper ? text.uppercased() : text.lowercased()
            cased.withUTF8 { TextSanitizer.append($0, to: &out.text, mode: mode, bidi: bidi) }
        } else {
            TextSanitizer.append(utf8, to: &out.text, mode: mode, bidi: bidi)
        }
        let width = measuring ? CellWidth.of(out.text[start...]) : 0
        return (UInt32(start), UInt32(out.text.count - start), UInt32(width))
    }

    /// Text placed as a segment without keeping it for reuse (a footnote's mark: one each).
    mutating func placedSegment(_ utf8: [UInt8], style: UInt32, link: UInt32) -> Segment {
        let placed = appendText(utf8, mode: .inline, textCase: nil)
        return Segment(offset: placed.offset, count: placed.count, width: placed.width, style: style, link: link)
    }

    // MARK: Runs and line groups

    /// Appends a run of inline text, merged with the previous run when contiguous and alike.
    mutating func addRun<C: Collection<UInt8>>(
        _ utf8: C, style: StyleID, link: UInt32, isURL: Bool = false, isWhole: Bool = false, isCode: Bool = false, since start: Int
    ) where C.Index == Int {
        let placed = appendText(utf8, mode: .inline, textCase: cascade[style].textCase, measuring: false)
        out.addRun(
            placed: (placed.offset, placed.count), style: style.attributes, link: link, isURL: isURL, isWhole: isWhole, isCode: isCode,
            since: start)
    }

    mutating func addRun(
        _ string: some StringProtocol, style: StyleID, link: UInt32, isURL: Bool = false, isWhole: Bool = false, since start: Int
    ) {
        var string = String(string)
        string.withUTF8 { addRun($0, style: style, link: link, isURL: isURL, isWhole: isWhole, since: start) }
    }

    /// Adds a run of the document's text at `span` (a text node's): copied as it is when
    /// ``dirtyText`` shows it needs no substitute and its style takes no case, else
    /// sanitized.
    mutating func addSourceRun(_ span: TextSpan, style: StyleID, link: UInt32, since start: Int) {
        let range = Int(span.offset)..<Int(span.offset + span.count)
        let textCase = cascade[style].textCase
        guard textCase == nil || textCase == TextCase.none, isClean(range) else {
            addRun(input.source[range], style: style, link: link, since: start)
            return
        }
        let offset = UInt32(out.text.count)
        out.text.append(contentsOf: input.source[range])
        out.addRun(placed: (offset, UInt32(range.count)), style: style.attributes, link: link, isURL: false, isWhole: false, since: start)
    }

    /// Whether the text at `range` is inside ``dirtyText``'s range, starts and ends at
    /// sequence boundaries and holds none of its offsets (text nodes come in order, so the
    /// next offset to look at only moves forward).
    private mutating func isClean(_ range: Range<Int>) -> Bool {
        let source = input.source
        guard !range.isEmpty, range.lowerBound >= dirtyText.range.lowerBound, range.upperBound <= dirtyText.range.upperBound,
            source[range.lowerBound] & 0xC0 != 0x80, range.upperBound == source.count || source[range.upperBound] & 0xC0 != 0x80
        else { return false }
        let offsets = dirtyText.offsets
        var next = dirtyText.next
        if next > 0 && offsets[next - 1] >= range.lowerBound {
            // Out of order: look again from the first offset.
            next = 0
        }
        while next < offsets.count && offsets[next] < range.lowerBound { next += 1 }
        dirtyText.next = next
        return next == offsets.count || offsets[next] >= range.upperBound
    }

    /// Finds where the text nodes of a paragraph (or other inline container) at `node`
    /// may need substitutes, when they hold ``sparseScanBytes`` or more: when such places
    /// are few, the other nodes are copied as they are, rather than sanitized one by one.
    mutating func markDirtyText(of node: Int) {
        let nodes = input.nodes
        let end = Int(nodes[node].end)
        guard end - node > 2 else { return }
        var (lower, upper) = (Int.max, 0)
        for index in (node + 1)..<end where nodes[index].kind == .text && nodes[index].text.count > 0 {
            lower = min(lower, Int(nodes[index].text.offset))
            upper = max(upper, Int(nodes[index].text.offset + nodes[index].text.count))
        }
        guard upper - lower >= Self.sparseScanBytes else { return }
        let found = input.source.withUnsafeBufferPointer {
            TextSanitizer.sparseDirtyOffsets(UnsafeBufferPointer(rebasing: $0[lower..<upper]))
        }
        guard let offsets = found else { return }
        dirtyText = (lower..<upper, offsets.map { $0 + lower }, 0)
    }

    /// The text bytes from which a paragraph's text nodes are scanned for substitutes at
    /// once (see ``markDirtyText(of:)``); below it each node is sanitized as it comes.
    static let sparseScanBytes = 256 * 1024

    /// Adds a run of `count` spaces that keeps them (padding): spaces need no sanitizing and
    /// no case, so they are appended straight to the buffer.
    mutating func addSpaceRun(_ count: Int, style: StyleID, since start: Int) {
        guard count > 0 else { return }
        let offset = UInt32(out.text.count)
        out.text.append(contentsOf: repeatElement(0x20, count: count))
        out.addRun(placed: (offset, UInt32(count)), style: style.attributes, link: 0, isURL: false, isWhole: true, since: start)
    }

    /// A text block of one line group holding `string`.
    mutating func singleLineText(_ string: String, style: StyleID, link: UInt32 = 0, isURL: Bool = false) -> Range<Int32> {
        let start = out.runs.count
        addRun(string, style: style, link: link, isURL: isURL, since: start)
        let text = out.finishText(from: start)
        return text..<(text + 1)
    }

    /// Pieces for an indent of `width` cells of `token` (spaces by default).
    mutating func indentPieces(width: Int, token: String?, style: UInt32) -> [Segment] {
        guard width > 0 else { return [] }
        let token = token.flatMap { $0.isEmpty ? nil : $0 } ?? " "
        let unit = segment(token, style: style)
        guard unit.width > 0 else { return [.spaces(width)] }
        let whole = width / Int(unit.width)
        var result = whole > 0 ? [unit.repeated(whole)] : []
        if width % Int(unit.width) > 0 { result.append(.spaces(width % Int(unit.width))) }
        return result
    }
}

/// What styling reads: the theme, the tree walked and its text (transformed before styling,
/// see StyledDocument+Transforms), its limits, and the optional doors.
struct StyleInput {
    /// The theme, shared by reference: styling reads its bounded form in place (a copy of a
    /// theme retains every string in it).
    let styling: StylingTheme
    let nodes: [RawNode]
    let source: [UInt8]
    /// The document's limits; HTML tables beyond its table limits are shown as text, as
    /// GFM tables are.
    let limits: ParseLimits
    /// What finds code blocks' tokens (see StyleBuilder+Highlighting).
    let highlighter: (any CodeHighlighter)?
    /// What tells pictures from placeholders (nil: every image is its placeholder).
    let imageResolver: (any ImageResolver)?
}
