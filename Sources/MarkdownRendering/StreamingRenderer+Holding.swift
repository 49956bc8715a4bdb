import MarkdownLayout
import MarkdownTree

/// Held blocks: final (nothing later can join them) but not written, because they may not
/// read yet as they will in one render: a `[…]` that a later definition may resolve, an
/// HTML element a later block may close, or anything after a footnote definition. They are
/// never written as they stand: they wait until they are known, or for ``finish()``, which
/// writes them with the rest in one part (link list and footnotes last, numbered as one
/// render numbers them), so the stream's output always equals one render.
///
/// Holding is incremental: the open text is parsed after the held text, never with it, and
/// the held text is parsed again only when it may have become known (a link definition was
/// kept, a `<` that may close an element became final, or a line that looked like a
/// definition arriving was completed) and, past a few kilobytes, only
/// once it has doubled since it was last found not known; so the bytes parsed stay a small
/// multiple of the input, however long blocks are held.
extension StreamingRenderer {
    /// Held text up to this many bytes is looked at again whenever it may have become known.
    static let heldBytesLookedAtFreely = 1_024

    /// The bytes of final blocks not written yet (see ``StreamUpdate/reachedHoldLimit``).
    public var heldByteCount: Int { committed - written }

    /// Parses `slice` of the text after the link definitions kept so far; returns the
    /// document and how many lines before the slice's first line the definitions took.
    mutating func parse(_ slice: ArraySlice<UInt8>) -> (document: Document, shift: Int) {
        parseCount += 1
        parsedByteCount += slice.count + definitions.count
        var sliceOptions = options
        sliceOptions.frontMatter = options.frontMatter && slice.startIndex == 0
        guard !definitions.isEmpty else { return (parsed(slice, options: sliceOptions), 0) }
        if sliceOptions.frontMatter {
            // Front matter must open the text: the definitions go after the slice, behind a
            // blank line (the slice ends where a final block does, so none can join it).
            var source = Array(slice)
            source += [0x0A, 0x0A]
            source += definitions
            return (parsed(source[...], options: sliceOptions), 0)
        }
        var source = definitions
        source.append(0x0A)
        source.append(contentsOf: slice)
        return (parsed(source[...], options: sliceOptions), definitionLines + 1)
    }

    /// `bytes` parsed within the limits and the call's budget, with the dialect applied; a
    /// parse that passes either sets ``stoppedBy`` and gives an empty document (the call's
    /// update is then dropped).
    mutating func parsed(_ bytes: ArraySlice<UInt8>, options: ParseOptions) -> Document {
        guard stoppedBy == nil else { return Document(parsing: "") }
        do {
            return dialect.apply(to: try Document.parse(bytes, options: options, budget: callBudget))
        } catch {
            stoppedBy = error
            return Document(parsing: "")
        }
    }

    /// Writes the held blocks that are known now, from the first; the rest stay held.
    mutating func writeKnownHeldBlocks() -> [UInt8] {
        let held = committed - written
        guard held > 0, !holdsToEnd, definitions.count > definitionsAtExamination || heldMayBeKnown,
            held <= Self.heldBytesLookedAtFreely || held >= 2 * examinedHeldBytes
        else { return [] }
        definitionsAtExamination = definitions.count
        heldMayBeKnown = false
        let slice = text[written..<committed]
        let (document, shift) = parse(slice)
        let top = document.topLevelIndices
        var count = 0
        if !Self.hasFootnoteDefinition(slice, document: document, before: document.nodeCount) {
            while count < top.count && !mayAwaitDefinition(top[count], in: document) { count += 1 }
        }
        var bytes: [UInt8] = []
        if count > 0 {
            let part = StyledDocument(
                document: document, styling: styling, highlighter: highlighter,
                part: top[0]..<(count < top.count ? top[count] : document.nodeCount), referencesBefore: referenceURLs,
                budget: callBudget)
            if part.leavesHTMLOpen {
                count = 0
            } else {
                referenceURLs = part.referenceURLs
                bytes = emit(part)
            }
        }
        if count < top.count {
            if count > 0 {
                written += Self.offset(ofLine: Int(document.storage.nodes[top[count]].range.start.rawLine) - shift, in: slice)
            }
        } else {
            written = committed
        }
        heldPreview = []
        heldPreviewGaps = (0, 0)
        if rendersOpenBlock && count < top.count { addToHeldPreview(document, part: top[count]..<document.nodeCount) }
        examinedHeldBytes = committed - written
        return bytes
    }

    /// Adds blocks that became held to how the held blocks read while open.
    mutating func addToHeldPreview(_ document: Document, part: Range<Int>) {
        let styled = StyledDocument(
            document: document, styling: styling, highlighter: highlighter, part: part, referencesBefore: referenceURLs,
            budget: callBudget)
        guard styled.blockCount > 0 else {
            heldPreviewGaps.trailing = max(heldPreviewGaps.trailing, styled.trailingGap)
            return
        }
        if heldPreview.isEmpty {
            heldPreviewGaps.leading = styled.leadingGap
        } else {
            heldPreview += Array(repeating: 0x0A, count: max(heldPreviewGaps.trailing, styled.leadingGap))
        }
        heldPreview += rendered(styled.layout(width: width))
        heldPreviewGaps.trailing = styled.trailingGap
    }

    /// The held blocks and the open block (`part` of `document`) as they stand, with the
    /// blank lines above them.
    func openRendering(_ document: Document, part: Range<Int>?) -> [UInt8] {
        var bytes: [UInt8] = []
        var gapAbove = pendingGap
        var hasBlocks = false
        if !heldPreview.isEmpty {
            if emittedAny { bytes += Array(repeating: 0x0A, count: max(gapAbove, heldPreviewGaps.leading)) }
            bytes += heldPreview
            gapAbove = heldPreviewGaps.trailing
            hasBlocks = true
        }
        guard let part else { return bytes }
        let styled = StyledDocument(
            document: document, styling: styling, highlighter: highlighter, part: part, referencesBefore: referenceURLs,
            budget: callBudget)
        guard styled.blockCount > 0 else { return bytes }
        if emittedAny || hasBlocks { bytes += Array(repeating: 0x0A, count: max(gapAbove, styled.leadingGap)) }
        bytes += rendered(styled.layout(width: width))
        return bytes
    }

    /// Whether `slice` has a line that starts a footnote definition (`[^label]:` after at
    /// most three spaces), or `document` a footnote definition among its nodes before
    /// `before` (one inside a container): cmark drops a definition nothing references, so
    /// the nodes alone miss one that a later reference needs.
    static func hasFootnoteDefinition(_ slice: ArraySlice<UInt8>, document: Document, before: Int) -> Bool {
        var start = slice.startIndex
        while start < slice.endIndex {
            let end = slice[start...].firstIndex(of: 0x0A) ?? slice.endIndex
            var i = start
            while i < end && i - start < 3 && slice[i] == 0x20 { i += 1 }
            if i + 1 < end && slice[i] == UInt8(ascii: "[") && slice[i + 1] == UInt8(ascii: "^"),
                let close = slice[i..<end].firstIndex(of: UInt8(ascii: "]")), close + 1 < end, slice[close + 1] == UInt8(ascii: ":")
            {
                return true
            }
            start = end < slice.endIndex ? end + 1 : end
        }
        return document.storage.nodes[..<min(before, document.nodeCount)].contains { $0.kind == .footnoteDefinition }
    }
}
