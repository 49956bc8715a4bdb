import MarkdownLayout

extension Pager {
    /// Remembers where the reader is before a jump, for Backspace (``jumpBack()``): a bounded
    /// history, so a reader hopping between sections for hours keeps 100 places.
    mutating func rememberPlace() {
        if jumpsBack.count == 100 { jumpsBack.removeFirst() }
        jumpsBack.append(readingPosition)
    }

    /// Jumps so that `row` is the first row shown (as far as the end allows), remembering
    /// the place left (g, G); `saying` goes to the status line.
    mutating func go(toRow row: Int, saying: String?) {
        let target = min(max(0, row), maxTop)
        if target != top { rememberPlace() }
        scroll(to: target)
        message = saying
    }

    /// Jumps to source line `line` (`:42`, `42G`, `42g`): the block the line is in, the
    /// last one starting at or before it (source lines are 1-based; a line past the end
    /// goes to the end).
    ///
    /// ```swift
    /// pager.go(toLine: 42)
    /// pager.layout.sourceLine(ofRow: pager.top)   // 42, or the line its block starts on
    /// ```
    public mutating func go(toLine line: Int) {
        guard let row = Pager.row(ofSourceLine: line, in: layout) else {
            go(toRow: 0, saying: "line \(line)")
            return
        }
        go(toRow: row, saying: "line \(line)")
    }

    /// Jumps `percent` of the way into the document (`50%`, `50p`): that fraction of its
    /// rows above the top row (0 is the top, 100 the end).
    public mutating func go(toPercent percent: Int) {
        let percent = min(max(0, percent), 100)
        go(toRow: layout.rowCount * percent / 100, saying: "\(percent)%")
    }

    /// The first text row of the block source line `line` is in: of the blocks starting at
    /// or before it, the one starting last (the first of those in reading order); `nil`
    /// before the first block.
    static func row(ofSourceLine line: Int, in layout: DocumentLayout) -> Int? {
        var best: Int?
        for (block, start) in layout.blockLines.enumerated() where start > 0 && Int(start) <= line {
            if let known = best, layout.blockLines[known] >= start { continue }
            best = block
        }
        guard let best, Int(layout.blockRows[best]) < layout.rowCount else { return nil }
        return Pager.textRow(from: Int(layout.blockRows[best]), in: layout)
    }

    /// The line prompt's keys (after `:`): digits are typed, Backspace rubs out (closing the
    /// prompt when it is empty), Enter jumps, Escape or Ctrl-C cancels.
    mutating func handleLineKey(_ key: PagerKey, typed: String) -> PagerAction {
        switch key {
        case .character(let character) where character.isASCII && character.isNumber:
            if typed.count < 9 { mode = .goingToLine(typed: typed + String(character)) }
        case .backspace:
            mode = typed.isEmpty ? .reading : .goingToLine(typed: String(typed.dropLast()))
        case .enter:
            mode = .reading
            if let line = Int(typed) { go(toLine: line) }
        case .escape, .interrupt:
            mode = .reading
        default:
            message = "a line number: digits, then Enter"
        }
        return .none
    }
}
