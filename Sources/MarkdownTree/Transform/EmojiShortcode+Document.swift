extension Document {
    /// This document with GitHub's emoji shortcodes in its text shown as the emoji
    /// (`:rocket:` → 🚀), as GitHub's page shows them; code, HTML and link destinations keep
    /// what was written.
    ///
    /// Only text nodes change, and only their text: every node keeps its index, kind and
    /// source range, so node ranges taken before (a part of the document) still hold. The
    /// document is copied only when some shortcode is found; `nodes` limits the search
    /// (a part of the document), `nil` searches them all.
    ///
    /// ```swift
    /// let document = Document(parsing: "Ship it :rocket:\n").replacingEmojiShortcodes()
    /// print(document.root.firstChild!.plainText)   // Ship it 🚀
    /// ```
    public func replacingEmojiShortcodes() -> Document {
        replacingEmojiShortcodes(in: nil)
    }

    /// ``replacingEmojiShortcodes()`` for the nodes in `nodes` only (`nil`: all of them).
    package func replacingEmojiShortcodes(in nodes: Range<Int>?) -> Document {
        let range = nodes.map { $0.clamped(to: 0..<storage.nodes.count) } ?? 0..<storage.nodes.count
        var result = self
        for index in range where storage.nodes[index].kind == .text {
            let span = storage.nodes[index].text
            guard span.count > 0 else { continue }
            let start = Int(span.offset)
            guard let shown = EmojiShortcode.replacing(in: storage.bytes[start..<(start + Int(span.count))]) else { continue }
            let offset = UInt32(result.storage.bytes.count)
            result.storage.bytes.append(contentsOf: shown)
            result.storage.nodes[index].text = TextSpan(offset: offset, count: UInt32(shown.count))
        }
        return result
    }
}
