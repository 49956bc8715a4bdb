import MarkdownTree

/// Which top-level blocks of the open text are final (nothing can join them any more), which
/// of those read as they will in the end, and the link reference definitions they carry to
/// every later parse (``keepDefinitions(of:final:finalLines:shift:)``).
extension MarkdownStream {
    /// How many top-level blocks, from the first, are final, and the bytes of `tail` they
    /// take (line numbers in `document` are `shift` past the tail's, for the definitions
    /// parsed before it). A block is final when the next has started on a complete line, or,
    /// the last, when what ends it has arrived (``closingLine(of:in:top:tail:shift:completeLines:)``).
    /// Whether they read as they will in the end is `writableBlocks`' question.
    func finalBlocks(of document: Document, top: [Int], tail: ArraySlice<UInt8>, shift: Int) -> (count: Int, length: Int) {
        // Front matter not closed yet reads as a rule and text until its closing line comes.
        if tail.startIndex == 0 && options.frontMatter && document.frontMatter == nil,
            let end = tail.firstIndex(of: 0x0A),
            tail[..<end].reversed().drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }).elementsEqual("---".utf8.reversed())
        {
            return (0, 0)
        }
        let nodes = document.storage.nodes
        var completeLines = 0
        for byte in tail where byte == 0x0A { completeLines += 1 }
        func start(_ i: Int) -> Int { Int(nodes[top[i]].range.start.rawLine) - shift }
        func end(_ i: Int) -> Int { Int(nodes[top[i]].range.end.rawLine) - shift }
        var count = 0
        while count + 1 < top.count {
            let next = count + 1
            // The next block must start on a complete line, apart from this one.
            guard start(count) > 0, start(next) > 0, start(next) > end(count), start(next) <= completeLines else { break }
            count = next
        }
        // The block after the final ones is final too when what ends it arrived (the block
        // after it, if any, is on the last line, not complete).
        if count < top.count,
            let line = closingLine(of: count, in: document, top: top, tail: tail, shift: shift, completeLines: completeLines)
        {
            let end = Self.offset(ofLine: line + 1, in: tail)
            return count + 1 == top.count ? (top.count, Self.pastBlankLines(tail, from: end)) : (count + 1, end)
        }
        // Link definitions before the first block are final once a blank line or a block
        // started on a complete line ends them (front matter goes with the first block).
        guard count == 0 else { return (count, Self.offset(ofBlock: count, top: top, in: document, tail: tail, shift: shift)) }
        guard tail.startIndex > 0 || document.frontMatter == nil else { return (0, 0) }
        // The first block on the last line, not complete: the lines before it are complete.
        guard !top.isEmpty && start(0) <= completeLines else { return (0, Self.pastBlankLines(tail, from: 0)) }
        return (0, Self.offset(ofBlock: 0, top: top, in: document, tail: tail, shift: shift))
    }

    /// Where the last complete blank line of `tail` from `offset` on ends (`offset` when
    /// there is none): after the last final block, the lines there are link definitions or
    /// blank, and those a blank line ends are final too.
    private static func pastBlankLines(_ tail: ArraySlice<UInt8>, from offset: Int) -> Int {
        var end = offset
        var start = tail.startIndex + offset
        while let newline = tail[start...].firstIndex(of: 0x0A) {
            if tail[start..<newline].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { end = newline + 1 - tail.startIndex }
            start = newline + 1
        }
        return end
    }

    /// The line of `tail` that ends top-level block `block`, the last, when it has arrived
    /// complete: the blank line after a paragraph, table or block quote, the closing fence of
    /// a fenced code block, an ATX heading's or a thematic break's own line. `nil` for a block
    /// something may still join (a list, an indented code block, an HTML block, a footnote).
    private func closingLine(
        of block: Int, in document: Document, top: [Int], tail: ArraySlice<UInt8>, shift: Int, completeLines: Int
    ) -> Int? {
        let raw = document.storage.nodes[top[block]]
        let start = Int(raw.range.start.rawLine) - shift
        let end = Int(raw.range.end.rawLine) - shift
        guard start > 0, end >= start, end <= completeLines else { return nil }
        func line(_ number: Int) -> ArraySlice<UInt8> {
            let from = tail.startIndex + Self.offset(ofLine: number, in: tail)
            var to = from
            while to < tail.endIndex && tail[to] != 0x0A && tail[to] != 0x0D { to += 1 }
            return tail[from..<to]
        }
        switch raw.kind {
        case .heading where !raw.isSetext: return end
        case .thematicBreak: return end
        case .codeBlock:
            guard end > start, let fence = document[top[block]].fence, let character = fence.character.asciiValue,
                StreamLines.isClosingFence(line(end), character: character, length: fence.length)
            else { return nil }
            return end
        case .paragraph, .table, .blockQuote:
            guard end < completeLines, line(end + 1).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
            return end + 1
        default: return nil
        }
    }

    /// How many of the first `count` final blocks of the open text read as they will in one
    /// render, so that they can be made final now (with nothing held before them).
    func writableBlocks(of document: Document, top: [Int], count: Int, tail: ArraySlice<UInt8>) -> Int {
        // cmark numbers footnotes across the document and moves their definitions to its
        // end: from a footnote definition on, blocks wait for finish().
        guard !held.toEnd, !Self.hasFootnoteDefinition(tail, document: document, before: document.nodeCount) else { return 0 }
        var writes = 0
        while writes < count && !Self.mayAwaitDefinition(top[writes], in: document) { writes += 1 }
        return writes
    }

    /// Whether top-level block `index` shows a `]` in its text: a reference that did not
    /// resolve, whose definition may still come.
    static func mayAwaitDefinition(_ index: Int, in document: Document) -> Bool {
        let storage = document.storage
        for i in index..<Int(storage.nodes[index].end) where storage.nodes[i].kind == .text {
            if storage.slice(storage.nodes[i].text).contains(UInt8(ascii: "]")) { return true }
        }
        return false
    }

    /// Whether `slice` has a line that starts a footnote definition (`[^label]:` after at
    /// most three spaces), or `document` a footnote definition among its nodes before
    /// `before` (one inside a container): cmark drops a definition nothing references, so
    /// the nodes alone miss one that a later reference needs.
    static func hasFootnoteDefinition(_ slice: ArraySlice<UInt8>, document: Document, before: Int) -> Bool {
        var start = slice.startIndex
        while start < slice.endIndex {
            let end = slice[start...].firstIndex(of: 0x0A) ?? slice.endIndex
            var i = start
            while i < end && i - start < 3 && slice[i] == 0x20 { i += 1 }
            if i + 1 < end && slice[i] == UInt8(ascii: "[") && slice[i + 1] == UInt8(ascii: "^"),
                let close = slice[i..<end].firstIndex(of: UInt8(ascii: "]")), close + 1 < end, slice[close + 1] == UInt8(ascii: ":")
            {
                return true
            }
            start = end < slice.endIndex ? end + 1 : end
        }
        return document.storage.nodes[..<min(before, document.nodeCount)].contains { $0.kind == .footnoteDefinition }
    }

    /// The offset in `tail` where top-level block `block` starts.
    static func offset(ofBlock block: Int, top: [Int], in document: Document, tail: ArraySlice<UInt8>, shift: Int) -> Int {
        offset(ofLine: Int(document.storage.nodes[top[block]].range.start.rawLine) - shift, in: tail)
    }

    /// The offset where 1-based `line` of `bytes` starts.
    static func offset(ofLine line: Int, in bytes: ArraySlice<UInt8>) -> Int {
        var current = 1
        var i = bytes.startIndex
        while current < line && i < bytes.endIndex {
            if bytes[i] == 0x0A {
                current += 1
            } else if bytes[i] == 0x0D {
                if i + 1 < bytes.endIndex && bytes[i + 1] == 0x0A { i += 1 }
                current += 1
            }
            i += 1
        }
        return i - bytes.startIndex
    }

    /// The line breaks in `bytes` (`\n`, `\r\n` or a lone `\r`), as ``offset(ofLine:in:)`` counts them.
    static func lineCount(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 == bytes.endIndex || bytes[i + 1] != 0x0A)) { count += 1 }
            i += 1
        }
        return count
    }
}
