/// The node kinds a document may keep; every other block or inline turns back into the text
/// it was written as.
///
/// Chat and comment boxes accept a little Markdown and show the rest as typed: with
/// ``chat``, `# Title` stays `# Title` and a table stays its `|` lines, while `**bold**`,
/// `_emphasis_`, `~~strike~~`, inline code and links still work.
///
/// ```swift
/// let document = Document(parsing: "# Title\n\nSome **bold** text.\n").restricted(to: .chat)
/// print(document.root.children.map(\.kind))   // [paragraph, paragraph]
/// print(document.root.firstChild!.plainText)  // # Title
/// ```
public struct MarkdownSubset: Sendable, Hashable {
    /// The kinds kept as parsed (the document, paragraphs, text and breaks always are).
    public var allowedKinds: Set<NodeKind>

    /// A subset keeping `kinds`, plus the document, paragraphs, text and line breaks.
    public init(allowing kinds: Set<NodeKind>) {
        allowedKinds = kinds.union(Self.essentials)
    }

    /// Whether nodes of `kind` are kept.
    public func allows(_ kind: NodeKind) -> Bool { allowedKinds.contains(kind) }

    /// What chat messages accept: emphasis, strong, strikethrough, code spans, links and
    /// autolinks, in paragraphs.
    public static let chat = MarkdownSubset(allowing: [.emphasis, .strong, .strikethrough, .code, .link])

    /// Everything: no change.
    public static let all = MarkdownSubset(allowing: Set(NodeKind.allCases))

    private static let essentials: Set<NodeKind> = [.document, .paragraph, .text, .softBreak, .lineBreak]
}

extension Document {
    /// This document with every node `subset` does not allow replaced by its source text:
    /// a block becomes a paragraph of its lines (kept apart by line breaks), an inline
    /// becomes text. Source ranges are kept.
    ///
    /// ```swift
    /// let chat = Document(parsing: "| a | b |\n|---|---|\n| 1 | 2 |\n").restricted(to: .chat)
    /// // one paragraph: "| a | b |", "|---|---|", "| 1 | 2 |" on three lines
    /// ```
    public func restricted(to subset: MarkdownSubset) -> Document {
        let nodes = storage.nodes
        guard nodes.contains(where: { !subset.allows($0.kind) }) else { return self }
        var rebuilt = TreeRebuilder(storage: storage)
        let map = sourceMap()
        var i = 1
        while i < nodes.count {
            rebuilt.closeNodes(before: i)
            let raw = nodes[i]
            if subset.allows(raw.kind) {
                rebuilt.copy(raw, at: i)
                i += 1
                continue
            }
            let literal = literalText(of: i, map: map)
            if raw.kind.isBlock {
                let paragraph = rebuilt.open(kind: .paragraph, range: raw.range)
                rebuilt.appendLines(literal, range: raw.range, separator: .lineBreak)
                rebuilt.close(paragraph)
            } else {
                rebuilt.appendLines(literal, range: raw.range, separator: .softBreak)
            }
            i = Int(raw.end)
        }
        return rebuilt.finish(from: self)
    }

    /// The source bytes of node `index`, or for a node without a range its plain text.
    private func literalText(of index: Int, map: SourceMap) -> [UInt8] {
        let node = Node(document: self, index: index)
        guard let bytes = map.utf8Range(of: node.sourceRange) else { return Array(node.plainText.utf8) }
        var utf8 = Array(source.utf8[source.utf8.index(source.utf8.startIndex, offsetBy: bytes.lowerBound)...].prefix(bytes.count))
        while let last = utf8.last, last == 0x0A || last == 0x0D { utf8.removeLast() }
        return utf8
    }
}
