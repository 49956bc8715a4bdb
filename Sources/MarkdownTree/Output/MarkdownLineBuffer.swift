import MarkdownText

/// The output side of the CommonMark writer: lines with container prefixes.
///
/// Container prefixes (`> `, list item indents, footnote indents) live on one byte stack;
/// each line copies the current prefix once, so writing is linear in the output size at
/// any nesting depth. Line ends are requested, not written: they are emitted, with the
/// prefix, only when more output follows, so the end of a document never leaves blank
/// lines behind.
///
/// Columns are terminal cells, from the text module, so that wrapping at a width gives
/// lines of that many cells in CJK text as in ASCII.
struct MarkdownLineBuffer {
    private(set) var bytes: [UInt8] = []
    private var prefix: [UInt8] = []
    private var prefixLengths: [Int] = []
    /// The cells of each prefix pushed, in order.
    private var prefixCells: [Int] = []
    /// Line ends requested and not yet written: 1 ends the line, 2 also leaves a blank line.
    private var pendingNewlines = 0
    /// Whether the current line's prefix has been written.
    private var lineStarted = false
    /// Whether the current line holds more than prefixes and block markers.
    private var lineHasContent = false
    /// The cells of the current line's bytes before ``measuredEnd``.
    private var measuredCells = 0
    /// The offset in ``bytes`` up to which the current line has been measured.
    private var measuredEnd = 0
    /// Whether nothing but digits has been written since the line's block markers: where a
    /// `-`, `+`, `=`, `1.` or leading space would be read as block syntax.
    private(set) var atContentStart = true
    /// Whether the last byte written was an ASCII digit.
    private(set) var followsDigit = false
    /// Escape every `|` written (inside table cells).
    var escapePipes = false

    /// The cells of the current prefix: the column where content starts.
    private(set) var prefixWidth = 0

    /// The current column, in cells. Only the bytes written since the last call are
    /// measured, so asking at every space keeps writing linear.
    mutating func column() -> Int {
        if measuredEnd < bytes.count {
            measuredCells += CellWidth.of(bytes[measuredEnd...])
            measuredEnd = bytes.count
        }
        return measuredCells
    }

    mutating func pushPrefix(_ text: String) {
        let cells = CellWidth.of(text)
        prefixLengths.append(text.utf8.count)
        prefixCells.append(cells)
        prefix.append(contentsOf: text.utf8)
        prefixWidth += cells
    }

    mutating func popPrefix() {
        guard let count = prefixLengths.popLast(), let cells = prefixCells.popLast() else { return }
        prefix.removeLast(count)
        prefixWidth -= cells
    }

    /// Ends the current line; with `blank`, also leaves an empty line.
    mutating func newline(blank: Bool = false) {
        guard lineStarted || !bytes.isEmpty else { return }
        pendingNewlines = max(pendingNewlines, blank ? 2 : 1)
    }

    /// Writes pending line ends and the prefix, so that output can follow.
    mutating func startLine() {
        if pendingNewlines > 0 {
            if !lineHasContent { trimTrailingSpaces() }
            bytes.append(0x0A)
            if pendingNewlines > 1 {
                var end = prefix.count
                while end > 0 && prefix[end - 1] == 0x20 { end -= 1 }
                bytes.append(contentsOf: prefix[0..<end])
                bytes.append(0x0A)
            }
            pendingNewlines = 0
            lineStarted = false
        }
        if !lineStarted {
            measuredEnd = bytes.count
            measuredCells = 0
            bytes.append(contentsOf: prefix)
            lineStarted = true
            lineHasContent = false
            atContentStart = true
            followsDigit = false
        }
    }

    /// Writes a block marker (`> `, `- `, `1. `, `[^a]: `): content after it is at the
    /// start of a block. A line holding only markers loses its trailing spaces.
    mutating func marker(_ text: String, keepsTrailingSpace: Bool = false) {
        startLine()
        bytes.append(contentsOf: text.utf8)
        atContentStart = true
        followsDigit = false
        if keepsTrailingSpace { lineHasContent = true }
    }

    /// Writes syntax or raw text that contains no line end.
    mutating func raw<Bytes: Collection>(_ text: Bytes) where Bytes.Element == UInt8 {
        startLine()
        for byte in text {
            if byte == UInt8(ascii: "|") && escapePipes { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        lineHasContent = true
        atContentStart = false
        followsDigit = false
    }

    mutating func raw(_ text: String) { raw(text.utf8) }

    /// Writes raw text whose line ends become line ends with prefixes.
    mutating func rawLines<Bytes: Collection>(_ text: Bytes) where Bytes.Element == UInt8 {
        var line: [UInt8] = []
        for byte in text {
            if byte == 0x0A {
                if line.isEmpty { startLine() } else { raw(line) }
                newline()
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(byte)
            }
        }
        if line.isEmpty { startLine() } else { raw(line) }
    }

    /// Writes one byte of escaped content, as is.
    mutating func content(_ byte: UInt8) {
        startLine()
        bytes.append(byte)
        lineHasContent = true
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        atContentStart = atContentStart && isDigit
        followsDigit = isDigit
    }

    /// Writes a byte as a backslash escape.
    mutating func escaped(_ byte: UInt8) {
        startLine()
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
        lineHasContent = true
        atContentStart = false
        followsDigit = false
    }

    /// Writes a byte as a decimal character reference (`&#32;`).
    mutating func entity(_ byte: UInt8) {
        startLine()
        let text = "&#\(byte);"
        bytes.append(contentsOf: text.utf8)
        lineHasContent = true
        atContentStart = false
        followsDigit = false
    }

    /// Ends the output with one line end (none for an empty document).
    mutating func finish() -> [UInt8] {
        if !lineHasContent { trimTrailingSpaces() }
        if !bytes.isEmpty { bytes.append(0x0A) }
        return bytes
    }

    private mutating func trimTrailingSpaces() {
        while let last = bytes.last, last == 0x20 { bytes.removeLast() }
    }
}
