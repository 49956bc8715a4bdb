import CCmarkGFM
import CMarkArena

/// A large document converted in two halves at once: the root's children before a
/// top-level block on this thread, that block and the ones after it on another; or, when
/// one paragraph holds much of the document, everything before one of its children on this
/// thread and the rest on another.
///
/// Each half walks its own cmark subtrees into its own storage (reading disjoint subtrees
/// from two threads is safe: text is read in place, see ``NodeText``, and a getter that
/// copies writes only into the node it reads), and
/// the second half is appended to the first with its indices, links, text spans and
/// footnote numbers moved, so the tree is the one a single walk makes. Nothing a node's
/// conversion reads crosses the boundary: the depth counts from the root in both halves,
/// a table's cells follow their table, and text merges only into text just before it in
/// the same parent (a half inside a paragraph never starts with text).
/// Footnote labels and reference numbers are worked out afterwards, on the whole tree.
extension CMarkConverter {
    /// Where the two halves of a conversion meet: before a top-level block, or inside a
    /// top-level paragraph, before one of its children (a paragraph holding much of the
    /// document, such as a flood of links, has nothing to split at the top level).
    struct Split {
        /// The top-level block the second half starts at, or goes on converting.
        let block: OpaquePointer
        /// The child of `block` (a paragraph) the second half starts at; `nil` when it
        /// starts at `block` itself.
        let child: OpaquePointer?
        /// The paragraph's children walked to find `child` (the second half's, about half
        /// of them): a measure of its size that the bytes do not give.
        let childrenWalked: Int

        init(block: OpaquePointer, child: OpaquePointer? = nil, childrenWalked: Int = 0) {
            self.block = block
            self.child = child
            self.childrenWalked = childrenWalked
        }

        /// The nodes of the paragraph split inside, as its children walked say (0 for a split
        /// at the top level): they were about half its children, and a child is about one
        /// and three quarters nodes (a link and its text are two).
        var paragraphNodes: Int { childrenWalked * 7 / 2 }
    }

    /// Where the second half starts: the first top-level block after the last that starts
    /// in the first half of the lines; or, when the block holding the middle line is a
    /// paragraph of over a quarter of the lines, the first child of it on the middle line
    /// or after that is not text (see ``middleChild(of:line:)``). `nil` when there is no
    /// such place (one block that is not a large paragraph).
    ///
    /// The walk goes back from the last child; footnote definitions (cmark moves them to the
    /// end) and blocks without a position do not stop it. The point only balances the two
    /// halves' work: the tree is the same wherever they meet.
    static func splitPoint(of root: OpaquePointer) -> Split? {
        guard let first = cmark_node_first_child(root), var split = cmark_node_last_child(root) else { return nil }
        let lines = cmark_node_get_end_line(root)
        let middle = lines / 2
        while let previous = cmark_node_previous(split), previous != first {
            let line = cmark_node_get_start_line(previous)
            if line > 0 && line <= middle && cmark_node_get_type(previous) != CMARK_NODE_FOOTNOTE_DEFINITION { break }
            split = previous
        }
        // The block that holds the middle line: the one before `split`, or the only one.
        let holder = split == first ? first : cmark_node_previous(split) ?? first
        if cmark_node_get_type(holder) == CMARK_NODE_PARAGRAPH,
            cmark_node_get_end_line(holder) - cmark_node_get_start_line(holder) > lines / 4,
            cmark_node_get_end_line(holder) >= middle,
            let (child, walked) = middleChild(of: holder, line: middle)
        {
            return Split(block: holder, child: child, childrenWalked: walked)
        }
        // A text node merges into a text node before it: never the first of a half (cmark
        // puts no inline at the top level, so this is only a guard).
        guard split != first, cmark_node_get_type(split) != CMARK_NODE_TEXT else { return nil }
        return Split(block: split)
    }

    /// The first child of `paragraph` that starts on `line` or after and is not text (a text
    /// node merges into one before it, see `mergeText`), found going back from the last child
    /// until one starts before `line`; `nil` when there is none, or it is the first child.
    /// Children without a position (line breaks) neither qualify nor stop the walk. Also
    /// returns the number of children walked.
    static func middleChild(of paragraph: OpaquePointer, line: Int32) -> (OpaquePointer, walked: Int)? {
        var found: OpaquePointer? = nil
        var walked = 0
        var node = cmark_node_last_child(paragraph)
        while let current = node {
            let start = cmark_node_get_start_line(current)
            if start > 0 && start < line { break }
            if start > 0 && cmark_node_get_type(current) != CMARK_NODE_TEXT { found = current }
            walked += 1
            node = cmark_node_previous(current)
        }
        guard let found, found != cmark_node_first_child(paragraph) else { return nil }
        return (found, walked)
    }
}

