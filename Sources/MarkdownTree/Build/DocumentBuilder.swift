/// Builds a ``Document`` in code, one node at a time: open a container, add its children,
/// close it. Nothing recurses, so a builder can make a tree of any depth.
///
/// The built document has no source text and no source ranges. Adjacent text nodes are
/// merged and empty ones dropped (as the parser does), and the numbers a tree derives are computed in
/// ``build()``: table cell columns and alignments, footnote numbers and reference indices.
///
/// ```swift
/// var builder = DocumentBuilder()
/// builder.open(.heading(level: 2))
/// builder.text("Hello")
/// builder.close()
/// builder.open(.blockQuote)
/// builder.open(.paragraph)
/// builder.text("quoted ")
/// builder.add(.emphasis) { $0.text("words") }
/// builder.close()
/// builder.close()
/// print(builder.build().commonMark())
/// // ## Hello
/// //
/// // > quoted *words*
/// ```
public struct DocumentBuilder: Sendable {
    package var storage: TreeStorage
    /// Indices of the open nodes; the root is always first.
    private var openNodes: [Int32]
    /// ``close()`` never closes below this many open nodes (the rewriter raises it while a
    /// replacement is being built, so a replacement cannot close its surroundings).
    package var floor = 1
    /// The options recorded in the built document.
    public var options: ParseOptions

    /// Starts a document with an empty root.
    public init(options: ParseOptions = .init()) {
        self.options = options
        storage = TreeStorage()
        storage.nodes.append(RawNode(kind: .document, parent: -1))
        openNodes = [0]
    }

    /// The number of open nodes below the root.
    public var openCount: Int { openNodes.count - 1 }

    /// Opens a node: the nodes added next are its children, until ``close()``.
    public mutating func open(_ content: NodeContent) {
        append(makeRaw(content, parent: openNodes[openNodes.count - 1]), open: true)
    }

    /// Closes the most recently opened node (does nothing when only the root is open).
    public mutating func close() {
        guard openNodes.count > floor else { return }
        let index = openNodes.removeLast()
        storage.nodes[Int(index)].end = Int32(storage.nodes.count)
    }

    /// Adds a node with no children.
    public mutating func add(_ content: NodeContent) {
        append(makeRaw(content, parent: openNodes[openNodes.count - 1]), open: false)
    }

    /// Adds a node and builds its children in `children`; the node is closed afterwards
    /// (along with anything `children` left open).
    ///
    /// ```swift
    /// builder.add(.link(destination: "https://swift.org")) { $0.text("Swift") }
    /// ```
    public mutating func add(_ content: NodeContent, children: (inout DocumentBuilder) -> Void) {
        open(content)
        let depth = openNodes.count
        let savedFloor = floor
        floor = depth
        children(&self)
        floor = savedFloor
        while openNodes.count >= depth { close() }
    }

    /// Adds text (merged into a text node that directly precedes it).
    public mutating func text(_ string: String) { add(.text(string)) }

    /// Adds a soft line break.
    public mutating func softBreak() { add(.softBreak) }

    /// Adds a hard line break.
    public mutating func lineBreak() { add(.lineBreak) }

    /// The document built so far, with every open node closed.
    public func build() -> Document {
        var copy = self
        copy.floor = 1
        while copy.openNodes.count > 1 { copy.close() }
        copy.storage.nodes[0].end = Int32(copy.storage.nodes.count)
        // The numbers a tree derives from its shape, by the rules the parser numbers with.
        copy.storage.numberTableCells()
        copy.storage.numberFootnotesByLabel()
        return Document(storage: copy.storage, source: "", options: options)
    }

    // MARK: Package-internal building blocks (the rewriter and the decoder use them)

    /// Appends `raw` under the current open node; opens it when `open` is true.
    /// Text directly after text under the same parent is merged into it; empty text is
    /// dropped (the parser never makes either).
    package mutating func append(_ raw: RawNode, open: Bool) {
        var raw = raw
        let parent = openNodes[openNodes.count - 1]
        raw.parent = parent
        if !open && raw.kind == .text && raw.text.count == 0 { return }
        let last = storage.nodes.count - 1
        if !open, raw.kind == .text, last > Int(parent), storage.nodes[last].kind == .text, storage.nodes[last].parent == parent {
            mergeText(into: last, raw)
            return
        }
        let index = Int32(storage.nodes.count)
        raw.end = index + 1
        storage.nodes.append(raw)
        if open { openNodes.append(index) }
    }

