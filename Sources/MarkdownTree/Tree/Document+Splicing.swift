extension Document {
    /// A document made of this document's top-level blocks before node `prefixEnd`, then the
    /// top-level blocks of `slice` before node `sliceEnd` (their lines moved down by
    /// `sliceLineOffset`), then this document's nodes from `suffixStart` on, their lines
    /// moved by `suffixLineShift` unless their top-level block starts on a line before
    /// `unmovedBefore` (footnote definitions written above the edit, which cmark moves to
    /// the end of the tree).
    ///
    /// `prefixEnd`, `sliceStart`, `sliceEnd` and `suffixStart` must be top-level boundaries (a
    /// root child's index, or the node count). The incremental update of prepared content
    /// uses this to re-parse only the blocks around an edit; `source` is the whole edited
    /// text, and `rootEnd` where cmark ends the root in it (the end of its last line).
    ///
    /// Footnote definitions the edit replaced are left out (`droppedBlocks`: top-level node
    /// indices of this document from `suffixStart` on), and those the slice parsed are
    /// appended after every other block (`appendedBlocks`: top-level node indices of
    /// `slice`); ``renumberingFootnotes()`` then numbers and orders them as cmark does.
    package func splicing(
        prefixEnd: Int, slice: Document, sliceStart: Int = 1, sliceEnd: Int, sliceLineOffset: Int32, suffixStart: Int,
        suffixLineShift: Int32, unmovedBefore: Int32, rootEnd: SourceLocation, source: String, droppedBlocks: Set<Int> = [],
        appendedBlocks: [Int] = []
    ) -> Document {
        let old = storage.nodes
        let inserted = slice.storage.nodes
        var nodes: [RawNode] = []
        nodes.reserveCapacity(prefixEnd + max(0, sliceEnd - sliceStart) + (old.count - suffixStart))
        nodes.append(contentsOf: old[0..<prefixEnd])
        var bytes = storage.bytes
        let byteBase = UInt32(bytes.count)
        bytes.append(contentsOf: slice.storage.bytes)
        // The slice's nodes, after the prefix: indices, parents, ends and text spans moved.
        func appendSlice(_ range: Range<Int>) {
            let sliceShift = Int32(nodes.count - range.lowerBound)
            for var node in inserted[range] {
                node.parent = node.parent == 0 ? 0 : node.parent + sliceShift
                node.end += sliceShift
                node.text.offset += node.text.count == 0 ? 0 : byteBase
                node.text2.offset += node.text2.count == 0 ? 0 : byteBase
                node.aux.offset += node.aux.count == 0 ? 0 : byteBase
                node.range = node.range.movingLines(by: sliceLineOffset)
                nodes.append(node)
            }
        }
        appendSlice(sliceStart..<max(sliceStart, sliceEnd))
        var block = suffixStart
        while block < old.count {
            let blockEnd = Int(old[block].end)
            defer { block = blockEnd }
            if droppedBlocks.contains(block) { continue }
            let suffixShift = Int32(nodes.count - block)
            let start = old[block].range.start.rawLine
            let lineShift = old[block].range.isEmpty || start >= unmovedBefore ? suffixLineShift : 0
            for index in block..<blockEnd {
                var node = old[index]
                node.parent = node.parent == 0 ? 0 : node.parent + suffixShift
                node.end += suffixShift
                node.range = node.range.movingLines(by: lineShift)
                nodes.append(node)
            }
        }
        for appended in appendedBlocks { appendSlice(appended..<Int(inserted[appended].end)) }
        nodes[0].end = Int32(nodes.count)
        nodes[0].range.end = rootEnd
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
