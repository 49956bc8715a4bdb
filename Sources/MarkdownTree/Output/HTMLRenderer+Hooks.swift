extension Document {
    /// Renders the document as HTML with `hooks` applied (see ``HTMLHooks``); with no hook
    /// set, the output is ``html(options:)``'s, byte for byte cmark-gfm's.
    ///
    /// ```swift
    /// var hooks = HTMLHooks()
    /// hooks.headingIDs = true
    /// hooks.linkAttributes = [HTMLAttribute("rel", "nofollow")]
    /// print(Document(parsing: "## Set up\n\n[x](https://x.org)\n").html(hooks: hooks))
    /// // <h2 id="set-up">Set up</h2>
    /// // <p><a href="https://x.org" rel="nofollow">x</a></p>
    /// ```
    public func html(options: RenderOptions = .init(), hooks: HTMLHooks) -> String {
        var renderer = HTMLRenderer(options: options, filtersTags: self.options.extensions.contains(.tagfilter))
        if !hooks.isEmpty {
            renderer.hooks = HTMLRenderer.HookState(hooks: hooks, document: self)
        }
        storage.nodes.withUnsafeBufferPointer { nodes in
            storage.bytes.withUnsafeBufferPointer { text in
                renderer.render(nodes: nodes, text: text)
            }
        }
        return String(decoding: renderer.out.bytes, as: UTF8.self)
    }
}

extension HTMLRenderer {
    /// The hooks of one render and what they need along the way.
    struct HookState {
        let hooks: HTMLHooks
        let document: Document
        /// Heading ids by node index, made at the first heading.
        var headingIDs: [Int: String]?
        /// Nodes written as a hook's element: their index and the element's name, innermost last.
        var replaced: [(index: Int, name: String)] = []
    }

    /// Enters node `index`, through the hooks when there are any.
    @inline(__always)
    mutating func enterNode(_ index: Int, nodes: UnsafeBufferPointer<RawNode>, text: UnsafeBufferPointer<UInt8>) {
        if hooks == nil {
            enter(index, nodes: nodes, text: text)
        } else {
            enterHooked(index, nodes: nodes, text: text)
        }
    }

    /// Exits node `index`, through the hooks when there are any.
    @inline(__always)
    mutating func exitNode(_ index: Int, nodes: UnsafeBufferPointer<RawNode>, text: UnsafeBufferPointer<UInt8>) {
        if let last = hooks?.replaced.last, last.index == index {
            hooks!.replaced.removeLast()
            closeElement(last.name, block: nodes[index].kind.isBlock)
        } else {
            exit(index, nodes: nodes, text: text)
        }
    }

    private mutating func enterHooked(_ index: Int, nodes: UnsafeBufferPointer<RawNode>, text: UnsafeBufferPointer<UInt8>) {
        // Read through `self.hooks!`, never a copy of the state: a copy would share the
        // `replaced` stack and make each push copy it (quadratic in depth).
        let node = nodes[index]
        let hooks = self.hooks!.hooks
        if let make = hooks.element, let element = make(Node(document: self.hooks!.document, index: index)),
            HTMLHooks.allows(element: element, unsafe: options.unsafe)
        {
            openElement(element, block: node.kind.isBlock)
            if node.kind.isLeaf {
                // A leaf has no exit: its text (escaped) and the closing tag now.
                if node.kind == .text || node.kind == .code || node.kind == .codeBlock { out.writeEscapingHTML(slice(node.text, text)) }
                closeElement(element.name, block: node.kind.isBlock)
            } else {
                self.hooks!.replaced.append((index, element.name))
            }
            return
        }
        switch node.kind {
        case .heading where hooks.headingIDs:
            if self.hooks!.headingIDs == nil {
                var ids: [Int: String] = [:]
                for entry in self.hooks!.document.tableOfContents(idPrefix: hooks.headingIDPrefix) { ids[entry.node.index] = entry.id }
                self.hooks!.headingIDs = ids
            }
            out.cr()
            out.write("<h")
            out.write(byte: 0x30 &+ UInt8(truncatingIfNeeded: node.headingLevel))
            writeSourcePosition(node)
            write(attributes: [HTMLAttribute("id", self.hooks!.headingIDs?[index] ?? "")])
            out.write(byte: UInt8(ascii: ">"))
        case .link where hooks.linkURL != nil || !hooks.linkAttributes.isEmpty:
            out.write("<a href=\"")
            writeURL(hooks.linkURL, node: node, text: text)
            if node.text2.count > 0 {
                out.write("\" title=\"")
                out.writeEscapingHTML(slice(node.text2, text))
            }
            out.write(byte: UInt8(ascii: "\""))
            write(attributes: hooks.linkAttributes)
            out.write(byte: UInt8(ascii: ">"))
        case .image where hooks.imageURL != nil:
            out.write("<img src=\"")
            writeURL(hooks.imageURL, node: node, text: text)
            out.write("\" alt=\"")
        case .codeBlock where hooks.codeBlockClass != nil:
            writeCodeBlock(node, text: text, classOf: hooks.codeBlockClass!)
        default:
            enter(index, nodes: nodes, text: text)
        }
    }

