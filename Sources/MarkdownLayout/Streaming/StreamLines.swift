import MarkdownTree

/// Which complete lines of a stream are worth a parse (see ``MarkdownStream``). A top-level
/// block becomes final when the next one starts or when what ends it arrives (a blank line
/// after a paragraph, table or quote; a closing fence; a heading's or rule's line end), and
/// most lines can do neither: a line of text after a line of text continues a paragraph (or
/// is a lazy continuation of a list item or quote), an item with the same marker continues
/// its list, a row after a row continues its table, a blank line keeps a list open, and
/// nothing but its closing fence ends an open fenced code block. Those lines are recognised
/// from their first bytes, so a block growing line by line costs no parse per line; any
/// other line is parsed for. The test only decides when finality is looked for, never what
/// is final: a line wrongly taken for a continuation delays a block until the next parse
/// (or ``MarkdownStream/finish()``).
struct StreamLines: Sendable {
    /// Where the first line not looked at yet starts.
    var scanned = 0
    /// How far the bytes of the line at `scanned` were looked at.
    var scanCursor = 0
    /// The last line with content, and whether blank lines followed it.
    var lastContentLine: LineShape?
    var blankSinceContent = false
    /// The open fenced code block's fence (length 0: none), from the last parse.
    var openFenceCharacter: UInt8 = 0
    var openFenceLength = 0
    /// Whether the last parse's last block may be ended by a blank line (a paragraph, table
    /// or block quote, or not known): a blank line after content is then parsed for.
    var blankMayEndOpenBlock = true

