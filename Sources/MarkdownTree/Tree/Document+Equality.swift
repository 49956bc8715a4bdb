extension Document: Equatable, Hashable {
    /// Two documents are equal when they have the same source, options and tree: the same
    /// nodes in the same shape with the same data, text and source ranges. Where the text
    /// lies in each document's buffer does not matter.
    ///
    /// Compares without recursion, so it works at any depth.
    public static func == (lhs: Document, rhs: Document) -> Bool {
        lhs.source == rhs.source && lhs.options == rhs.options && lhs.storage.sameTree(as: rhs.storage, comparingRanges: true)
    }

    /// Hashes the source, options and tree (node data and text, not buffer offsets).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(options)
        storage.hashTree(into: &hasher, includingRanges: true)
    }

    /// Whether two documents have the same tree, ignoring source ranges, the source text
    /// and the options they were parsed with.
    ///
    /// ```swift
    /// let a = Document(parsing: "# Title\n")
    /// let b = Document(parsing: "Title\n=====\n")
    /// print(a.isStructurallyEqual(to: b))  // false: one is ATX, the other setext
    /// print(a.isStructurallyEqual(to: Document(parsing: a.commonMark())))  // true
    /// ```
    public func isStructurallyEqual(to other: Document) -> Bool {
        storage.sameTree(as: other.storage, comparingRanges: false)
    }
}

extension TreeStorage {
    /// Whether two trees have the same nodes, data and referenced text.
    package func sameTree(as other: TreeStorage, comparingRanges: Bool) -> Bool {
        guard nodes.count == other.nodes.count else { return false }
        for i in nodes.indices {
            let a = nodes[i]
            let b = other.nodes[i]
            guard a.kind == b.kind, a.flags == b.flags, a.small == b.small, a.parent == b.parent, a.end == b.end,
                a.number == b.number, a.extra == b.extra, !comparingRanges || a.range == b.range,
                slice(a.text) == other.slice(b.text), slice(a.text2) == other.slice(b.text2), slice(a.aux) == other.slice(b.aux)
            else { return false }
        }
        return true
    }

    /// Feeds the tree's node data and referenced text to `hasher`.
    package func hashTree(into hasher: inout Hasher, includingRanges: Bool) {
        hasher.combine(nodes.count)
        bytes.withUnsafeBytes { buffer in
            func combine(_ span: TextSpan) {
                hasher.combine(span.count)
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: buffer[Int(span.offset)..<Int(span.offset + span.count)]))
            }
            for node in nodes {
                hasher.combine(node.kind)
                hasher.combine(node.flags)
                hasher.combine(node.small)
                hasher.combine(node.parent)
                hasher.combine(node.end)
                hasher.combine(node.number)
                hasher.combine(node.extra)
                if includingRanges { hasher.combine(node.range) }
                combine(node.text)
                combine(node.text2)
                combine(node.aux)
            }
        }
    }
}
