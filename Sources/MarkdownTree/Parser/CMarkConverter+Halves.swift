import CCmarkGFM

/// A large document converted in two halves at once: the root's children before a
/// top-level block on this thread, that block and the ones after it on another.
///
/// Each half walks its own cmark subtrees into its own storage (reading disjoint subtrees
/// from two threads is safe: text is read in place, see ``NodeText``, and a getter that
/// copies writes only into the node it reads), and
/// the second half is appended to the first with its indices, links, text spans and
/// footnote numbers moved, so the tree is the one a single walk makes. Nothing a node's
/// conversion reads crosses a top-level boundary: the depth counts from the root in
/// both halves, a table's cells follow their table, and text merges only within a parent.
/// Footnote labels and reference numbers are worked out afterwards, on the whole tree.
extension CMarkConverter {
    /// The top-level block the second half starts at: the first after the last block that
    /// starts in the first half of the lines, or `nil` when the root has fewer than two
    /// children.
    ///
    /// The walk goes back from the last child; footnote definitions (cmark moves them to the
    /// end) and blocks without a position do not stop it. The point only balances the two
    /// halves' work: the tree is the same wherever they meet.
    static func splitPoint(of root: OpaquePointer) -> OpaquePointer? {
        guard let first = cmark_node_first_child(root), var split = cmark_node_last_child(root), split != first else { return nil }
        let middle = cmark_node_get_end_line(root) / 2
        while let previous = cmark_node_previous(split), previous != first {
            let line = cmark_node_get_start_line(previous)
            if line > 0 && line <= middle && cmark_node_get_type(previous) != CMARK_NODE_FOOTNOTE_DEFINITION { break }
            split = previous
        }
        // A text node merges into a text node before it: never the first of a half (cmark
        // puts no inline at the top level, so this is only a guard).
        return cmark_node_get_type(split) == CMARK_NODE_TEXT ? nil : split
    }
}

extension CMarkConverter.Conversion {
    /// Converts the tree under `root` in two halves at once, meeting at the top-level block
    /// `split` (any child of `root`); the result is the one ``convertSubtree(_:)`` makes of `root`.
    mutating func convertInHalves(_ root: OpaquePointer, split: OpaquePointer) {
        assert(cmark_node_parent(split) == root, "the halves meet at a child of the root")
        // The second half's share of the reservation, by its share of the lines (an eighth
        // more, since lines differ).
        let lines = max(Int(cmark_node_get_end_line(root)), 1)
        let share = min(max(lines - Int(cmark_node_get_start_line(split)) + 1, 0) + lines / 8, lines)
        var second = Self(
            maximumDepth: maximumDepth, bytes: storage.bytes.capacity * share / lines + 64,
            nodes: storage.nodes.capacity * share / lines + 64)
        // Both open the root (read here, before the threads start), so depths, parents and
        // the inline-container test see the same ancestors in either half.
        guard enter(root), second.enter(root) else { return }
        let first = cmark_node_first_child(root)
        Halves.run {
            self.convertSiblings(from: first, upTo: split)
        } _: {
            second.convertSiblings(from: split, upTo: nil)
        }
        append(second)
        exit()
    }

    /// Appends the blocks `second` converted after this conversion's own, as though this one
    /// had gone on to convert them: `second` holds its own copy of the root at index 0.
    private mutating func append(_ second: Self) {
        assert(stack.count == 1 && second.stack.count == 1 && tableStack.isEmpty && second.tableStack.isEmpty)
        let start = storage.nodes.count
        // A node at index i of `second` lands at i + nodeShift; its root is this root.
        let nodeShift = Int32(start - 1)
        let byteShift = UInt32(storage.bytes.count)
        let definitionShift = definitionCount
        storage.bytes.append(contentsOf: second.storage.bytes)
        storage.nodes.append(contentsOf: second.storage.nodes.dropFirst())
        storage.nodes.withUnsafeMutableBufferPointer { nodes in
            for i in start..<nodes.count {
                if nodes[i].parent != 0 { nodes[i].parent += nodeShift }
                nodes[i].end += nodeShift
                // An empty span is `.empty` (offset 0): only spans with bytes move.
                if nodes[i].text.count != 0 { nodes[i].text.offset += byteShift }
                if nodes[i].text2.count != 0 { nodes[i].text2.offset += byteShift }
                if nodes[i].aux.count != 0 { nodes[i].aux.offset += byteShift }
                if nodes[i].kind == .footnoteDefinition { nodes[i].number += definitionShift }
            }
        }
        definitionCount += second.definitionCount
        referenceCount += second.referenceCount
        storage.flattenedSubtrees += second.storage.flattenedSubtrees
    }
}
