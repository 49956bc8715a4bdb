extension SourceRange {
    /// The location just past the range's last byte: ``end`` one column on. (``end`` itself
    /// is inclusive, as cmark reports it.)
    public var upperBound: SourceLocation {
        SourceLocation(rawLine: end.rawLine, rawColumn: end.rawColumn &+ 1)
    }

    /// The range as a half-open `Range` (the shape swift-markdown's `SourceRange` has), or
    /// `nil` for a node built in code.
    ///
    /// ```swift
    /// let heading = Document(parsing: "# Title\n").root.firstChild!
    /// print(heading.sourceRange, heading.sourceRange.halfOpen!)  // 1:1-1:7 1:1..<1:8
    /// ```
    public var halfOpen: Range<SourceLocation>? {
        isEmpty || upperBound < start ? nil : start..<upperBound
    }

    /// Whether `location` (1-based line and byte column) is one of the range's bytes.
    public func contains(_ location: SourceLocation) -> Bool {
        !isEmpty && start <= location && location < upperBound
    }
}

extension Node {
    /// The node's source as a half-open range, `nil` for a node built in code; the same
    /// span as ``sourceRange``, whose end is inclusive.
    public var range: Range<SourceLocation>? { sourceRange.halfOpen }
}

extension Document {
    /// The deepest node whose source contains `location` (1-based line, 1-based byte column
    /// in the line's UTF-8), the first in document order among equally deep ones; `nil` when
    /// no node does (past the end, or a document built in code).
    ///
    /// The nodes' ranges decide, and every inline's covers its delimiters: inline code its
    /// backticks, a link its brackets and destination, an autolink its `<` `>`, emphasis,
    /// strong and strikethrough their `*`, `_` or `~`; a location in a block's indentation or
    /// marker (`> `, `- `) is in the block, not in its paragraph.
    ///
    /// ```swift
    /// let document = Document(parsing: "# Title\n\nSee [docs](d.md).\n")
    /// print(document.node(at: SourceLocation(line: 3, column: 7))!.kind)  // text ("docs")
    /// ```
    ///
    /// One pass over the nodes, linear in their number, with a stack of open subtree ends
    /// for the depth: no subtree can be skipped, because cmark's ranges do not nest
    /// exactly (a setext heading's range runs over the next line, a text's can end a column
    /// past its paragraph's, siblings can overlap).
    public func node(at location: SourceLocation) -> Node? {
        var found = -1
        var foundDepth = -1
        storage.nodes.withUnsafeBufferPointer { nodes in
            // The subtree ends of the ancestors of the node at hand, innermost last.
            var ends: [Int32] = []
            for i in nodes.indices {
                while let end = ends.last, end <= Int32(i) { ends.removeLast() }
                let raw = nodes[i]
                if ends.count > foundDepth && raw.range.contains(location) {
                    found = i
                    foundDepth = ends.count
                }
                if raw.end > Int32(i + 1) { ends.append(raw.end) }
            }
        }
        return found < 0 ? nil : Node(document: self, index: found)
    }
}
