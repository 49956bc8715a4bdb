import MarkdownTree

/// Held blocks: final (nothing later can join them) but not made final parts, because they
/// may not read yet as they will in one render: a `[…]` that a later definition may resolve,
/// an HTML element a later block may close, or anything after a footnote definition. They are
/// never made final as they stand: they wait until they are known, or for ``finish()``, which
/// styles them with the rest in one part (link list and footnotes last, numbered as one
/// render numbers them), so the stream's parts always stack to one render.
///
/// Holding is incremental: the open text is parsed after the held text, never with it, and
/// the held text is parsed again only when it may have become known (a link definition was
/// kept, a `<` that may close an element became final, or a line that looked like a
/// definition arriving was completed) and, past a few kilobytes, only once it has doubled
/// since it was last found not known; so the bytes parsed stay a small multiple of the
/// input, however long blocks are held.
struct HeldBlocks: Sendable {
    /// Whether a footnote definition is in the final text: every block from then on waits
    /// for ``MarkdownStream/finish()`` (cmark numbers footnotes across the document and lists
    /// them last).
    var toEnd = false
    /// The held bytes when they were last looked at and found not known yet.
    var examinedBytes = 0
    /// The definitions kept when the held blocks were last looked at.
    var definitionsAtExamination = 0
    /// Whether the held blocks may be known since then for another reason than a new
    /// definition: text that may close an HTML element became final, or the line that
    /// looked like a definition still arriving is complete.
    var mayBeKnown = false
    /// The held blocks as they stand, styled once each, for the tail.
    var preview: [StreamPart] = []
    /// Whether the held bytes are at ``MarkdownStream/holdLimit`` or more.
    var pastLimit = false

    /// Held text up to this many bytes is looked at again whenever it may have become known.
    static let bytesLookedAtFreely = 1_024
}

extension MarkdownStream {
    /// Parses `slice` of the text after the link definitions kept so far; returns the
    /// document and how many lines before the slice's first line the definitions took.
    mutating func parse(_ slice: ArraySlice<UInt8>) -> (document: Document, shift: Int) {
        parse(slice, startsText: slice.startIndex == 0)
    }

    /// Parses `slice` as ``parse(_:)`` does; `startsText` says whether it starts the text
    /// (and may open with front matter).
    mutating func parse(_ slice: ArraySlice<UInt8>, startsText: Bool) -> (document: Document, shift: Int) {
        let (prefix, prefixLines) = DefinitionScan.prefix(of: definitions)
        parseCount += 1
        parsedByteCount += slice.count + prefix.utf8.count
        var sliceOptions = options
        sliceOptions.frontMatter = options.frontMatter && startsText
        guard !definitions.isEmpty else { return (parsed(slice, options: sliceOptions), 0) }
        if sliceOptions.frontMatter {
            // Front matter must open the text: the definitions go after the slice, behind a
            // blank line (the slice ends where a final block does, so none can join it).
            var source = Array(slice)
            source += [0x0A, 0x0A]
            source += prefix.utf8
            return (parsed(source[...], options: sliceOptions), 0)
        }
        var source = Array(prefix.utf8)
        source.append(contentsOf: slice)
        return (parsed(source[...], options: sliceOptions), prefixLines)
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

    /// Makes the held blocks final that are known now, from the first; the rest stay held.
    mutating func makeKnownHeldBlocksFinal(into update: inout MarkdownStreamUpdate) {
        let heldBytes = committed - written
        guard heldBytes > 0, !held.toEnd, definitions.count > held.definitionsAtExamination || held.mayBeKnown,
            heldBytes <= HeldBlocks.bytesLookedAtFreely || heldBytes >= 2 * held.examinedBytes
        else { return }
        held.definitionsAtExamination = definitions.count
        held.mayBeKnown = false
        let slice = text[written..<committed]
        let (document, shift) = parse(slice)
        guard stoppedBy == nil else { return }
        let top = document.topLevelIndices
        func node(_ block: Int) -> Int { block < top.count ? top[block] : document.nodeCount }
        var count = 0
        if !Self.hasFootnoteDefinition(slice, document: document, before: document.nodeCount) {
            while count < top.count && !Self.mayAwaitDefinition(top[count], in: document) { count += 1 }
        }
        if count > 0 {
            let part = style(document, part: node(0)..<node(count))
            if part.styled.leavesHTMLOpen {
                count = 0
            } else {
                makeFinal(part, into: &update)
            }
        }
        if count < top.count {
            if count > 0 { written += Self.offset(ofBlock: count, top: top, in: document, tail: slice, shift: shift) }
        } else {
            written = committed
        }
        held.preview = []
        if stylesTail && count < top.count { held.preview.append(style(document, part: top[count]..<document.nodeCount)) }
        held.examinedBytes = committed - written
    }
}
