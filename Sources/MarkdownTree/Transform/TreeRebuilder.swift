/// Builds a new flat tree while walking an old one in pre-order: nodes are copied or
/// replaced, parents and subtree ends fixed up with an explicit stack (no recursion).
///
/// The new tree shares the old text buffer and appends new text after it.
///
/// Its callers move an index over the old nodes rather than take `TreeEvents`: inline rules
/// consume a run of sibling text nodes in one step, which events (one node at a time) do
/// not offer; ``closeNodes(before:)`` closes what such a step leaves behind.
package struct TreeRebuilder {
    package private(set) var nodes: [RawNode]
    package private(set) var bytes: [UInt8]
    /// Open nodes: where the old subtree ends, and the new node's index.
    private var open: [(oldEnd: Int, index: Int)]

    package init(storage: TreeStorage) {
        var root = storage.nodes[0]
        root.parent = -1
        nodes = [root]
        nodes.reserveCapacity(storage.nodes.count)
        bytes = storage.bytes
        open = [(storage.nodes.count, 0)]
    }

    private var parent: Int32 { Int32(open.last?.index ?? 0) }

    /// Makes room for `nodes` nodes and `bytes` bytes of text in all, at once: a tree that
    /// grows by far (bodies grafted in) otherwise copies its arrays into fresh memory at
    /// each doubling. Room not used is address space, not memory.
    package mutating func reserveCapacity(nodes nodeCount: Int, bytes byteCount: Int) {
        nodes.reserveCapacity(nodeCount)
        bytes.reserveCapacity(byteCount)
    }

    /// Closes the open nodes whose old subtree ends at or before old index `index`.
    package mutating func closeNodes(before index: Int) {
        while open.count > 1, let top = open.last, top.oldEnd <= index {
            nodes[top.index].end = Int32(nodes.count)
            open.removeLast()
        }
    }

    /// Copies the old node at `oldIndex`; when it has children it stays open until the walk
    /// passes its old subtree.
    package mutating func copy(_ raw: RawNode, at oldIndex: Int) {
        var node = raw
        node.parent = parent
        nodes.append(node)
        let index = nodes.count - 1
        nodes[index].end = Int32(nodes.count)
        if Int(raw.end) > oldIndex + 1 { open.append((Int(raw.end), index)) }
    }

    /// Opens a new node with children to come; close it with ``close(_:)``.
    package mutating func open(kind: NodeKind, range: SourceRange) -> Int {
        var node = RawNode(kind: kind, parent: parent)
        node.range = range
        nodes.append(node)
        let index = nodes.count - 1
        open.append((Int.max, index))
        return index
    }

    /// Closes a node opened with ``open(kind:range:)``.
    package mutating func close(_ index: Int) {
        while let top = open.last, top.index >= index {
            nodes[top.index].end = Int32(nodes.count)
            open.removeLast()
        }
    }

    /// Appends a leaf with `kind` and `text`.
    package mutating func leaf(_ kind: NodeKind, text: some Collection<UInt8>, range: SourceRange) {
        var node = RawNode(kind: kind, parent: parent)
        node.range = range
        if !text.isEmpty { node.text = append(text) }
        node.end = Int32(nodes.count + 1)
        nodes.append(node)
    }

    /// Appends text nodes for each line of `text`, with a `separator` node between lines.
    package mutating func appendLines(_ text: [UInt8], range: SourceRange, separator: NodeKind) {
        var start = 0
        var first = true
        while start <= text.count {
            var end = text[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? text.count
            if !first { leaf(separator, text: [UInt8](), range: range) }
            first = false
            if end > start { leaf(.text, text: text[start..<end], range: range) }
            if end < text.count, text[end] == 0x0D, end + 1 < text.count, text[end + 1] == 0x0A { end += 1 }
            start = end + 1
        }
    }

    /// Changes the node at new index `index` (one opened with ``open(kind:range:)``).
    package mutating func update(_ index: Int, _ change: (inout RawNode) -> Void) {
        change(&nodes[index])
    }

    /// Appends the blocks of `tree` (all but its root, in their order) as children of the
    /// open node, their text copied after the buffer and every range `range`.
    package mutating func graft(_ tree: TreeStorage, range: SourceRange) {
        guard tree.nodes.count > 1 else { return }
        let parent = Int32(open.last?.index ?? 0)
        // A node of `tree` at index j lands at base + j.
        let base = Int32(nodes.count - 1)
        let byteBase = UInt32(bytes.count)
        bytes.append(contentsOf: tree.bytes)
        for var node in tree.nodes[1...] {
            node.parent = node.parent == 0 ? parent : node.parent + base
            node.end += base
            node.range = range
            if node.text.count > 0 { node.text.offset += byteBase }
            if node.text2.count > 0 { node.text2.offset += byteBase }
            if node.aux.count > 0 { node.aux.offset += byteBase }
            nodes.append(node)
        }
    }

    /// Names a custom inline node (its `aux` text).
    package mutating func setCustomName(_ name: String, of index: Int) {
        var name = name
        let span = name.withUTF8 { append($0) }
        nodes[index].aux = span
    }

    /// Appends bytes to the text buffer.
    package mutating func append(_ utf8: some Collection<UInt8>) -> TextSpan {
        let offset = UInt32(bytes.count)
        bytes.append(contentsOf: utf8)
        return TextSpan(offset: offset, count: UInt32(bytes.count) - offset)
    }

    /// Closes everything and makes the document, with `original`'s source and options.
    package mutating func finish(from original: Document) -> Document {
        while let top = open.popLast() { nodes[top.index].end = Int32(nodes.count) }
        var storage = TreeStorage(nodes: nodes, bytes: bytes)
        storage.flattenedSubtrees = original.storage.flattenedSubtrees
        var document = Document(
            storage: storage, source: original.source, options: original.options, frontMatter: original.frontMatter,
            limitNotes: original.limitNotes)
        document.transforms = original.transforms
        return document
    }
}