extension CMarkConverter.Conversion {
    /// Converts the tree under `root` in two halves at once, meeting at `split`; the result
    /// is the one ``convertSubtree(_:)`` makes of `root`.
    mutating func convertInHalves(_ root: OpaquePointer, split: CMarkConverter.Split) {
        assert(cmark_node_parent(split.block) == root, "the halves meet at or inside a child of the root")
        assert(split.child.map { cmark_node_parent($0) == split.block } ?? true, "the child is the block's")
        // The second half's share of the reservation, by its share of the lines (an eighth
        // more, since lines differ).
        let lines = max(Int(cmark_node_get_end_line(root)), 1)
        let startLine = Int(cmark_node_get_start_line(split.child ?? split.block))
        let share = min(max(lines - startLine + 1, 0) + lines / 8, lines)
        var second = Self(
            maximumDepth: maximumDepth, bytes: storage.bytes.capacity * share / lines + 64,
            nodes: storage.nodes.capacity * share / lines + 64)
        // Both open the root, and for a split inside a paragraph the second opens it too
        // (read here, before the threads start), so depths, parents and the inline-container
        // test see the same ancestors in either half.
        guard enter(root), second.enter(root) else { return }
        let first = cmark_node_first_child(root)
        // Either half may run on either thread: both join the parse's arena (if any).
        let arena = cmark_swift_arena_current()
        if let child = split.child {
            let paragraph = split.block
            let secondOpened = second.enter(paragraph)
            precondition(secondOpened, "a paragraph is split inside only where its children are kept (depth 3 and more)")
            var opened = true
            Halves.run {
                CMarkSession.withArenaJoined(arena) {
                    self.convertSiblings(from: first, upTo: paragraph)
                    opened = self.enter(paragraph)
                    self.convertSiblings(from: cmark_node_first_child(paragraph), upTo: child)
                }
            } _: {
                CMarkSession.withArenaJoined(arena) {
                    second.convertSiblings(from: child, upTo: nil)
                    second.exit()
                    second.convertSiblings(from: cmark_node_next(paragraph), upTo: nil)
                }
            }
            precondition(opened, "the paragraph opens in the first half as in the second")
            append(second, sharing: 2)
        } else {
            Halves.run {
                CMarkSession.withArenaJoined(arena) { self.convertSiblings(from: first, upTo: split.block) }
            } _: {
                CMarkSession.withArenaJoined(arena) { second.convertSiblings(from: split.block, upTo: nil) }
            }
            append(second, sharing: 1)
        }
        exit()
    }

    /// Appends the nodes `second` converted after this conversion's own, as though this one
    /// had gone on to convert them. `second` begins with copies of the `shared` containers
    /// open here (the root, and the paragraph a split inside one is in): its own nodes that
    /// point at them are pointed at these, and the paragraph, which `second` closed, is
    /// closed here where it closed there.
    private mutating func append(_ second: Self, sharing shared: Int) {
        assert(stack.count == shared && second.stack.count == 1 && tableStack.isEmpty && second.tableStack.isEmpty)
        let opened = stack
        let start = storage.nodes.count
        // A node at index i >= shared of `second` lands at i + nodeShift.
        let nodeShift = Int32(start - shared)
        let byteShift = UInt32(storage.bytes.count)
        let definitionShift = definitionCount
        storage.bytes.append(contentsOf: second.storage.bytes)
        storage.nodes.append(contentsOf: second.storage.nodes.dropFirst(shared))
        storage.nodes.withUnsafeMutableBufferPointer { nodes in
            for i in start..<nodes.count {
                let parent = nodes[i].parent
                nodes[i].parent = parent < Int32(shared) ? opened[Int(parent)] : parent + nodeShift
                nodes[i].end += nodeShift
                // An empty span is `.empty` (offset 0): only spans with bytes move.
                if nodes[i].text.count != 0 { nodes[i].text.offset += byteShift }
                if nodes[i].text2.count != 0 { nodes[i].text2.offset += byteShift }
                if nodes[i].aux.count != 0 { nodes[i].aux.offset += byteShift }
                if nodes[i].kind == .footnoteDefinition { nodes[i].number += definitionShift }
            }
            // The shared containers past the root ends where `second` closed them.
            for level in 1..<shared { nodes[Int(opened[level])].end = second.storage.nodes[level].end + nodeShift }
        }
        stack.removeLast(shared - 1)
        definitionCount += second.definitionCount
        referenceCount += second.referenceCount
        storage.flattenedSubtrees += second.storage.flattenedSubtrees
    }
}
