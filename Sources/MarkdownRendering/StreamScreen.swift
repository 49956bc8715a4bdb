/// Turns each ``StreamUpdate`` into the bytes that bring a terminal from the rows it shows to
/// the new ones, writing only the rows that changed.
///
/// A terminal caller owns one, beside its ``StreamingRenderer``, and writes what it returns.
/// A frame is the update's final lines followed by the open block's lines (the blank lines
/// above it included); together they replace the open rows shown before. The screen keeps
/// those rows (each line carries its own styles, so lines compare as bytes), finds the first
/// row of the frame that differs, moves the cursor up only to there and writes the rows from
/// there on, each clearing what is left of the row it replaces (and the rows below the
/// frame's last, when it has fewer). So a growing paragraph or code block costs
/// its last row or two a frame, final rows already shown as open rows are not written again,
/// and a frame equal to the one shown writes nothing.
///
/// ```swift
/// var stream = StreamingRenderer(theme: .dark, width: 80, format: .ansi(ANSIRenderer(colorDepth: .ansi256)))
/// var screen = StreamScreen()
/// for chunk in chunks {
///     terminal.write(screen.bytes(for: stream.append(chunk), screenRows: 24))
/// }
/// terminal.write(screen.bytes(for: stream.finish(), screenRows: 24))
/// ```
///
/// Invariant: the rows shown are at most `screenRows - 1` (the cursor sits on the row below
/// them), so the cursor never moves up past the top of the screen. Only the bottom rows of
/// an open block taller than that are shown; open rows never scroll off, so the scrollback
/// holds final lines only and, after ``StreamingRenderer/finish()``'s update, the terminal
/// shows exactly one render of the whole text. A screen of one row (or a height of 0) shows
/// no open rows at all: only final lines are written, as to a pipe. Each line must fit one
/// row: the renderer's width is at most the terminal's.
public struct StreamScreen: Sendable {
    /// The open rows shown, below the last final line and above the cursor, one `\n` after each.
    private var shown: [UInt8] = []
    /// How many open rows are shown above the cursor: how far up the next frame may move.
    public private(set) var shownRows = 0

    /// A screen showing no open rows yet: the first update is written whole, where the
    /// cursor is (at the start of a row).
    public init() {}

    /// The bytes to write for `update` on a screen of `screenRows` rows (empty when nothing
    /// changed). An update with final lines and no new open rendering
    /// (``StreamUpdate/redrawsOpen`` `false`, as from a renderer that does not render the open
    /// block) clears the open rows: final lines go above them, and the next frame draws the
    /// open block again.
    public mutating func bytes(for update: StreamUpdate, screenRows: Int) -> [UInt8] {
        guard update.redrawsOpen || !update.final.isEmpty else { return [] }
        let redrawable = max(0, screenRows - 1)
        // The frame: final lines, then the bottom `redrawable` rows of the open block.
        var frame = update.final
        var openRows = 0
        if update.redrawsOpen {
            let rows = Self.rowCount(of: update.open)
            openRows = min(rows, redrawable)
            frame += update.open[Self.start(ofRow: rows - openRows, in: update.open)...]
        }
        let openStart = update.final.count
        // Rows that scrolled off (the screen got shorter) cannot be reached: they stay as
        // they are, and the frame starts at the first row still on the screen.
        let top = shownRows - redrawable
        if top > 0 {
            shown.removeSubrange(..<Self.start(ofRow: top, in: shown))
            shownRows -= top
        }
        // One pass over the rows shown: the first row that differs, and where it starts.
        var row = 0
        var rowStart = 0
        var index = 0
        while index < shown.count && index < frame.count && shown[index] == frame[index] {
            index += 1
            if frame[index - 1] == 0x0A {
                row += 1
                rowStart = index
            }
        }
        let same = index == frame.count && index == shown.count
        let shownBefore = shownRows
        let up = shownBefore - row
        shown = Array(frame[openStart...])
        shownRows = openRows
        // The same rows (some of them final now): nothing to write.
        if same { return [] }
        var bytes: [UInt8] = []
        if up > 0 { bytes += Array("\r\u{1B}[\(up)A".utf8) }
        // Each row written over a shown one clears the rest of it (ESC [ K) after its bytes,
        // rather than one ESC [ J from the first row: when that row is the screen's top, tmux
        // (scroll-on-clear, on by default) takes it for a clear of the whole screen and copies
        // the screen into its history. Rows the frame no longer has are cleared at the end.
        var next = rowStart
        var replaced = row
        while replaced < shownBefore && next < frame.count {
            let end = frame[next...].firstIndex(of: 0x0A) ?? frame.count
            bytes += frame[next..<end]
            bytes += Self.clearToEndOfRow
            next = end
            if end < frame.count {
                bytes.append(0x0A)
                next += 1
            }
            replaced += 1
        }
        bytes += frame[next...]
        if replaced < shownBefore { bytes += Self.clearToEndOfScreen }
        return bytes
    }

    static let clearToEndOfRow = Array("\u{1B}[K".utf8)
    static let clearToEndOfScreen = Array("\u{1B}[J".utf8)

    /// Forgets the rows shown (the caller wrote something else below them, or cleared the
    /// screen): the next update is drawn as the first.
    public mutating func reset() {
        shown = []
        shownRows = 0
    }

    /// The rows of `bytes`: its line feeds, and one more for a last line without one.
    static func rowCount(of bytes: [UInt8]) -> Int {
        var rows = 0
        for byte in bytes where byte == 0x0A { rows += 1 }
        if let last = bytes.last, last != 0x0A { rows += 1 }
        return rows
    }

    /// Where 0-based `row` of `bytes` starts (the end when it has fewer rows).
    static func start(ofRow row: Int, in bytes: [UInt8]) -> Int {
        var rows = 0
        var index = 0
        while rows < row && index < bytes.count {
            if bytes[index] == 0x0A { rows += 1 }
            index += 1
        }
        return index
    }
}
