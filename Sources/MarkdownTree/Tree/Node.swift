/// A typed view of one node of a ``Document``.
///
/// A node is a document plus an index: cheap to copy, and valid as long as you hold it.
///
/// ```swift
/// let document = Document(parsing: "1. [link](https://example.com \"Title\")\n")
/// let link = document.nodes.first { $0.kind == .link }!
/// print(link.destination!, link.title!)   // https://example.com Title
/// ```
public struct Node: Sendable {
    /// The document this node belongs to.
    public let document: Document
    /// The node's pre-order index in its document.
    public let index: Int

    package init(document: Document, index: Int) {
        self.document = document
        self.index = index
    }

    @inline(__always) package var raw: RawNode { document.storage.nodes[index] }

    /// The kind of the node.
    public var kind: NodeKind { raw.kind }

    /// The span of source the node came from (``SourceRange/none`` for nodes built in code).
    public var sourceRange: SourceRange { raw.range }

    /// The parent node, `nil` for the root.
    public var parent: Node? {
        let parent = raw.parent
        return parent < 0 ? nil : Node(document: document, index: Int(parent))
    }

    /// The node's children, in order.
    public var children: Children { Children(document: document, parent: index) }

    /// The first child, if any.
    public var firstChild: Node? { children.first }

    /// Every node of this node's subtree, in pre-order, this node first.
    public var subtree: LazyMapSequence<Range<Int>, Node> {
        let document = self.document
        return (index..<Int(raw.end)).lazy.map { Node(document: document, index: $0) }
    }

    /// The number of ancestors (the root has depth 0).
    public var depth: Int {
        var depth = 0
        var parent = raw.parent
        while parent >= 0 {
            depth += 1
            parent = document.storage.nodes[Int(parent)].parent
        }
        return depth
    }

    // MARK: Payload

    /// The literal text of a text, code, code block, HTML block or inline HTML node;
    /// the label of a footnote definition or reference; `nil` for other kinds.
    public var literal: String? {
        switch kind {
        case .text, .code, .codeBlock, .htmlBlock, .inlineHTML, .footnoteDefinition, .footnoteReference:
            return document.storage.string(raw.text)
        default:
            return nil
        }
    }

    /// A heading's level, 1 to 6.
    public var headingLevel: Int? { kind == .heading ? raw.headingLevel : nil }

    /// Whether a heading was written ATX (`#`) or setext (underlined).
    public var headingStyle: HeadingStyle? {
        kind == .heading ? (raw.isSetext ? .setext : .atx) : nil
    }

    /// A list's type, delimiter, start number and tightness.
    public var listAttributes: ListAttributes? {
        guard kind == .list else { return nil }
        let raw = self.raw
        return ListAttributes(
            type: raw.listType, delimiter: raw.listDelimiter, start: raw.listStart, isTight: raw.isTight
        )
    }

    /// An item's task state (``TaskState/none`` for items without a checkbox).
    public var taskState: TaskState? { kind == .item ? raw.taskState : nil }

    /// A code block's info string (after the opening fence); empty for indented code.
    public var info: String? { kind == .codeBlock ? document.storage.string(raw.text2) : nil }

    /// How a code block was written: fenced or indented, and its fence.
    public var fence: Fence? {
        kind == .codeBlock ? raw.fence : nil
    }

    /// A link's or image's destination.
    public var destination: String? { kind == .link || kind == .image ? document.storage.string(raw.text) : nil }

    /// A link's or image's title (empty when none).
    public var title: String? { kind == .link || kind == .image ? document.storage.string(raw.text2) : nil }

    /// Whether a link is an autolink (`<https://…>`, or an extended autolink such as `www.example.com`).
    public var isAutolink: Bool { kind == .link && raw.isAutolink }

    /// A table's column alignments, one per column.
    public var tableAlignments: [ColumnAlignment]? {
        guard kind == .table else { return nil }
        return document.storage.tableAlignments(of: raw)
    }

    /// Whether a table row is the header row.
    public var isHeaderRow: Bool? { kind == .tableRow ? raw.isHeaderRow : nil }

    /// A table cell's column alignment (the table's alignment for the cell's column).
    public var cellAlignment: ColumnAlignment? { kind == .tableCell ? raw.cellAlignment : nil }

    /// A table cell's 0-based column.
    public var cellColumn: Int? { kind == .tableCell ? raw.cellColumn : nil }

    /// The number of a footnote definition or reference: its place in the order of first
    /// reference (1-based), which is the number cmark prints.
    public var footnoteNumber: Int? { kind == .footnoteDefinition || kind == .footnoteReference ? raw.footnoteNumber : nil }

    /// The text of every text, code and inline HTML node below this one, concatenated;
    /// soft and hard breaks count as a space and a newline.
    public var plainText: String {
        var bytes: [UInt8] = []
        let storage = document.storage
        for i in index..<Int(raw.end) {
            let node = storage.nodes[i]
            switch node.kind {
            case .text, .code, .inlineHTML: bytes.append(contentsOf: storage.slice(node.text))
            case .softBreak: bytes.append(0x20)
            case .lineBreak: bytes.append(0x0A)
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Node {
    /// The children of a node, as a forward collection of nodes.
    public struct Children: Sequence, Sendable {
        let document: Document
        let parent: Int

        public struct Iterator: IteratorProtocol {
            let document: Document
            var position: Int
            let end: Int

            public mutating func next() -> Node? {
                guard position < end else { return nil }
                let node = Node(document: document, index: position)
                position = Int(document.storage.nodes[position].end)
                return node
            }
        }

        public func makeIterator() -> Iterator {
            Iterator(document: document, position: parent + 1, end: Int(document.storage.nodes[parent].end))
        }

        /// The first child, if any.
        public var first: Node? {
            var iterator = makeIterator()
            return iterator.next()
        }

        /// Whether the node has no children.
        public var isEmpty: Bool { first == nil }

        /// The number of children (walks them).
        public var count: Int { reduce(0) { total, _ in total + 1 } }
    }
}

/// A list's type, delimiter, start number and tightness.
public struct ListAttributes: Sendable, Hashable, Codable {
    public var type: ListType
    public var delimiter: ListDelimiter
    /// The first number of an ordered list (0 for a bullet list).
    public var start: Int
    /// A tight list's items are not separated by blank lines.
    public var isTight: Bool

    public init(type: ListType, delimiter: ListDelimiter = .none, start: Int = 0, isTight: Bool = true) {
        self.type = type
        self.delimiter = delimiter
        self.start = start
        self.isTight = isTight
    }
}

/// The fence of a fenced code block.
public struct Fence: Sendable, Hashable {
    /// A backtick or a tilde (`~`).
    public var character: Character
    /// The number of fence characters (3 or more).
    public var length: Int
    /// The indentation of the opening fence.
    public var offset: Int

    public init(character: Character, length: Int, offset: Int) {
        self.character = character
        self.length = length
        self.offset = offset
    }
}
