import MarkdownText
import MarkdownTheme
import MarkdownTree

/// Writes a code block's verbatim lines into a text buffer: tabs expanded to stops every
/// `tabWidth` cells, controls replaced, each line recorded as a ``CodeLine``.
///
/// Lines of printable ASCII, most lines of most code, are found in one scan and copied a
/// stretch of lines at a time, the line feeds between them along (no line's bytes include
/// one, and nothing else reads the buffer); only a line with a tab, a control or a byte of
/// 0x80 or more is written on its own.
///
/// ```swift
/// var buffer: [UInt8] = []
/// var lines: [CodeLine] = []
/// let widest = Array("a\tb\nc".utf8).withUnsafeBufferPointer {
///     CodeLineWriter.write($0, into: &buffer, lines: &lines, tabWidth: 4)
/// }
/// // buffer == "a   bc", lines: (0, 5, width 5) and (5, 1, width 1), widest == 5
/// // ("a\nb\nc" would be copied whole: lines (0, 1), (2, 1), (4, 1))
/// ```
struct CodeLineWriter {
    var buffer: [UInt8]
    var lines: [CodeLine]
    let tabWidth: Int
    /// What bidirectional overrides and isolates become (see ``TextSanitizer``).
    var bidi = BidiControls.substitute
    /// The widest line written, in cells.
    private(set) var widest = 0

    /// Writes the lines of `literal` (a line feed between two lines; none after the last)
    /// to the end of `buffer` and `lines`; returns the widest line's cells.
    static func write(
        _ literal: UnsafeBufferPointer<UInt8>, into buffer: inout [UInt8], lines: inout [CodeLine], tabWidth: Int,
        bidi: BidiControls = .substitute
    ) -> Int {
        // The writer takes the arrays over (no copy: the caller's are emptied meanwhile).
        var writer = CodeLineWriter(buffer: buffer, lines: lines, tabWidth: tabWidth, bidi: bidi)
        buffer = []
        lines = []
        writer.write(literal)
        buffer = writer.buffer
        lines = writer.lines
        return writer.widest
    }

