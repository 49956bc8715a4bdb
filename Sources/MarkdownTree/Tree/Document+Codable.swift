extension Document: Codable {
    private enum CodingKeys: String, CodingKey {
        case source, options, nodes
    }

    /// One node of the flat encoding: its content's fields, its number of children and its
    /// range, side by side in one object.
    private struct EncodedNode: Codable {
        var content: NodeContent
        var children: Int
        /// `[startLine, startColumn, endLine, endColumn]`, absent for nodes without a range.
        var range: [Int32]?

        private enum CodingKeys: String, CodingKey {
            case children, range
        }

        init(content: NodeContent, children: Int, range: [Int32]?) {
            self.content = content
            self.children = children
            self.range = range
        }

        init(from decoder: any Decoder) throws {
            content = try NodeContent(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            children = try container.decodeIfPresent(Int.self, forKey: .children) ?? 0
            range = try container.decodeIfPresent([Int32].self, forKey: .range)
        }

        func encode(to encoder: any Encoder) throws {
            try content.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            if children > 0 { try container.encode(children, forKey: .children) }
            try container.encodeIfPresent(range, forKey: .range)
        }
    }

    /// Encodes the document flat: source, options, and the nodes in pre-order, each with
    /// its ``NodeContent`` fields, child count (absent for none) and source range. Nothing
    /// nests by depth (keys in whatever order the encoder writes them):
    ///
    /// ```json
    /// {"source":"# Hi\n","options":{…},"nodes":[{"type":"document","children":1,"range":[1,1,1,4]},
    ///  {"type":"heading","level":1,"style":"atx","children":1,"range":[1,1,1,4]},
    ///  {"type":"text","literal":"Hi","range":[1,3,1,4]}]}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(options, forKey: .options)
        var childCounts = [Int](repeating: 0, count: storage.nodes.count)
        for node in storage.nodes where node.parent >= 0 { childCounts[Int(node.parent)] += 1 }
        var encoded: [EncodedNode] = []
        encoded.reserveCapacity(storage.nodes.count)
        for node in nodes {
            let range = node.sourceRange
            encoded.append(
                EncodedNode(
                    content: node.content, children: childCounts[node.index],
                    range: range == .none ? nil : [range.start.rawLine, range.start.rawColumn, range.end.rawLine, range.end.rawColumn]))
        }
        try container.encode(encoded, forKey: .nodes)
    }

    /// Decodes the flat encoding, checking that the child counts describe exactly one tree
    /// rooted at a document node; throws `DecodingError.dataCorrupted` when they do not.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let source = try container.decode(String.self, forKey: .source)
        let options = try container.decode(ParseOptions.self, forKey: .options)
        let encoded = try container.decode([EncodedNode].self, forKey: .nodes)
        func corrupt(_ message: String) -> DecodingError {
            DecodingError.dataCorruptedError(forKey: .nodes, in: container, debugDescription: message)
        }
        guard let root = encoded.first, case .document = root.content else { throw corrupt("the first node must be the document") }
        guard encoded.count < Int(Int32.max) else { throw corrupt("too many nodes") }
        var builder = DocumentBuilder(options: options)
        builder.storage.nodes[0].range = try Self.range(root.range, corrupt)
        var remaining = [root.children]
        guard root.children >= 0 else { throw corrupt("node 0 has a negative child count") }
        for (index, node) in encoded.enumerated().dropFirst() {
            while let last = remaining.last, last == 0 {
                remaining.removeLast()
                builder.close(downTo: remaining.count - 1)
            }
            guard !remaining.isEmpty else { throw corrupt("node \(index) is outside the tree the child counts describe") }
            guard node.children >= 0 else { throw corrupt("node \(index) has a negative child count") }
            if case .heading(let level, _) = node.content, !(1...6).contains(level) {
                throw corrupt("node \(index): heading level \(level) is not 1 to 6")
            }
            remaining[remaining.count - 1] -= 1
            let range = try Self.range(node.range, corrupt)
            if node.children > 0 {
                builder.append(node.content, range: range, open: true)
                remaining.append(node.children)
            } else {
                builder.append(node.content, range: range, open: false)
            }
        }
        while let last = remaining.last, last == 0 { remaining.removeLast() }
        guard remaining.isEmpty else { throw corrupt("the child counts promise more nodes than there are") }
        let built = builder.build()
        guard built.storage.nodes.count == encoded.count else { throw corrupt("text nodes must not be empty nor follow one another") }
        self.init(storage: built.storage, source: source, options: options)
    }

    private static func range(_ numbers: [Int32]?, _ corrupt: (String) -> DecodingError) throws -> SourceRange {
        guard let numbers else { return .none }
        guard numbers.count == 4 else { throw corrupt("a range is four numbers: start line, start column, end line, end column") }
        return SourceRange(
            start: SourceLocation(rawLine: numbers[0], rawColumn: numbers[1]),
            end: SourceLocation(rawLine: numbers[2], rawColumn: numbers[3]))
    }
}