    private mutating func mergeText(into index: Int, _ raw: RawNode) {
        var node = storage.nodes[index]
        if node.text.count == 0 {
            node.text = raw.text
        } else if raw.text.count > 0 {
            if node.text.offset + node.text.count != raw.text.offset {
                let copy = Array(storage.slice(node.text)) + Array(storage.slice(raw.text))
                node.text = storage.append(copy)
            } else {
                node.text.count += raw.text.count
            }
        }
        if !node.range.isEmpty && !raw.range.isEmpty {
            node.range.end = raw.range.end
        } else {
            node.range = .none
        }
        storage.nodes[index] = node
    }

    /// Appends a copy of a node of another tree (payload text copied into this buffer).
    package mutating func appendCopy(of raw: RawNode, from other: TreeStorage, open: Bool) {
        var copy = raw
        copy.text = storage.append(other.slice(raw.text))
        copy.text2 = storage.append(other.slice(raw.text2))
        copy.aux = storage.append(other.slice(raw.aux))
        append(copy, open: open)
    }

    /// Opens (or adds) a node from content with a source range.
    package mutating func append(_ content: NodeContent, range: SourceRange, open: Bool) {
        var raw = makeRaw(content, parent: openNodes[openNodes.count - 1])
        raw.range = range
        append(raw, open: open)
    }

    /// Closes nodes until only `count` nodes below the root are open.
    package mutating func close(downTo count: Int) {
        let savedFloor = floor
        floor = 1
        while openNodes.count > 1 && openNodes.count - 1 > count { close() }
        floor = savedFloor
    }

    private mutating func makeRaw(_ content: NodeContent, parent: Int32) -> RawNode {
        var raw = RawNode(kind: content.kind, parent: parent)
        switch content {
        case .list(let list):
            raw.listType = list.type
            if list.type == .ordered {
                raw.listDelimiter = list.delimiter == .none ? .period : list.delimiter
                raw.listStart = list.start
            }
            raw.isTight = list.isTight
        case .item(let task):
            raw.taskState = task
        case .codeBlock(let info, let literal, let fence):
            raw.text = storage.append(literal.utf8)
            raw.text2 = storage.append(info.utf8)
            raw.fence = fence.map { Fence(character: $0.character == "~" ? "~" : "`", length: $0.length, offset: $0.offset) }
        case .htmlBlock(let text), .text(let text), .code(let text), .inlineHTML(let text):
            raw.text = storage.append(text.utf8)
        case .customBlock(let onEnter, let onExit):
            raw.text = storage.append(onEnter.utf8)
            raw.text2 = storage.append(onExit.utf8)
        case .customInline(let onEnter, let onExit, let name):
            raw.text = storage.append(onEnter.utf8)
            raw.text2 = storage.append(onExit.utf8)
            if !name.isEmpty { raw.aux = storage.append(name.utf8) }
        case .heading(let level, let style):
            raw.headingLevel = level
            raw.isSetext = style == .setext
        case .table(let alignments):
            storage.setTableAlignments(alignments, of: &raw)
        case .tableRow(let header):
            raw.isHeaderRow = header
        case .footnoteDefinition(let label), .footnoteReference(let label):
            raw.text = storage.append(label.utf8)
        case .link(let destination, let title, let autolink):
            raw.text = storage.append(destination.utf8)
            raw.text2 = storage.append(title.utf8)
            raw.isAutolink = autolink
        case .image(let destination, let title):
            raw.text = storage.append(destination.utf8)
            raw.text2 = storage.append(title.utf8)
        case .document, .blockQuote, .paragraph, .thematicBreak, .tableCell, .softBreak, .lineBreak, .emphasis, .strong,
            .strikethrough:
            break
        }
        return raw
    }
}
