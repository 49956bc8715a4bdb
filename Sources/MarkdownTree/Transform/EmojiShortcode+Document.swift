extension Document {
    /// This document with GitHub's emoji shortcodes in its text shown as the emoji
    /// (`:rocket:` → 🚀), as GitHub's page shows them; code, HTML and link destinations keep
    /// what was written.
    ///
    /// Only text nodes change, and only their text: every node keeps its index, kind and
    /// source range, so node ranges taken before (a part of the document) still hold. The
    /// document is copied only when some shortcode is found. A document whose shortcodes
    /// were decided before (replaced, or kept by a dialect) is returned as it is.
    ///
    /// ```swift
    /// let document = Document(parsing: "Ship it :rocket:\n").replacingEmojiShortcodes()
    /// print(document.root.firstChild!.plainText)   // Ship it 🚀
    /// ```
    public func replacingEmojiShortcodes() -> Document {
        guard !transforms.contains(.emojiShortcodes) else { return self }
        var result = self
        result.transforms.insert(.emojiShortcodes)
        if let storage = storage.replacingEmojiShortcodes() { result.storage = storage }
        return result
    }

    /// The one rule for shortcodes: they are decided once per document, by the first that
    /// says. `replace` true replaces them (``replacingEmojiShortcodes()``), false marks them
    /// kept as written; nil leaves them undecided. A document decided before is returned as
    /// it is. A dialect decides with its ``MarkdownDialect/emojiShortcodes``; a styled
    /// document, after it, with its theme's `emojiShortcodes` (nil replaces).
    package func decidingEmojiShortcodes(replace: Bool?) -> Document {
        guard let replace, !transforms.contains(.emojiShortcodes) else { return self }
        if replace { return replacingEmojiShortcodes() }
        var result = self
        result.transforms.insert(.emojiShortcodes)
        return result
    }
}

extension TreeStorage {
    /// The storage with emoji shortcodes in its text nodes replaced, or nil when no text
    /// holds one. The buffer is written again in node order, each text node's replaced text
    /// straight into it: every node's text lies where the nodes around it have theirs, as
    /// after a parse. One pass, linear in the text.
    fileprivate func replacingEmojiShortcodes() -> TreeStorage? {
        guard nodes.contains(where: { $0.kind == .text && EmojiShortcode.containsShortcode(slice($0.text)) }) else { return nil }
        var result = TreeStorage()
        result.flattenedSubtrees = flattenedSubtrees
        result.nodes = nodes
        result.bytes.reserveCapacity(bytes.count + bytes.count / 8)
        func copy(_ span: TextSpan) -> TextSpan {
            span.count > 0 ? result.append(slice(span)) : span
        }
        for index in nodes.indices {
            let node = nodes[index]
            if node.kind == .text && node.text.count > 0 {
                let offset = result.bytes.count
                EmojiShortcode.append(replacing: slice(node.text), to: &result.bytes)
                result.nodes[index].text = TextSpan(offset: UInt32(offset), count: UInt32(result.bytes.count - offset))
            } else {
                result.nodes[index].text = copy(node.text)
            }
            result.nodes[index].text2 = copy(node.text2)
            result.nodes[index].aux = copy(node.aux)
        }
        return result
    }
}
