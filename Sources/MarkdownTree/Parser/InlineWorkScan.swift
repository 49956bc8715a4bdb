/// A linear estimate, before cmark sees the text, of the steps cmark-gfm 0.29.0.gfm.6 walks
/// its delimiter list when it closes links.
///
/// The cause of the cost: cmark keeps every emphasis delimiter (`*`, `_`, `~`, smart quotes)
/// of a paragraph on one list until the paragraph ends. When a link, image or footnote
/// reference closes (`handle_close_bracket`), `process_emphasis` runs with the bracket's
/// `previous_delimiter` as its bottom and first walks back from the newest delimiter to the
/// one just above that bottom. When no delimiter was pushed inside the brackets, the newest
/// *is* the bottom, the loop's test (`closer->previous != stack_bottom`) never holds, and
/// it walks the whole list to its start. So `*a* [b](u) ` repeated n times in one paragraph
/// walks 2 + 4 + … + 2n delimiters: n² steps. A walk over delimiters pushed inside the
/// brackets is cheap overall: `process_emphasis` frees them afterwards, so each is walked
/// once.
///
/// The estimate is an upper bound on those steps for each *chunk*: a run of lines that no
/// blank line, list item (indented under 4 spaces, with content, a bullet or `1.`) or ATX
/// heading breaks, which holds any paragraph cmark makes there. It counts every delimiter
/// run cmark may push (all but runs with whitespace on both sides, and `_` between letters),
/// and for each `]`, the runs pushed so far in the chunk, unless the `]` surely closes
/// brackets with a delimiter cmark surely pushed inside them and nothing that could hide
/// that delimiter (a code span, raw HTML, an autolink, a link destination: `` ` ``, `<`,
/// `>`, `)`) or close the brackets early (another `]`).
struct InlineWorkScan {
    /// A chunk: its bytes, its first line (1-based) and its estimated steps.
    struct Chunk: Equatable {
        var bytes: Range<Int>
        var line: Int
        var steps: Int
    }

    /// The text scanned.
    let utf8: UnsafeBufferPointer<UInt8>
    /// Whether straight quotes are delimiters (``ParseOptions/smart``).
    let smart: Bool

    /// The chunks of the whole text, in order.
    func chunks() -> [Chunk] {
        var chunks: [Chunk] = []
        var start = 0  // the open chunk's first byte (== lineStart when none is open)
        var startLine = 1
        var line = 1
        var lineStart = 0
        let count = utf8.count
        func close(at end: Int) {
            if end > start { chunks.append(Chunk(bytes: start..<end, line: startLine, steps: steps(in: start..<end))) }
        }
        guard let base = utf8.baseAddress else { return [] }
        while lineStart < count {
            let lineEnd = TableScan.find(0x0A, in: base, from: lineStart, to: count)
            let next = min(lineEnd + 1, count)
            switch LineStart(utf8, lineStart, lineEnd) {
            case .blank:
                close(at: lineStart)
                start = next
                startLine = line + 1
            case .block:
                close(at: lineStart)
                start = lineStart
                startLine = line
            case .heading:
                close(at: lineStart)
                chunks.append(Chunk(bytes: lineStart..<next, line: line, steps: steps(in: lineStart..<next)))
                start = next
                startLine = line + 1
            case .text:
                break
            }
            lineStart = next
            line += 1
        }
        close(at: count)
        return chunks
    }

    /// The estimated steps for the bytes `range`, taken as one paragraph.
    func steps(in range: Range<Int>) -> Int {
        // Delimiter runs cmark may push, and those it surely pushes.
        var mayPush = 0
        var surelyPushed = 0
        // Open brackets: the counts when each was pushed, and whether a `]` or a byte that
        // may hide a delimiter came after it.
        var brackets: [(surelyPushed: Int, uncertain: Bool)] = []
        var steps = 0
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let byte = utf8[i]
            switch byte {
            case UInt8(ascii: "\\"):
                i += 2
                continue
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "'"), UInt8(ascii: "\""):
                var runEnd = i + 1
                while runEnd < end && utf8[runEnd] == byte { runEnd += 1 }
                let push = pushes(byte, before: i > range.lowerBound ? utf8[i - 1] : 0x0A, after: runEnd < end ? utf8[runEnd] : 0x0A)
                if push != .never { mayPush += 1 }
                if push == .surely { surelyPushed += 1 }
                i = runEnd
                continue
            case UInt8(ascii: "["):
                brackets.append((surelyPushed, false))
            case UInt8(ascii: "]"):
                if let top = brackets.popLast() {
                    if top.uncertain || surelyPushed == top.surelyPushed { steps &+= mayPush }
                    if !brackets.isEmpty { brackets[brackets.count - 1].uncertain = true }
                } else {
                    steps &+= mayPush
                }
            case UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ")"):
                // Only the newest bracket is ever tested while it is the newest; older ones
                // are marked when it is closed.
                if !brackets.isEmpty { brackets[brackets.count - 1].uncertain = true }
            default:
                break
            }
            i += 1
        }
        return steps &+ mayPush
    }

    /// Whether cmark pushes a run of `byte` between `before` and `after` as a delimiter.
    private func pushes(_ byte: UInt8, before: UInt8, after: UInt8) -> Push {
        if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
            return smart ? .maybe : .never
        }
        let beforeSpace = Self.isSpace(before)
        let afterSpace = Self.isSpace(after)
        // Whitespace here is whitespace (or a line start) to cmark: never flanking.
        if beforeSpace && afterSpace { return .never }
        if byte == UInt8(ascii: "_") && Self.isAlphanumeric(before) && Self.isAlphanumeric(after) { return .never }
        // Sure only when both neighbours are what cmark sees too: ASCII, and not a byte a
        // container prefix or a table cell's edge may stand for.
        guard byte != UInt8(ascii: "~"), Self.isPlainNeighbour(before), Self.isPlainNeighbour(after) else { return .maybe }
        let beforePunctuation = Self.isPunctuation(before)
        let afterPunctuation = Self.isPunctuation(after)
        let left = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
        let right = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
        if byte == UInt8(ascii: "*") { return left || right ? .surely : .never }
        let opens = left && (!right || beforePunctuation)
        let closes = right && (!left || afterPunctuation)
        return opens || closes ? .surely : .never
    }

    private enum Push { case never, maybe, surely }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    private static func isPunctuation(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte > 0x20 && byte != 0x7F && !isAlphanumeric(byte)
    }

    /// An ASCII byte that cmark sees as this scan does: a space, a line end (a line start
    /// to cmark as well) or a printable byte but `>`, `-`, `+`, `*`, `.`, `)`, `|`, `#`, `=`,
    /// which may be a container's prefix or a table cell's edge.
    private static func isPlainNeighbour(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "."), UInt8(ascii: ")"),
            UInt8(ascii: "|"), UInt8(ascii: "#"), UInt8(ascii: "="):
            false
        default:
            byte < 0x7F && (byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D)
        }
    }
}
