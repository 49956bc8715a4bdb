import CCmarkGFM

/// The depth limit: subtrees nested too deep are kept as plain text.
extension CMarkConverter {
    /// Keeps a subtree nested too deep as plain text: a text node where an inline may
    /// stand, else a paragraph holding one.
    static func flatten(_ node: OpaquePointer, kind: NodeKind, parent: Int32, into storage: inout TreeStorage) {
        storage.flattenedSubtrees += 1
        let offset = UInt32(storage.bytes.count)
        if let iterator = cmark_iter_new(node) {
            defer { cmark_iter_free(iterator) }
            var lastWasSpace = true
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
                switch cmark_node_get_type(child) {
                case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK:
                    let literal = append(NodeText.literal(child), to: &storage)
                    if literal.count > 0 { lastWasSpace = storage.bytes.last == 0x20 }
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_ITEM:
                    if !lastWasSpace {
                        storage.bytes.append(0x20)
                        lastWasSpace = true
                    }
                default:
                    break
                }
            }
        }
        while storage.bytes.count > Int(offset) && storage.bytes.last == 0x20 { storage.bytes.removeLast() }
        // An empty span is always `.empty`, wherever the buffer stood.
        let text = storage.bytes.count > Int(offset) ? TextSpan(offset: offset, count: UInt32(storage.bytes.count) - offset) : .empty
        var range = SourceRange.none
        range.start = SourceLocation(rawLine: cmark_node_get_start_line(node), rawColumn: cmark_node_get_start_column(node))
        range.end = SourceLocation(rawLine: cmark_node_get_end_line(node), rawColumn: cmark_node_get_end_column(node))
        let parentIsInlineContainer =
            parent >= 0
            && {
                let parentKind = storage.nodes[Int(parent)].kind
                return parentKind.isInline || parentKind == .paragraph || parentKind == .heading || parentKind == .tableCell
            }()
        if kind.isInline || parentIsInlineContainer {
            var raw = RawNode(kind: .text, parent: parent)
            raw.range = range
            raw.text = text
            raw.end = Int32(storage.nodes.count + 1)
            storage.nodes.append(raw)
        } else {
            let index = Int32(storage.nodes.count)
            var paragraph = RawNode(kind: .paragraph, parent: parent)
            paragraph.range = range
            paragraph.end = index + 2
            storage.nodes.append(paragraph)
            var raw = RawNode(kind: .text, parent: index)
            raw.range = range
            raw.text = text
            raw.end = index + 2
            storage.nodes.append(raw)
        }
    }
}
