extension Document {
    /// Renders the document as HTML, byte for byte as cmark-gfm 0.29.0.gfm.6 would.
    ///
    /// The renderer is this package's own, written over the typed tree: it walks the flat
    /// node array without recursion (a block quote nested 100,000 deep renders like any
    /// other document) and writes into one byte buffer. GFM's tag filter applies when the
    /// document was parsed with ``Extension/tagfilter``.
    ///
    /// ```swift
    /// let document = Document(parsing: "# Hi\n\n- [x] *done*\n")
    /// print(document.html())
    /// // <h1>Hi</h1>
    /// // <ul>
    /// // <li><input type="checkbox" checked="" disabled="" /> <em>done</em></li>
    /// // </ul>
    /// var options = RenderOptions()
    /// options.sourcepos = true
    /// print(document.html(options: options))  // <h1 data-sourcepos="1:1-1:4">Hi</h1> …
    /// ```
    public func html(options: RenderOptions = .init()) -> String {
        String(decoding: htmlUTF8(options: options), as: UTF8.self)
    }

    /// The HTML of ``html(options:)`` as UTF-8 bytes, without the copy into a `String`.
    package func htmlUTF8(options: RenderOptions = .init()) -> [UInt8] {
        var renderer = HTMLRenderer(options: options, filtersTags: self.options.extensions.contains(.tagfilter))
        storage.nodes.withUnsafeBufferPointer { nodes in
            storage.bytes.withUnsafeBufferPointer { text in
                renderer.render(nodes: nodes, text: text)
            }
        }
        return renderer.out.bytes
    }
}

/// cmark-gfm's HTML renderer, rewritten over the flat typed tree.
///
/// Nodes come in pre-order; a container is exited when the walk passes its subtree's end,
/// so the only stack is an array of open indices. An image's alt text is written by a
/// linear scan of its subtree.
struct HTMLRenderer {
    let options: RenderOptions
    /// Whether GFM's tag filter is on (the document was parsed with it).
    let filtersTags: Bool
    var out: HTMLBuffer
    /// Footnote definitions entered so far, and the last one whose back-reference is written.
    var footnoteIndex = 0
    var writtenFootnoteIndex = 0
    /// References per footnote number (index 0 unused), counted when the first definition is met.
    var referenceCounts: [Int32] = []
    /// Table state, as cmark's table extension keeps it.
    var needsClosingTableBody = false
    var inTableHeader = false
    /// The hooks of ``Document/html(options:hooks:)``; `nil` for cmark-gfm's output.
    var hooks: HookState?

    init(options: RenderOptions, filtersTags: Bool) {
        self.options = options
        self.filtersTags = filtersTags
        self.out = HTMLBuffer(capacity: 0)
    }

    /// Writes the subtree of node `root` (the whole document by default). A subtree is
    /// written as it is inside the whole: a cell of the header row as `<th>`, a paragraph of
    /// a tight list without `<p>`.
    mutating func render(nodes: UnsafeBufferPointer<RawNode>, text: UnsafeBufferPointer<UInt8>, root: Int = 0) {
        // Room for the whole document's HTML, so the buffer is not copied as it grows: its
        // text, escaped, and the tags, 7-12 bytes a node on the generated corpus and on
        // Fixtures/real. Pages of the room never written are never touched.
        out = HTMLBuffer(capacity: root == 0 ? text.count + text.count / 8 + nodes.count * 16 + 64 : 256)
        if root > 0, nodes[root].kind == .tableCell, nodes[Int(nodes[root].parent)].isHeaderRow { inTableHeader = true }
        var events = TreeEvents(nodes, subtreeOf: root)
        while let event = events.next() {
            switch event {
            case .enter(0), .exit(0):
                break  // The root writes nothing.
            case .enter(let i):
                enterNode(i, nodes: nodes, text: text)
                if nodes[i].kind == .image {
                    // The alt text is the image's children, written flat.
                    writeAltText(nodes: nodes, range: (i + 1)..<Int(nodes[i].end), text: text)
                    events.skipChildren()
                }
            case .exit(let i):
                if !nodes[i].kind.isLeaf { exitNode(i, nodes: nodes, text: text) }
            }
        }
        if footnoteIndex > 0 { out.write("</ol>\n</section>\n") }
    }

    @inline(__always)
    func slice(_ span: TextSpan, _ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(span.offset)..<Int(span.offset + span.count)])
    }

    /// Writes ` data-sourcepos="…"` when source positions are on.
    @inline(__always)
    mutating func writeSourcePosition(_ node: RawNode) {
        guard options.sourcepos else { return }
        let range = node.range
        out.write(" data-sourcepos=\"")
        out.write(number: Int(range.start.rawLine))
        out.write(byte: UInt8(ascii: ":"))
        out.write(number: Int(range.start.rawColumn))
        out.write(byte: UInt8(ascii: "-"))
        out.write(number: Int(range.end.rawLine))
        out.write(byte: UInt8(ascii: ":"))
        out.write(number: Int(range.end.rawColumn))
        out.write(byte: UInt8(ascii: "\""))
    }

    /// Whether a paragraph is in a tight list (its grandparent is a tight list).
    @inline(__always)
    func isTight(_ paragraph: RawNode, nodes: UnsafeBufferPointer<RawNode>) -> Bool {
        guard paragraph.parent >= 0 else { return false }
        let grandparent = nodes[Int(paragraph.parent)].parent
        guard grandparent >= 0 else { return false }
        let list = nodes[Int(grandparent)]
        return list.kind == .list && list.isTight
    }

    /// The text of an image's description: literal text only, breaks as spaces.
    mutating func writeAltText(nodes: UnsafeBufferPointer<RawNode>, range: Range<Int>, text: UnsafeBufferPointer<UInt8>) {
        for index in range {
            let node = nodes[index]
            switch node.kind {
            case .text, .code, .inlineHTML: out.writeEscapingHTML(slice(node.text, text))
            case .softBreak, .lineBreak: out.write(byte: 0x20)
            default: break
            }
        }
    }

    /// Writes a link's or image's destination, or nothing for a dangerous one in safe mode.
    @inline(__always)
    mutating func writeDestination(_ node: RawNode, text: UnsafeBufferPointer<UInt8>) {
        let url = slice(node.text, text)
        if options.unsafe || !HTMLRenderer.isDangerous(url: url) { out.writeEscapingHref(url) }
    }
}
