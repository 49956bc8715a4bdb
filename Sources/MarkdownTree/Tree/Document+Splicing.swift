extension Document {
    /// A document made of this document's top-level blocks before node `prefixEnd`, then
    /// every top-level block of `slice` (its lines moved down by `sliceLineOffset`), then this
    /// document's nodes from `suffixStart` on (their lines moved by `suffixLineShift`).
    ///
    /// `prefixEnd` and `suffixStart` must be top-level boundaries (a root child's index, or
    /// ``nodeCount``). The incremental update of prepared content uses this to re-parse only
    /// the blocks around an edit; `source` is the whole edited text.
    package func splicing(
        prefixEnd: Int, slice: Document, sliceLineOffset: Int32, suffixStart: Int, suffixLineShift: Int32, source: String
    ) -> Document {
        let old = storage.nodes
        let inserted = slice.storage.nodes
        var nodes: [RawNode] = []
        nodes.reserveCapacity(prefixEnd + max(0, inserted.count - 1) + (old.count - suffixStart))
        nodes.append(contentsOf: old[0..<prefixEnd])
        var bytes = storage.bytes
        let byteBase = UInt32(bytes.count)
        bytes.append(contentsOf: slice.storage.bytes)
        // The slice's nodes, after the prefix: indices, parents, ends and text spans moved.
        let sliceShift = Int32(prefixEnd - 1)
        for var node in inserted.dropFirst() {
            node.parent = node.parent == 0 ? 0 : node.parent + sliceShift
            node.end += sliceShift
            node.text.offset += node.text.count == 0 ? 0 : byteBase
            node.text2.offset += node.text2.count == 0 ? 0 : byteBase
            node.aux.offset += node.aux.count == 0 ? 0 : byteBase
            node.range = node.range.movingLines(by: sliceLineOffset)
            nodes.append(node)
        }
        let suffixShift = Int32(nodes.count - suffixStart)
        for index in suffixStart..<old.count {
            var node = old[index]
            node.parent = node.parent == 0 ? 0 : node.parent + suffixShift
            node.end += suffixShift
            node.range = node.range.movingLines(by: suffixLineShift)
            nodes.append(node)
        }
        nodes[0].end = Int32(nodes.count)
        if let last = nodes.indices.dropFirst().last(where: { nodes[$0].parent == 0 }) {
            nodes[0].range.end = nodes[last].range.end
        }
        var spliced = TreeStorage(nodes: nodes, bytes: bytes)
        spliced.flattenedSubtrees = storage.flattenedSubtrees + slice.storage.flattenedSubtrees
        return Document(storage: spliced, source: source, options: options, frontMatter: frontMatter, limitNotes: limitNotes)
    }

    /// The indices of the root's children, in order.
    package var topLevelIndices: [Int] {
        var result: [Int] = []
        var i = 1
        let nodes = storage.nodes
        while i < nodes.count {
            result.append(i)
            i = Int(nodes[i].end)
        }
        return result
    }
}

extension SourceRange {
    /// The range with both lines moved by `delta` (an empty range stays empty).
    package func movingLines(by delta: Int32) -> SourceRange {
        guard !isEmpty, delta != 0 else { return self }
        return SourceRange(
            start: SourceLocation(rawLine: start.rawLine + delta, rawColumn: start.rawColumn),
            end: SourceLocation(rawLine: end.rawLine + delta, rawColumn: end.rawColumn))
    }
}
