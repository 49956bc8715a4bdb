import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bridge from cmark-gfm's C tree to the flat typed tree: parse, convert, free,
/// all inside one call. No C pointer outlives it.
///
/// The walk over cmark's nodes is ``Conversion``.
enum CMarkConverter {
    /// Parses UTF-8 Markdown and converts the result in one walk over cmark's tree. cmark's
    /// tree lives in an arena unless `inArena` is false (see
    /// ``CMarkSession/withParsedDocument(utf8:options:renderBits:inArena:_:)``); the result is
    /// the same.
    static func convert(utf8: UnsafeBufferPointer<UInt8>, options: ParseOptions, inArena: Bool = true) -> TreeStorage {
        do {
            return try convert(utf8: utf8, options: options, inArena: inArena, budget: nil)
        } catch {
            preconditionFailure("a parse without a budget stopped: \(error)")
        }
    }

    /// Parses and converts as ``convert(utf8:options:inArena:)`` does; with a `budget`, the
    /// parse is bounded by its deadline, and by cmark's memory as
    /// ``ParseLimits/maximumParserBytesPerInputByte`` says, and the conversion by the deadline.
    static func convert(
        utf8: UnsafeBufferPointer<UInt8>, options: ParseOptions, inArena: Bool = true, budget: WorkBudget?
    ) throws(ParseLimitError) -> TreeStorage {
        let maximumDepth = options.limits.maximumDepth
        let bounds = budget.flatMap { CMarkSession.Bounds(limits: options.limits, budget: $0, bytes: utf8.count) }
        var conversion = try CMarkSession.withBoundedParse(utf8: utf8, options: options, inArena: inArena, bounds: bounds) {
            root, _ in
            let nodes = expectedNodes(bytes: utf8.count, lines: Int(cmark_node_get_end_line(root)))
            var conversion = Conversion(maximumDepth: maximumDepth, bytes: utf8.count + 64, nodes: nodes)
            if let budget { conversion.budget = BudgetCheck(budget, stage: .converting) }
            conversion.convertSubtree(root)
            return conversion
        }
        if conversion.stopped { throw conversion.budget.error }
        var storage = conversion.takeStorage()
        // Each walks the whole tree: only when there is something to find.
        if conversion.tableCount > 0 { storage.numberTableCells() }
        // Footnote labels and code spans' backticks are read from the source by line and
        // column: its line starts are found once, for both.
        let lineStarts = conversion.definitionCount > 0 || conversion.codeSpanCount > 0 ? SourceLines.lineStarts(of: utf8) : []
        if conversion.definitionCount > 0 { resolveFootnoteLabels(&storage, source: utf8, lineStarts: lineStarts) }
        // cmark numbered the definitions and gave each reference its definition's number.
        if conversion.referenceCount > 0 { storage.indexFootnoteReferences(in: storage.footnoteReferencesInCountingOrder()) }
        if conversion.codeSpanCount > 0 { widenCodeSpanRanges(&storage, source: utf8, lineStarts: lineStarts) }
        return storage
    }

    /// About the nodes a text of `bytes` and `lines` (cmark's count: the document's end line)
    /// parses into, reserved up front: growing the array copies it and touches new memory
    /// each time, four times over for a flood of one-line blocks. One per 12 bytes, or two
    /// per line where lines are short (a block and its text), but not over two per 3 bytes: a
    /// flood of one-cell table rows (`| a |`, a row, a cell and its text in 6 bytes) or of
    /// CR/CRLF lines comes near that, and one of 1 per 3 bytes grew its array while
    /// converting. Then 8 for what a short text has beyond that: the document, and the
    /// containers and inlines of its first lines (a list, an item, a paragraph, emphasis),
    /// which a few bytes cannot count; so a one-line text gets about the room it uses, neither
    /// growing the array nor leaving ``Conversion/takeStorage()`` three quarters to trim. What
    /// is reserved and not used is address space, not memory (a text of line feeds alone
    /// reserves 40 bytes a byte and touches none of it). The lines are cmark's, read off the
    /// root once it is parsed: counting line ends beforehand would be a pass over the whole
    /// text before cmark starts.
    static func expectedNodes(bytes: Int, lines: Int) -> Int {
        max(bytes / 12, min(2 * lines, bytes / 3 * 2)) + 8
    }

    /// Appends a node's text (see ``NodeText``) to the text buffer; an empty one is
    /// ``TextSpan/empty``.
    @inline(__always)
    static func append(_ text: UnsafeBufferPointer<UInt8>, to storage: inout TreeStorage) -> TextSpan {
        text.isEmpty ? .empty : storage.append(text)
    }

    static func alignment(_ byte: UInt8) -> ColumnAlignment {
        switch byte {
        case UInt8(ascii: "l"): .left
        case UInt8(ascii: "c"): .center
        case UInt8(ascii: "r"): .right
        default: .none
        }
    }

    /// cmark marks no autolink flag either: an autolink is a link whose text is exactly its
    /// URL (or the URL less a `mailto:` / `http://` prefix that the autolink added).
    static func isAutolink(_ node: OpaquePointer, url: TextSpan, storage: TreeStorage) -> Bool {
        guard let child = cmark_node_first_child(node), cmark_node_next(child) == nil,
            cmark_node_get_type(child) == CMARK_NODE_TEXT, NodeText.title(node).isEmpty
        else { return false }
        let text = UnsafeRawBufferPointer(NodeText.literal(child))
        return storage.bytes.withUnsafeBytes { bytes in
            let destination = UnsafeRawBufferPointer(rebasing: bytes[Int(url.offset)..<Int(url.offset + url.count)])
            return destination.isPrefixed("", before: text) || destination.isPrefixed("mailto:", before: text)
                || destination.isPrefixed("http://", before: text) || destination.isPrefixed("xmpp:", before: text)
        }
    }
}

extension UnsafeRawBufferPointer {
    /// Whether these bytes are `prefix` followed by exactly `rest`.
    fileprivate func isPrefixed(_ prefix: StaticString, before rest: UnsafeRawBufferPointer) -> Bool {
        let head = prefix.utf8CodeUnitCount
        guard count == head + rest.count else { return false }
        guard count > 0, let base = baseAddress else { return true }
        return memcmp(base, prefix.utf8Start, head) == 0 && (rest.isEmpty || memcmp(base + head, rest.baseAddress!, rest.count) == 0)
    }
}
