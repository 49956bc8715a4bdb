import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each cmark node as a typed node: its kind, source range and payload.
extension CMarkConverter.Conversion {
    /// Appends `node` as a child of the innermost open container. Returns whether it was
    /// opened as a container, its children to follow (then ``exit()`` closes it); a leaf, a
    /// node kept as text below the depth limit and a text node merged into the one before
    /// return `false`.
    @inline(__always)
    mutating func enter(_ node: OpaquePointer) -> Bool {
        if stopped || budget.isExhausted() {
            stopped = true
            return false
        }
        let type = cmark_node_get_type(node)
        let kind = kind(of: node, type: type)
        let parent = stack.last ?? -1

        if stack.count >= maximumDepth {
            CMarkConverter.flatten(node, kind: kind, parent: parent, into: &storage)
            return false
        }

        // A text node's literal, read once.
        let literal = kind == .text ? NodeText.literal(node) : UnsafeBufferPointer(start: nil, count: 0)
        if kind == .text && mergeText(node, literal: literal, parent: parent) { return false }

        let index = Int32(storage.nodes.count)
        var raw = RawNode(kind: kind, parent: parent)
        raw.range = SourceRange(
            start: SourceLocation(rawLine: cmark_node_get_start_line(node), rawColumn: cmark_node_get_start_column(node)),
            end: SourceLocation(rawLine: cmark_node_get_end_line(node), rawColumn: cmark_node_get_end_column(node))
        )

        switch kind {
        case .text:
            raw.text = CMarkConverter.append(literal, to: &storage)
        case .code, .htmlBlock, .inlineHTML:
            raw.text = CMarkConverter.append(NodeText.literal(node), to: &storage)
            if kind == .code { codeSpanCount += 1 }
        case .codeBlock:
            raw.text = CMarkConverter.append(NodeText.literal(node), to: &storage)
            raw.text2 = CMarkConverter.append(NodeText.fenceInfo(node), to: &storage)
            var length: Int32 = 0
            var offset: Int32 = 0
            var character: CChar = 0
            if cmark_node_get_fenced(node, &length, &offset, &character) != 0 {
                raw.fence = Fence(
                    character: Character(Unicode.Scalar(UInt8(bitPattern: character))), length: Int(length), offset: Int(offset))
            }
        case .heading:
            raw.headingLevel = Int(cmark_node_get_heading_level(node))
            // cmark does not expose the flag: a setext heading spans two or more lines (an
            // ATX heading one).
            raw.isSetext = raw.range.end.rawLine > raw.range.start.rawLine
        case .list:
            let type = cmark_node_get_list_type(node)
            raw.listType = type == CMARK_ORDERED_LIST ? .ordered : .bullet
            switch cmark_node_get_list_delim(node) {
            case CMARK_PERIOD_DELIM: raw.listDelimiter = .period
            case CMARK_PAREN_DELIM: raw.listDelimiter = .parenthesis
            default: raw.listDelimiter = .none
            }
            // cmark reports a start of 1 for bullet lists too; keep 0 there.
            raw.listStart = type == CMARK_ORDERED_LIST ? Int(cmark_node_get_list_start(node)) : 0
            raw.isTight = cmark_node_get_list_tight(node) != 0
        case .item:
            if let name = cmark_node_get_type_string(node), strcmp(name, "tasklist") == 0 {
                raw.taskState = cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked
            }
        case .link, .image:
            raw.text = CMarkConverter.append(NodeText.url(node), to: &storage)
            raw.text2 = CMarkConverter.append(NodeText.title(node), to: &storage)
            raw.isAutolink = kind == .link && CMarkConverter.isAutolink(node, url: raw.text, storage: storage)
        case .table:
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            if columns > 0, let alignments = cmark_gfm_extensions_get_table_alignments(node) {
                storage.setTableAlignments((0..<columns).map { CMarkConverter.alignment(alignments[$0]) }, of: &raw)
            }
            raw.tableColumnCount = columns
            tableCount += 1
        case .tableRow:
            raw.isHeaderRow = cmark_gfm_extensions_get_table_row_is_header(node) != 0
        case .footnoteDefinition:
            definitionCount += 1
            raw.footnoteNumber = definitionCount
        case .footnoteReference:
            referenceCount += 1
            // After parsing, cmark replaces a reference's literal by its definition's
            // number; definitions follow at the end of the document in that order.
            let numberText = String(cString: cmark_node_get_literal(node))
            raw.footnoteNumber = Int(numberText) ?? 0
        case .customBlock, .customInline:
            raw.text = CMarkConverter.append(NodeText.bytes(cmark_node_get_on_enter(node)), to: &storage)
            raw.text2 = CMarkConverter.append(NodeText.bytes(cmark_node_get_on_exit(node)), to: &storage)
        default:
            break
        }

        if kind.isLeaf {
            raw.end = index + 1
            storage.nodes.append(raw)
            return false
        }
        storage.nodes.append(raw)
        stack.append(index)
        return true
    }

    /// The kind of a cmark node of `type`.
    @inline(__always)
    private mutating func kind(of node: OpaquePointer, type: cmark_node_type) -> NodeKind {
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .inlineHTML
        case CMARK_NODE_CUSTOM_INLINE: return .customInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference
        default:
            // An extension node of a kind this package does not know: keep its place
            // as a custom node so no content is lost.
            let isBlock = type.rawValue & UInt32(CMARK_NODE_TYPE_BLOCK) != 0
            return extensionKinds.kind(of: node, type: type.rawValue) ?? (isBlock ? .customBlock : .customInline)
        }
    }

    /// Drops an empty text node (cmark-gfm's autolink extension leaves some behind) and
    /// merges a text node into a text node just before it, so that a tree has one text node
    /// per run of text, as it has after parsing its own CommonMark. Returns whether `node`
    /// was handled.
    private mutating func mergeText(_ node: OpaquePointer, literal: UnsafeBufferPointer<UInt8>, parent: Int32) -> Bool {
        guard !literal.isEmpty else { return true }
        let last = storage.nodes.count - 1
        guard last > Int(parent), storage.nodes[last].kind == .text, storage.nodes[last].parent == parent else { return false }
        let span = CMarkConverter.append(literal, to: &storage)
        var previous = storage.nodes[last]
        if previous.text.offset + previous.text.count == span.offset {
            previous.text.count += span.count
        } else {
            previous.text = storage.append(Array(storage.slice(previous.text)) + Array(storage.slice(span)))
        }
        previous.range.end = SourceLocation(rawLine: cmark_node_get_end_line(node), rawColumn: cmark_node_get_end_column(node))
        storage.nodes[last] = previous
        return true
    }
}
