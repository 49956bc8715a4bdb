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
enum CMarkConverter {
    /// Registers the core extensions exactly once. The Debian build's registration is an
    /// unguarded check, so concurrent first parses must not call it directly.
    static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Parses UTF-8 Markdown and converts the result.
    static func convert(utf8: UnsafeBufferPointer<UInt8>, options: ParseOptions) -> TreeStorage {
        let (converted, footnotes) = CMarkSession.withParsedDocument(utf8: utf8, options: options) { root in
            convert(root: root, maximumDepth: options.limits.maximumDepth, sourceBytes: utf8.count, expectedNodes: expectedNodes(in: utf8))
        }
        var storage = converted
        // Each walks the whole tree: only when there is something to find.
        if footnotes.definitions > 0 { resolveFootnoteLabels(&storage, source: utf8) }
        if footnotes.references > 0 { numberFootnoteReferences(&storage) }
        return storage
    }

    /// About the nodes `utf8` parses into, reserved up front: growing the array copies it and
    /// touches new memory each time, four times over for a flood of one-line blocks. One per
    /// 32 bytes, or two per line where lines are short (a block and its text), but not over
    /// one per 3 bytes (a text of line feeds alone reserves no more than 20 bytes a byte).
    private static func expectedNodes(in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        max(utf8.count / 32, min(2 * lineEnds(in: utf8), utf8.count / 3)) + 64
    }

    /// The number of LF and CR bytes in `utf8`, found with `memchr` (most text has few).
    static func lineEnds(in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        var count = 0
        for byte: UInt8 in [0x0A, 0x0D] {
            var index = TableScan.find(byte, in: base, from: 0, to: utf8.count)
            while index < utf8.count {
                count += 1
                index = TableScan.find(byte, in: base, from: index + 1, to: utf8.count)
            }
        }
        return count
    }

    /// Maps cmark's extension node types (registered at run time) to kinds, by type string.
    private struct ExtensionKinds {
        private var known: [(UInt32, NodeKind?)] = []

        mutating func kind(of node: OpaquePointer, type: UInt32) -> NodeKind? {
            for (raw, kind) in known where raw == type { return kind }
            let name = cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
            let kind: NodeKind?
            switch name {
            case "table": kind = .table
            case "table_header", "table_row": kind = .tableRow
            case "table_cell": kind = .tableCell
            case "strikethrough": kind = .strikethrough
            default: kind = nil
            }
            known.append((type, kind))
            return kind
        }
    }

    /// Converts the tree under `root`; also returns how many footnote definitions and
    /// references it holds.
    private static func convert(
        root: OpaquePointer, maximumDepth: Int, sourceBytes: Int, expectedNodes: Int
    ) -> (TreeStorage, footnotes: (definitions: Int32, references: Int)) {
        var storage = TreeStorage()
        // The text is about as long as the source (escapes and markup go, entities and NULs
        // grow); see `expectedNodes(in:)` for the nodes.
        storage.bytes.reserveCapacity(sourceBytes + 64)
        storage.nodes.reserveCapacity(expectedNodes)
        var stack: [Int32] = []
        var extensionKinds = ExtensionKinds()
        // Per-table alignments, to give each cell its column's alignment.
        var tableStack: [(node: Int32, column: Int32)] = []
        var definitionCount: Int32 = 0
        var referenceCount = 0

        guard let iterator = cmark_iter_new(root) else { return (storage, (0, 0)) }
        defer { cmark_iter_free(iterator) }

        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { break }
            if event == CMARK_EVENT_EXIT {
                let index = stack.removeLast()
                storage.nodes[Int(index)].end = Int32(storage.nodes.count)
                if storage.nodes[Int(index)].kind == .table { tableStack.removeLast() }
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }

            let type = cmark_node_get_type(node)
            let kind: NodeKind
            switch type {
            case CMARK_NODE_DOCUMENT: kind = .document
            case CMARK_NODE_BLOCK_QUOTE: kind = .blockQuote
            case CMARK_NODE_LIST: kind = .list
            case CMARK_NODE_ITEM: kind = .item
            case CMARK_NODE_CODE_BLOCK: kind = .codeBlock
            case CMARK_NODE_HTML_BLOCK: kind = .htmlBlock
            case CMARK_NODE_CUSTOM_BLOCK: kind = .customBlock
            case CMARK_NODE_PARAGRAPH: kind = .paragraph
            case CMARK_NODE_HEADING: kind = .heading
            case CMARK_NODE_THEMATIC_BREAK: kind = .thematicBreak
            case CMARK_NODE_FOOTNOTE_DEFINITION: kind = .footnoteDefinition
            case CMARK_NODE_TEXT: kind = .text
            case CMARK_NODE_SOFTBREAK: kind = .softBreak
            case CMARK_NODE_LINEBREAK: kind = .lineBreak
            case CMARK_NODE_CODE: kind = .code
            case CMARK_NODE_HTML_INLINE: kind = .inlineHTML
            case CMARK_NODE_CUSTOM_INLINE: kind = .customInline
            case CMARK_NODE_EMPH: kind = .emphasis
            case CMARK_NODE_STRONG: kind = .strong
            case CMARK_NODE_LINK: kind = .link
            case CMARK_NODE_IMAGE: kind = .image
            case CMARK_NODE_FOOTNOTE_REFERENCE: kind = .footnoteReference
            default:
                // An extension node of a kind this package does not know: keep its place
                // as a custom node so no content is lost.
                let isBlock = type.rawValue & UInt32(CMARK_NODE_TYPE_BLOCK) != 0
                kind = extensionKinds.kind(of: node, type: type.rawValue) ?? (isBlock ? .customBlock : .customInline)
            }

            if stack.count >= maximumDepth {
                flatten(node, kind: kind, parent: stack.last ?? -1, into: &storage)
                if !(kind.isLeaf || isIteratorLeaf(type)) { cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT) }
                continue
            }

