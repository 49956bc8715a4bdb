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
        let nodes = storage.nodes
        var replaced: [(index: Int, text: [UInt8])] = []
        for index in nodes.indices where nodes[index].kind == .text && nodes[index].text.count > 0 {
            guard let shown = EmojiShortcode.replacing(in: storage.slice(nodes[index].text)) else { continue }
            replaced.append((index, shown))
        }
        guard !replaced.isEmpty else { return result }
        result.storage = storage.rewritingText(replaced)
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
    /// The storage with the text of some nodes replaced (`replaced`, by node index in
    /// order), its buffer written again in node order: each node's text lies where the
    /// nodes around it have theirs, as after a parse, so that a paragraph's text stays
    /// together (appending new text at the end would put it far from the rest). One pass,
    /// linear in the text.
    fileprivate func rewritingText(_ replaced: [(index: Int, text: [UInt8])]) -> TreeStorage {
        var result = TreeStorage()
        result.flattenedSubtrees = flattenedSubtrees
        result.nodes = nodes
        result.bytes.reserveCapacity(bytes.count + replaced.reduce(0) { $0 + $1.text.count })
        var next = 0
        bytes.withUnsafeBufferPointer { old in
            func copy(_ span: TextSpan) -> TextSpan {
                guard span.count > 0 else { return span }
                return result.append(UnsafeBufferPointer(rebasing: old[Int(span.offset)..<Int(span.offset + span.count)]))
            }
            for index in nodes.indices {
                if next < replaced.count && replaced[next].index == index {
                    result.nodes[index].text = result.append(replaced[next].text)
                    next += 1
                } else {
                    result.nodes[index].text = copy(nodes[index].text)
                }
                result.nodes[index].text2 = copy(nodes[index].text2)
                result.nodes[index].aux = copy(nodes[index].aux)
            }
        }
        return result
    }
}
