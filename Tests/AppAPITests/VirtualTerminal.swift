/// A terminal as far as streaming uses one: rows of bytes (the scrollback, then the screen's
/// `height` rows), a cursor, `\r`, `\n` (with scrolling, as a terminal with `onlcr` does:
/// back to the first column too), `ESC [ n A` (clamped at the screen's top, as a terminal
/// does, and counted), `ESC [ K`, `ESC [ J` (from the screen's first row and column, the
/// screen scrolled into the history first, as tmux does), and everything else, SGR and OSC 8
/// included, stored as-is where the cursor is, over what was there. Columns are bytes, not
/// cells: the screen writes whole rows from their first column and clears the rest
/// (`ESC [ K`), so a row left uncleared keeps old bytes and differs from the expected one.
struct VirtualTerminal {
    /// Every row reached so far, the scrollback first.
    private(set) var rows: [[UInt8]] = [[]]
    /// The row the cursor is on (an index into `rows`).
    private(set) var cursor = 0
    /// The byte of the cursor's row the cursor is at.
    private(set) var column = 0
    /// The first row of the screen: rows above it have scrolled off and cannot be reached.
    private(set) var top = 0
    /// The screen's height (at least 1 for the cursor's row).
    var height: Int {
        didSet { top = max(top, cursor - max(1, height) + 1) }
    }
    /// How many cursor moves up were stopped at the screen's top.
    private(set) var clampedMoves = 0
    /// How many times `ESC [ J` at the screen's first row and column, the whole screen
    /// cleared, copied the screen into the history first, as tmux does.
    private(set) var screensScrolledOnClear = 0
    /// The bytes written so far.
    private(set) var written = 0
    /// The first row the last `write` wrote text on or cleared text of (with `ESC [ J`, on the
    /// cursor's row), and what it held before. (A clear before text on the same row is not expected: the screen clears
    /// after a row's text, or below the last row.)
    private(set) var firstWritten: (row: Int, before: [UInt8])?

    init(height: Int) {
        self.height = height
    }

    /// The rows above the cursor: what the terminal shows once the output ends with a line feed.
    var lines: [[UInt8]] { Array(rows[..<cursor]) }

    /// Whether nothing is on the cursor's row or below it.
    var isClearBelowCursor: Bool { rows[cursor...].allSatisfy(\.isEmpty) }

    mutating func write(_ bytes: [UInt8]) {
        written += bytes.count
        firstWritten = nil
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                column = 0
            } else if byte == 0x0A {
                lineFeed()
            } else if byte == 0x1B, let end = controlSequence(in: bytes, from: index) {
                index = end
                continue
            } else {
                put(byte)
            }
            index += 1
        }
    }

    /// Applies `ESC [ n A` or `ESC [ J` at `start` and returns the index after it; `nil` for
    /// any other escape, stored as text.
    private mutating func controlSequence(in bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else { return nil }
        var index = start + 2
        var count = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            count = count * 10 + Int(bytes[index] - 0x30)
            digits += 1
            index += 1
        }
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "A"):
            let target = cursor - (digits == 0 ? 1 : max(1, count))
            if target < top { clampedMoves += 1 }
            cursor = max(top, target)
        case UInt8(ascii: "J") where digits == 0 || count == 0:
            if column == 0 && cursor == top, let last = rows.indices.last(where: { $0 >= cursor && !rows[$0].isEmpty }) {
                // The whole screen cleared: tmux (scroll-on-clear, on by default) first
                // scrolls its rows into the history.
                rows.removeSubrange((last + 1)...)
                rows.append([])
                cursor = last + 1
                top = cursor
                screensScrolledOnClear += 1
            } else {
                if column < rows[cursor].count { noteWrite() }
                rows[cursor].removeSubrange(min(column, rows[cursor].count)...)
                for row in (cursor + 1)..<rows.count { rows[row] = [] }
            }
        case UInt8(ascii: "K") where digits == 0 || count == 0:
            if column < rows[cursor].count { noteWrite() }
            rows[cursor].removeSubrange(min(column, rows[cursor].count)...)
        default:
            return nil
        }
        return index + 1
    }

    private mutating func lineFeed() {
        cursor += 1
        column = 0
        if cursor == rows.count { rows.append([]) }
        top = max(top, cursor - max(1, height) + 1)
    }

    private mutating func noteWrite() {
        if firstWritten == nil { firstWritten = (cursor, rows[cursor]) }
    }

    private mutating func put(_ byte: UInt8) {
        noteWrite()
        if column < rows[cursor].count {
            rows[cursor][column] = byte
        } else {
            rows[cursor].append(byte)
        }
        column += 1
    }
}
