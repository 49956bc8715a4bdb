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
    /// in the line's UTF-8), or `nil` when no node does (past the end, or a document built
    /// in code). Ties go to the node that comes first.
    ///
    /// cmark's ranges decide: inline code covers its text without the backticks, a link its
    /// brackets and destination, emphasis its delimiters; a location in a block's
    /// indentation or marker (`> `, `- `) is in the block, not in its paragraph.
    ///
    /// ```swift
    /// let document = Document(parsing: "# Title\n\nSee [docs](d.md).\n")
    /// print(document.node(at: SourceLocation(line: 3, column: 7))!.kind)  // text ("docs")
    /// ```
    ///
    /// It descends from the root, stepping over every subtree whose node does not contain
    /// the location, so it reads the nodes along the way and their siblings, not the whole
    /// tree; no recursion.
    public func node(at location: SourceLocation) -> Node? {
        let nodes = storage.nodes
        guard !nodes.isEmpty else { return nil }
        var found: Int? = nil
        var i = 0
        var end = nodes.count
        while i < end {
            let raw = nodes[i]
            if raw.range.contains(location) {
                found = i
                end = Int(raw.end)
                i += 1
            } else if raw.range.isEmpty {
                i += 1  // No range of its own (built in code): its children may have one.
            } else {
                i = Int(raw.end)
            }
        }
        return found.map { Node(document: self, index: $0) }
    }
}