            // A text node's literal, read once (cmark copies it to a new C string on first read).
            let literal = kind == .text ? cmark_node_get_literal(node) : nil
            if kind == .text && mergeText(node, literal: literal, parent: stack.last ?? -1, into: &storage) { continue }

            let index = Int32(storage.nodes.count)
            var raw = RawNode(kind: kind, parent: stack.last ?? -1)
            raw.range = SourceRange(
                start: SourceLocation(line: cmark_node_get_start_line(node), column: cmark_node_get_start_column(node)),
                end: SourceLocation(line: cmark_node_get_end_line(node), column: cmark_node_get_end_column(node))
            )

            switch kind {
            case .text:
                raw.text = append(literal, to: &storage)
            case .code, .htmlBlock, .inlineHTML:
                raw.text = append(cmark_node_get_literal(node), to: &storage)
            case .codeBlock:
                raw.text = append(cmark_node_get_literal(node), to: &storage)
                raw.text2 = append(cmark_node_get_fence_info(node), to: &storage)
                var length: Int32 = 0
                var offset: Int32 = 0
                var character: CChar = 0
                if cmark_node_get_fenced(node, &length, &offset, &character) != 0 {
                    raw.flags |= RawNode.fencedFlag
                    raw.small = UInt16(clamping: length)
                    raw.number = offset
                    raw.extra = UInt32(UInt8(bitPattern: character))
                }
            case .heading:
                raw.small = UInt16(clamping: cmark_node_get_heading_level(node))
                if isSetext(node) { raw.flags |= RawNode.setextFlag }
            case .list:
                let type = cmark_node_get_list_type(node)
                raw.extra = UInt32(type == CMARK_ORDERED_LIST ? ListType.ordered.rawValue : ListType.bullet.rawValue)
                switch cmark_node_get_list_delim(node) {
                case CMARK_PERIOD_DELIM: raw.small = UInt16(ListDelimiter.period.rawValue)
                case CMARK_PAREN_DELIM: raw.small = UInt16(ListDelimiter.parenthesis.rawValue)
                default: raw.small = UInt16(ListDelimiter.none.rawValue)
                }
                // cmark reports a start of 1 for bullet lists too; keep 0 there.
                raw.number = type == CMARK_ORDERED_LIST ? cmark_node_get_list_start(node) : 0
                if cmark_node_get_list_tight(node) != 0 { raw.flags |= RawNode.tightFlag }
            case .item:
                if let name = cmark_node_get_type_string(node), strcmp(name, "tasklist") == 0 {
                    raw.small = UInt16(
                        cmark_gfm_extensions_get_tasklist_item_checked(node) ? TaskState.checked.rawValue : TaskState.unchecked.rawValue)
                }
            case .link, .image:
                raw.text = append(cmark_node_get_url(node), to: &storage)
                raw.text2 = append(cmark_node_get_title(node), to: &storage)
                if kind == .link && isAutolink(node, url: raw.text, storage: storage) { raw.flags |= RawNode.autolinkFlag }
            case .table:
                let columns = Int(cmark_gfm_extensions_get_table_columns(node))
                raw.small = UInt16(columns)
                if let alignments = cmark_gfm_extensions_get_table_alignments(node) {
                    let start = UInt32(storage.bytes.count)
                    for column in 0..<columns { storage.bytes.append(alignment(alignments[column]).rawValue) }
                    raw.aux = TextSpan(offset: start, count: UInt32(columns))
                }
                tableStack.append((index, 0))
            case .tableRow:
                if cmark_gfm_extensions_get_table_row_is_header(node) != 0 { raw.flags |= RawNode.headerFlag }
                if !tableStack.isEmpty { tableStack[tableStack.count - 1].column = 0 }
            case .tableCell:
                if let table = tableStack.last {
                    let tableNode = storage.nodes[Int(table.node)]
                    if table.column < Int32(tableNode.aux.count) {
                        raw.small = UInt16(storage.bytes[Int(tableNode.aux.offset) + Int(table.column)])
                    }
                    raw.number = table.column
                    tableStack[tableStack.count - 1].column += 1
                }
            case .footnoteDefinition:
                definitionCount += 1
                raw.number = definitionCount
            case .footnoteReference:
                referenceCount += 1
                // After parsing, cmark replaces a reference's literal by its definition's
                // number; definitions follow at the end of the document in that order.
                let numberText = String(cString: cmark_node_get_literal(node))
                raw.number = Int32(Int(numberText) ?? 0)
            case .customBlock, .customInline:
                raw.text = append(cmark_node_get_on_enter(node), to: &storage)
                raw.text2 = append(cmark_node_get_on_exit(node), to: &storage)
            default:
                break
            }

