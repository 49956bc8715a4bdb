import CCmarkGFM

extension CMarkConverter {
    /// One walk over cmark's tree into a flat ``TreeStorage``: nodes in pre-order, their
    /// text in one buffer.
    ///
    /// The walk follows cmark's first-child, next and parent links with no stack of its own
    /// but ``stack`` (the open containers' indices), so a document nested 100,000 deep
    /// converts like a flat one.
    ///
    /// ```swift
    /// var conversion = Conversion(maximumDepth: .max, bytes: 1024, nodes: 64)
    /// conversion.convertSubtree(root)
    /// let storage = conversion.takeStorage()
    /// ```
    struct Conversion {
        var storage = TreeStorage()
        /// The indices of the open containers, the root first.
        var stack: [Int32] = []
        /// Content nested deeper than this is kept as plain text (see ``flatten(_:kind:parent:into:)``).
        let maximumDepth: Int
        var extensionKinds = ExtensionKinds()
        /// The tables so far (their cells are numbered after the walk).
        var tableCount = 0
        /// The footnote definitions so far: each is numbered by its place among them.
        var definitionCount = 0
        var referenceCount = 0
        /// The inline code nodes so far, whose ranges are widened over their backticks.
        var codeSpanCount = 0
        /// The deadline, read between nodes; once it has passed, ``stopped`` is set and no
        /// further node is entered.
        var budget = BudgetCheck(.unlimited, stage: .converting)
        var stopped = false

        /// A conversion with room for `bytes` of text and `nodes` nodes.
        init(maximumDepth: Int, bytes: Int, nodes: Int) {
            self.maximumDepth = maximumDepth
            storage.bytes.reserveCapacity(bytes)
            storage.nodes.reserveCapacity(nodes)
        }

        /// Converts `top` and everything under it, as a child of the innermost open container.
        mutating func convertSubtree(_ top: OpaquePointer) {
            var node = top
            descending: while true {
                if enter(node) {
                    if let child = cmark_node_first_child(node) {
                        node = child
                        continue
                    }
                    exit()
                }
                // `node` is done: go on to its next sibling, closing containers on the way up.
                while node != top {
                    if let sibling = cmark_node_next(node) {
                        node = sibling
                        continue descending
                    }
                    guard let parent = cmark_node_parent(node) else { return }
                    node = parent
                    exit()
                }
                return
            }
        }

        /// Closes the innermost open container: its subtree ends here.
        mutating func exit() {
            let index = Int(stack.removeLast())
            storage.nodes[index].end = Int32(storage.nodes.count)
        }

        /// Takes the converted tree out (the conversion keeps an empty one, so the tree's
        /// arrays stay uniquely referenced), trimmed when far fewer nodes than reserved were
        /// used (long lines of few blocks): a document kept for long holds no unused reservation.
        mutating func takeStorage() -> TreeStorage {
            var storage = TreeStorage()
            swap(&storage, &self.storage)
            if storage.nodes.count < storage.nodes.capacity / 4 {
                var trimmed: [RawNode] = []
                trimmed.reserveCapacity(storage.nodes.count)
                trimmed.append(contentsOf: storage.nodes)
                storage.nodes = trimmed
            }
            return storage
        }
    }

    /// Maps cmark's extension node types (registered at run time) to kinds, by type string.
    struct ExtensionKinds {
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
}
