/// A custom inline syntax: text between an opening and a closing delimiter becomes a
/// ``NodeKind/customInline`` node named after the rule.
///
/// Rules run on the typed tree after cmark's parse, on text only: never inside code spans,
/// link destinations, images or HTML, and never across the boundary of another inline
/// (`==a *b==* c` is left alone). A theme styles the nodes by name (`theme.custom["highlight"]`).
///
/// ```swift
/// let highlight = InlineRule(open: "==", close: "==", name: "highlight")
/// let document = Document(parsing: "Some ==marked== text, `==not this==`.\n").applying([highlight])
/// let marked = document.nodes.first { $0.kind == .customInline }!
/// print(marked.customName!, marked.plainText)   // highlight marked
/// ```
public struct InlineRule: Sendable, Hashable {
    /// The opening delimiter, such as `"=="` or `"%"`.
    public var open: String
    /// The closing delimiter.
    public var close: String
    /// The name the nodes carry (``Node/customName``), which themes style by.
    public var name: String

    /// A rule for text written `open` + content + `close`. The content must not be empty,
    /// nor start or end with a space.
    public init(open: String, close: String, name: String) {
        self.open = open
        self.close = close
        self.name = name
    }
}

extension Node {
    /// The name of a custom inline made by an ``InlineRule``; `nil` for other nodes.
    public var customName: String? {
        guard kind == .customInline, raw.aux.count > 0 else { return nil }
        return document.storage.string(raw.aux)
    }
}

extension Document {
    /// This document with every match of `rules` in its text turned into a custom inline
    /// node (the first rule whose opening delimiter starts earliest wins).
    ///
    /// ```swift
    /// let percent = InlineRule(open: "%", close: "%", name: "variable")
    /// let document = Document(parsing: "Set %PATH% first.\n").applying([percent])
    /// ```
    public func applying(_ rules: [InlineRule]) -> Document {
        let rules = rules.filter { !$0.open.isEmpty && !$0.close.isEmpty }
        guard !rules.isEmpty else { return self }
        let nodes = storage.nodes
        var rebuilt = TreeRebuilder(storage: storage)
        var i = 1
        while i < nodes.count {
            rebuilt.closeNodes(before: i)
            let raw = nodes[i]
            guard raw.kind == .text, nodes[Int(raw.parent)].kind != .image else {
                rebuilt.copy(raw, at: i)
                i += 1
                continue
            }
            // A run of sibling text nodes is scanned as one text.
            var text: [UInt8] = []
            var j = i
            while j < nodes.count, nodes[j].kind == .text, nodes[j].parent == raw.parent {
                text.append(contentsOf: storage.slice(nodes[j].text))
                j += 1
            }
            let range = SourceRange(start: raw.range.start, end: nodes[j - 1].range.end)
            var matcher = InlineRuleMatcher(rules: rules, text: text)
            var start = 0
            while let match = matcher.next() {
                if match.open > start { rebuilt.leaf(.text, text: text[start..<match.open], range: range) }
                let custom = rebuilt.open(kind: .customInline, range: range)
                rebuilt.setCustomName(rules[match.rule].name, of: custom)
                rebuilt.leaf(.text, text: text[match.content], range: range)
                rebuilt.close(custom)
                start = match.end
            }
            if start == 0 {
                for k in i..<j { rebuilt.copy(nodes[k], at: k) }
            } else if start < text.count {
                rebuilt.leaf(.text, text: text[start...], range: range)
            }
            i = j
        }
        return rebuilt.finish(from: self)
    }
}

/// Finds the matches of inline rules in one text, left to right, without overlaps.
struct InlineRuleMatcher {
    struct Match {
        var rule: Int
        var open: Int
        var content: Range<Int>
        var end: Int
    }

    let rules: [(open: [UInt8], close: [UInt8])]
    let text: [UInt8]
    var position = 0
    /// Rules with no closing delimiter left: a failed search from one place fails from any
    /// later place, so each rule scans to the end at most once (linear overall).
    var exhausted: [Bool]

    init(rules: [InlineRule], text: [UInt8]) {
        self.rules = rules.map { (Array($0.open.utf8), Array($0.close.utf8)) }
        self.text = text
        exhausted = Array(repeating: false, count: rules.count)
    }

    mutating func next() -> Match? {
        while position < text.count {
            for (index, rule) in rules.enumerated() where !exhausted[index] && hasPrefix(rule.open, at: position) {
                let contentStart = position + rule.open.count
                guard contentStart < text.count, !isSpace(text[contentStart]) else { continue }
                var close = contentStart + 1
                while close + rule.close.count <= text.count {
                    if hasPrefix(rule.close, at: close), !isSpace(text[close - 1]) {
                        let match = Match(rule: index, open: position, content: contentStart..<close, end: close + rule.close.count)
                        position = match.end
                        return match
                    }
                    close += 1
                }
                exhausted[index] = true
            }
            position += 1
        }
        return nil
    }

    private func hasPrefix(_ bytes: [UInt8], at offset: Int) -> Bool {
        offset + bytes.count <= text.count && text[offset..<(offset + bytes.count)].elementsEqual(bytes)
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
}