    /// A link's or image's URL, through `rewrite` when a hook is set, checked in safe mode
    /// and escaped. The written URL is checked before the hook sees it and the hook's result
    /// again: a rewrite can neither revive a dangerous URL (`javascript:` behind a CDN
    /// prefix) nor make one.
    private mutating func writeURL(_ rewrite: (@Sendable (String) -> String)?, node: RawNode, text: UnsafeBufferPointer<UInt8>) {
        guard let rewrite else {
            writeDestination(node, text: text)
            return
        }
        let unsafe = options.unsafe
        let written = slice(node.text, text)
        guard unsafe || !HTMLRenderer.isDangerous(url: written) else { return }
        var url = rewrite(String(decoding: written, as: UTF8.self))
        url.withUTF8 { bytes in
            if unsafe || !HTMLRenderer.isDangerous(url: bytes) { out.writeEscapingHref(bytes) }
        }
    }

    /// ` name="value"` for each attribute the hooks allow (URL values checked in safe mode).
    private mutating func write(attributes: [HTMLAttribute]) {
        for attribute in attributes where HTMLHooks.allows(attribute: attribute, unsafe: options.unsafe) {
            var value = attribute.value
            let isURL = HTMLHooks.urlAttributes.contains(attribute.name.lowercased())
            out.write(byte: 0x20)
            writeEscaped(attribute.name)
            out.write("=\"")
            let unsafe = options.unsafe
            value.withUTF8 { bytes in
                if !isURL {
                    out.writeEscapingHTML(bytes)
                } else if unsafe || !HTMLRenderer.isDangerous(url: bytes) {
                    out.writeEscapingHref(bytes)
                }
            }
            out.write(byte: UInt8(ascii: "\""))
        }
    }

    private mutating func writeEscaped(_ string: String) {
        var string = string
        string.withUTF8 { out.writeEscapingHTML($0) }
    }

    private mutating func openElement(_ element: HTMLElement, block: Bool) {
        if block { out.cr() }
        out.write(byte: UInt8(ascii: "<"))
        writeEscaped(element.name)
        write(attributes: element.attributes)
        out.write(byte: UInt8(ascii: ">"))
    }

    private mutating func closeElement(_ name: String, block: Bool) {
        out.write("</")
        writeEscaped(name)
        out.write(byte: UInt8(ascii: ">"))
        if block { out.write(byte: 0x0A) }
    }

    /// A code block whose `<code>` class the hook chose (cmark's writing when it gives none).
    private mutating func writeCodeBlock(
        _ node: RawNode, text: UnsafeBufferPointer<UInt8>, classOf: @Sendable (String?) -> String?
    ) {
        let info = slice(node.text2, text)
        var firstWord = 0
        while firstWord < info.count && !HTMLRenderer.isSpace(info[firstWord]) { firstWord += 1 }
        let language = info.isEmpty ? nil : String(decoding: UnsafeBufferPointer(rebasing: info[0..<firstWord]), as: UTF8.self)
        guard let className = classOf(language) else {
            writeCodeBlock(node, text: text)
            return
        }
        out.cr()
        out.write("<pre")
        writeSourcePosition(node)
        if options.githubPreLang, let language {
            write(attributes: [HTMLAttribute("lang", language)])
        }
        out.write("><code")
        write(attributes: [HTMLAttribute("class", className)])
        if firstWord < info.count && options.fullInfoString {
            out.write(" data-meta=\"")
            out.writeEscapingHTML(UnsafeBufferPointer(rebasing: info[(firstWord + 1)...]))
            out.write(byte: UInt8(ascii: "\""))
        }
        out.write(byte: UInt8(ascii: ">"))
        out.writeEscapingHTML(slice(node.text, text))
        out.write("</code></pre>\n")
    }
}