    /// A line as far as its first bytes tell.
    struct LineShape: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            /// Spaces only.
            case blank
            /// Starts with a byte no block can start with (a letter, a digit, most punctuation).
            case text
            /// A list item: `-`, `+` or `*`, or digits and `.` or `)`, then a space or the end.
            case item
            /// Starts with `|` and is not a table's delimiter row.
            case row
            /// Starts with `>`: a block quote's line.
            case quote
            /// Anything else (may start a heading, fence, quote, HTML, rule, definition, ...).
            case other
        }
        var kind: Kind
        /// Spaces before the first other byte.
        var indent = 0
        /// An item's bullet or delimiter.
        var marker: UInt8 = 0
        /// Where an item's content starts.
        var contentIndent = 0
        /// Whether an item's content starts as text (a lazy line may continue it).
        var itemHasText = false
        /// Whether the line has a `>` (which may close an HTML block).
        var closesHTML = false
    }

    static func isTextStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...:
            true
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "@"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "^"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    static func shape(of line: ArraySlice<UInt8>) -> LineShape {
        var i = line.startIndex
        while i < line.endIndex && line[i] == 0x20 { i += 1 }
        let indent = i - line.startIndex
        guard i < line.endIndex else { return LineShape(kind: .blank) }
        let first = line[i]
        // A quote's own `>` markers close nothing: only one after them may end an HTML block.
        if first == UInt8(ascii: ">") {
            let content = line[i...].drop { $0 == UInt8(ascii: ">") || $0 == 0x20 || $0 == 0x09 }
            return LineShape(kind: .quote, indent: indent, closesHTML: content.contains(UInt8(ascii: ">")))
        }
        let closesHTML = line[i...].contains(UInt8(ascii: ">"))
        if first == 0x09 { return LineShape(kind: .other, indent: indent, closesHTML: closesHTML) }
        // A list marker: a bullet, or 1-9 digits and a delimiter; then a space or the line's end.
        var end = i
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") {
            end = i + 1
        } else {
            while end < line.endIndex && end - i < 9 && line[end] >= 0x30 && line[end] <= 0x39 { end += 1 }
            if end > i && end < line.endIndex && (line[end] == UInt8(ascii: ".") || line[end] == UInt8(ascii: ")")) {
                end += 1
            } else {
                end = i
            }
        }
        if end > i && (end == line.endIndex || line[end] == 0x20) && !isThematicBreak(line[i...]) {
            var content = end
            while content < line.endIndex && line[content] == 0x20 && content - end < 4 { content += 1 }
            let hasText = content < line.endIndex && isTextStart(line[content])
            return LineShape(
                kind: .item, indent: indent, marker: line[end - 1], contentIndent: content - line.startIndex, itemHasText: hasText,
                closesHTML: closesHTML)
        }
        if isTextStart(first) { return LineShape(kind: .text, indent: indent, closesHTML: closesHTML) }
        if first == UInt8(ascii: "|") && !line[i...].allSatisfy({ $0 == 0x7C || $0 == 0x2D || $0 == 0x3A || $0 == 0x20 }) {
            return LineShape(kind: .row, indent: indent, closesHTML: closesHTML)
        }
        return LineShape(kind: .other, indent: indent, closesHTML: closesHTML)
    }

    /// Three or more of one of `-`, `*`, `_`, with spaces between.
    static func isThematicBreak(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first(where: { $0 != 0x20 }),
            first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "_")
        else { return false }
        var count = 0
        for byte in line where byte != 0x20 && byte != 0x09 {
            guard byte == first else { return false }
            count += 1
        }
        return count >= 3
    }

    /// Whether line `line` may start a top-level block after `previous` (the last line with
    /// content, `blank` when blank lines came between).
    static func mayStartBlock(_ line: LineShape, after previous: LineShape?, blank: Bool) -> Bool {
        guard line.kind != .blank else { return false }
        guard let previous, !previous.closesHTML else { return true }
        let sameList =
            previous.kind == .item
            && ((line.kind == .item && line.indent == previous.indent && line.marker == previous.marker)
                || line.indent >= previous.contentIndent)
        if blank { return !sameList }
        switch previous.kind {
        case .text: return !(previous.indent <= 3 && line.kind == .text)
        case .item: return !(sameList || (previous.itemHasText && line.kind == .text))
        case .row: return !(line.kind == .row || line.kind == .text)
        // A quote's line after a quote's line goes on with the same quote.
        case .quote: return !(line.kind == .quote && previous.indent <= 3 && line.indent <= 3)
        case .blank, .other: return true
        }
    }

    /// `c` repeated at least `length` times after at most three spaces, then spaces only.
    static func isClosingFence(_ line: ArraySlice<UInt8>, character c: UInt8, length: Int) -> Bool {
        var i = line.startIndex
        while i < line.endIndex && line[i] == 0x20 && i - line.startIndex < 4 { i += 1 }
        guard i - line.startIndex <= 3 else { return false }
        var count = 0
        while i < line.endIndex && line[i] == c {
            count += 1
            i += 1
        }
        return count >= length && line[i...].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Classifies the lines of `text` completed since the last call; whether one of them may
    /// start a top-level block or end the open one (a blank line, a closing fence), so that a
    /// parse may find a final block.
    mutating func scan(_ text: [UInt8]) -> Bool {
        var found = false
        var start = scanned
        // Bytes of the unfinished line already looked at are not looked at again: one
        // endless line costs its length, not its length squared.
        var i = max(scanned, scanCursor)
        while i < text.count {
            let byte = text[i]
            guard byte == 0x0A || byte == 0x0D else {
                i += 1
                continue
            }
            // "\r\n" ends one line; a "\r" last in the text waits for what follows it.
            if byte == 0x0D {
                if i + 1 == text.count { break }
                if text[i + 1] == 0x0A { i += 1 }
            }
            let line = text[start..<(byte == 0x0D && text[i] == 0x0A ? i - 1 : i)]
            let inFence = openFenceLength > 0
            if inFence && Self.isClosingFence(line, character: openFenceCharacter, length: openFenceLength) {
                openFenceLength = 0
                found = true
            }
            let shape = Self.shape(of: line)
            if !inFence && Self.mayStartBlock(shape, after: lastContentLine, blank: blankSinceContent) {
                found = true
            }
            if shape.kind == LineShape.Kind.blank {
                // The first blank line after a paragraph, table or quote ends it.
                if !inFence && !blankSinceContent && blankMayEndOpenBlock && lastContentLine?.kind != .item { found = true }
                blankSinceContent = true
            } else {
                lastContentLine = shape
                blankSinceContent = false
            }
            i += 1
            start = i
        }
        scanned = start
        scanCursor = i
        return found
    }

    /// Notes what the last top-level block of a parse of `tail` (a slice of `text`) is: a
    /// fenced code block still open (no closing fence among the complete lines after its
    /// first), and whether a blank line may end it.
    mutating func noteOpenBlock(_ document: Document, top: [Int], tail: ArraySlice<UInt8>, shift: Int) {
        openFenceLength = 0
        blankMayEndOpenBlock = true
        guard let last = top.last else { return }
        let kind = document.storage.nodes[last].kind
        blankMayEndOpenBlock = kind == .paragraph || kind == .table || kind == .blockQuote
        guard let fence = document[last].fence, let character = fence.character.asciiValue else { return }
        let firstLine = Int(document.storage.nodes[last].range.start.rawLine) - shift
        guard firstLine > 0 else { return }
        var i = tail.startIndex + MarkdownStream.offset(ofLine: firstLine, in: tail)
        // Skip the opening fence line, then look for the closing one among complete lines.
        while i < scanned && tail[i] != 0x0A { i += 1 }
        i += 1
        while i < scanned {
            var end = i
            while end < scanned && tail[end] != 0x0A { end += 1 }
            var lineEnd = end
            if lineEnd > i && tail[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            if Self.isClosingFence(tail[i..<lineEnd], character: character, length: fence.length) { return }
            i = end + 1
        }
        openFenceCharacter = character
        openFenceLength = fence.length
    }
}
