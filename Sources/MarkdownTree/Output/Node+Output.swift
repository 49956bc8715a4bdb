extension Node {
    /// The HTML of this node's subtree, as ``Document/html(options:)`` writes it inside the
    /// whole document (the root's is the document's HTML).
    ///
    /// ```swift
    /// let document = Document(parsing: "# Title\n\n> A *quote*.\n")
    /// print(document.root.children.first { $0.kind == .blockQuote }!.html())
    /// // <blockquote>
    /// // <p>A <em>quote</em>.</p>
    /// // </blockquote>
    /// ```
    public func html(options: RenderOptions = .init()) -> String {
        var renderer = HTMLRenderer(options: options, filtersTags: document.options.extensions.contains(.tagfilter))
        let storage = document.storage
        storage.nodes.withUnsafeBufferPointer { nodes in
            storage.bytes.withUnsafeBufferPointer { text in
                renderer.render(nodes: nodes, text: text, root: index)
            }
        }
        return String(decoding: renderer.out.bytes, as: UTF8.self)
    }

    /// This node's subtree as CommonMark, written as if it were the whole document: an
    /// inline as a paragraph's text, a list item as a one-item list with its own marker
    /// (`3. third`).
    ///
    /// ```swift
    /// let document = Document(parsing: "- one\n- **two**\n")
    /// print(document.nodes.first { $0.kind == .strong }!.commonMark())  // **two**
    /// ```
    public func commonMark(width: Int = 0) -> String {
        var writer = CommonMarkWriter(storage: document.storage, options: document.options, width: max(width, 0))
        return String(decoding: writer.write(root: index), as: UTF8.self)
    }
}