            if kind.isLeaf || isIteratorLeaf(type) {
                raw.end = index + 1
            } else {
                stack.append(index)
            }
            storage.nodes.append(raw)
        }
        // Far fewer nodes than reserved (long lines of few blocks): keep only what is used, so
        // a document kept for long holds no unused reservation.
        if storage.nodes.count < storage.nodes.capacity / 4 {
            var trimmed: [RawNode] = []
            trimmed.reserveCapacity(storage.nodes.count)
            trimmed.append(contentsOf: storage.nodes)
            storage.nodes = trimmed
        }
        return (storage, (definitionCount, referenceCount))
    }

    /// Drops an empty text node (cmark-gfm's autolink extension leaves some behind) and
    /// merges a text node into a text node just before it, so that a tree has one text node
    /// per run of text, as it has after parsing its own CommonMark. Returns whether `node`
    /// was handled.
    private static func mergeText(
        _ node: OpaquePointer, literal: UnsafePointer<CChar>?, parent: Int32, into storage: inout TreeStorage
    ) -> Bool {
        guard let literal, literal.pointee != 0 else { return true }
        let last = storage.nodes.count - 1
        guard last > Int(parent), storage.nodes[last].kind == .text, storage.nodes[last].parent == parent else { return false }
        let span = append(literal, to: &storage)
        var previous = storage.nodes[last]
        if previous.text.offset + previous.text.count == span.offset {
            previous.text.count += span.count
        } else {
            previous.text = storage.append(Array(storage.slice(previous.text)) + Array(storage.slice(span)))
        }
        previous.range.end = SourceLocation(line: cmark_node_get_end_line(node), column: cmark_node_get_end_column(node))
        storage.nodes[last] = previous
        return true
    }

    /// The node types cmark's iterator reports with an enter event only.
    @inline(__always)
    private static func isIteratorLeaf(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
            CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func append(_ cString: UnsafePointer<CChar>?, to storage: inout TreeStorage) -> TextSpan {
        guard let cString else { return .empty }
        let count = strlen(cString)
        if count == 0 { return .empty }
        return cString.withMemoryRebound(to: UInt8.self, capacity: count) {
            storage.append(UnsafeBufferPointer(start: $0, count: count))
        }
    }

    private static func alignment(_ byte: UInt8) -> ColumnAlignment {
        switch byte {
        case UInt8(ascii: "l"): .left
        case UInt8(ascii: "c"): .center
        case UInt8(ascii: "r"): .right
        default: .none
        }
    }

    /// A heading is setext when its source does not start with `#` (ATX headings always do).
    private static func isSetext(_ node: OpaquePointer) -> Bool {
        // cmark does not expose the flag; a setext heading spans two or more lines.
        cmark_node_get_end_line(node) > cmark_node_get_start_line(node)
    }

    /// cmark marks no autolink flag either: an autolink is a link whose text is exactly its
    /// URL (or the URL less a `mailto:` / `http://` prefix that the autolink added).
    private static func isAutolink(_ node: OpaquePointer, url: TextSpan, storage: TreeStorage) -> Bool {
        guard let child = cmark_node_first_child(node), cmark_node_next(child) == nil,
            cmark_node_get_type(child) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(child)
        else { return false }
        if cmark_node_get_title(node).map({ $0.pointee != 0 }) ?? false { return false }
        let text = UnsafeRawBufferPointer(start: literal, count: strlen(literal))
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