    /// The line feeds ending the lines of printable ASCII (0x20-0x7E) from `start`, a line
    /// start, written to `ends` until it is full or a line holds another byte; `stop` is
    /// the start of the line not taken (the count when every line was).
    static func cleanLines(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into ends: UnsafeMutableBufferPointer<UInt32>, stop: inout Int
    ) -> Int {
        var written = 0
        var line = start
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                ends[written] = UInt32(index)
                written += 1
                line = index + 1
                if written == ends.count {
                    stop = line
                    return written
                }
            } else if byte < 0x20 || byte >= 0x7F {
                stop = line
                return written
            }
            index += 1
        }
        stop = bytes.count
        return written
    }

    /// Writes every line of `literal`: stretches of whole printable-ASCII lines copied in one
    /// append each, any other line on its own. The lines of printable ASCII are found by
    /// ``cleanLines(_:from:into:stop:)``, their line feeds a batch at a time.
    mutating func write(_ literal: UnsafeBufferPointer<UInt8>) {
        guard literal.baseAddress != nil else {
            lines.append(CodeLine(offset: UInt32(buffer.count), count: 0, width: 0, isASCII: true))
            return
        }
        let end = literal.count
        // The printable-ASCII lines found and not yet copied start at `stretchStart`; the
        // buffer does not change meanwhile, so each is recorded where the copy will put it.
        var stretchStart = 0
        // Where the stretch's byte `i` lands: at `base + i`.
        var base = buffer.count
        var lineStart = 0
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 512) { ends in
            while true {
                var stop = 0
                let found = Self.cleanLines(literal, from: lineStart, into: ends, stop: &stop)
                for lineFeed in ends[..<found] {
                    let count = Int(lineFeed) - lineStart
                    lines.append(CodeLine(offset: UInt32(base + lineStart), count: UInt32(count), width: UInt32(count), isASCII: true))
                    widest = max(widest, count)
                    lineStart = Int(lineFeed) + 1
                }
                if stop == end {
                    // The last line, with no line feed after it.
                    let count = end - lineStart
                    lines.append(CodeLine(offset: UInt32(base + lineStart), count: UInt32(count), width: UInt32(count), isASCII: true))
                    widest = max(widest, count)
                    return
                }
                // `ends` filled up: go on from the next line (a line that needs work stops
                // the next scan where it starts).
                if found == ends.count { continue }
                // A line that needs work: the stretch before it is copied first.
                let plain = TextSanitizer.skipPrintableASCII(literal, from: lineStart)
                let lineEnd = literal[plain...].firstIndex(of: 0x0A) ?? end
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: literal[stretchStart..<lineStart]))
                let line = add(UnsafeBufferPointer(rebasing: literal[lineStart..<lineEnd]), plainUpTo: plain - lineStart)
                lines.append(line)
                widest = max(widest, Int(line.width))
                if lineEnd == end {
                    stretchStart = end
                    return
                }
                lineStart = lineEnd + 1
                stretchStart = lineStart
                base = buffer.count - stretchStart
            }
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: literal[stretchStart..<end]))
    }

    /// One line with a tab, a control or a byte of 0x80 or more (its first `plain` bytes are
    /// printable ASCII): tabs expanded, controls replaced.
    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, plainUpTo plain: Int) -> CodeLine {
        let start = buffer.count
        if !bytes[plain...].contains(0x09) {
            TextSanitizer.append(bytes, to: &buffer, mode: .verbatim, bidi: bidi)
        } else if bytes[plain...].allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 < 0x7F) }) {
            let width = appendExpandingTabs(asciiLine: bytes)
            return CodeLine(offset: UInt32(start), count: UInt32(width), width: UInt32(width), isASCII: true)
        } else {
            appendExpandingTabs(bytes)
        }
        return buffer.withUnsafeBufferPointer { buffer in
            let line = UnsafeBufferPointer(rebasing: buffer[start...])
            let isASCII = !line.contains { $0 < 0x20 || $0 >= 0x7F }
            return CodeLine(
                offset: UInt32(start), count: UInt32(line.count), width: UInt32(isASCII ? line.count : CellWidth.of(line)),
                isASCII: isASCII)
        }
    }

    /// ``appendExpandingTabs(_:)`` for a line of tabs and printable ASCII (a byte a cell):
    /// the expanded line composed in one pass in room on the stack, then appended in one
    /// copy. Returns its cells (and bytes).
    private mutating func appendExpandingTabs(asciiLine bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let tabWidth = self.tabWidth
        var total = 0
        for byte in bytes { total = byte == 0x09 ? (total / tabWidth + 1) * tabWidth : total + 1 }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { room in
            // Spaces first: a tab only moves to the next stop.
            room.initialize(repeating: 0x20)
            var column = 0
            for byte in bytes {
                if byte == 0x09 {
                    column = (column / tabWidth + 1) * tabWidth
                } else {
                    room[column] = byte
                    column += 1
                }
            }
            buffer.append(contentsOf: UnsafeBufferPointer(room))
        }
        return total
    }

    /// Appends a code line with each tab expanded to the next stop. A tab is a character of
    /// its own (a control is a grapheme cluster alone), so the stretches between tabs are
    /// measured apart: printable ASCII a cell a byte, anything else once sanitised, by the
    /// text module (controls measured as their substitutes).
    private mutating func appendExpandingTabs(_ bytes: UnsafeBufferPointer<UInt8>) {
        var column = 0
        var stretchStart = bytes.startIndex
        while true {
            let stretchEnd = bytes[stretchStart...].firstIndex(of: 0x09) ?? bytes.endIndex
            let stretch = bytes[stretchStart..<stretchEnd]
            if stretch.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                buffer.append(contentsOf: stretch)
                column += stretch.count
            } else {
                let before = buffer.count
                TextSanitizer.append(UnsafeBufferPointer(rebasing: stretch), to: &buffer, mode: .verbatim, bidi: bidi)
                column += CellWidth.of(buffer[before...])
            }
            guard stretchEnd < bytes.endIndex else { return }
            let stop = (column / tabWidth + 1) * tabWidth
            buffer.append(contentsOf: repeatElement(0x20, count: stop - column))
            column = stop
            stretchStart = stretchEnd + 1
        }
    }
}
