import MarkdownLayout
import MarkdownRendering
import MarkdownText
import MarkdownTheme

/// Draws a ``Pager`` on a terminal: the visible rows, a status line (file, position,
/// percentage, or the search prompt or a message) and the help overlay, as one frame of
/// escapes. Pure: the same pager and size give the same bytes.
///
/// ```swift
/// let frame = PagerScreen(title: "README.md", colorDepth: .ansi256).frame(for: pager)
/// write(frame)
/// ```
public struct PagerScreen: Sendable {
    /// The name shown in the status line (control characters are shown as substitutes).
    public var title: String
    public var colorDepth: ColorDepth
    /// The protocol pictures are drawn with (nil: their placeholders show).
    public var imageProtocol: ImageProtocol?

    public init(title: String, colorDepth: ColorDepth, imageProtocol: ImageProtocol? = nil) {
        self.title = Pager.printable(title)
        self.colorDepth = colorDepth
        self.imageProtocol = imageProtocol
    }

    /// The whole screen: ``Pager/height`` rows of document, then the status line; with an
    /// ``imageProtocol``, the pictures in view drawn with the bytes `pictures` gives for
    /// their placements (see `PagerScreen+Images.swift`).
    public func frame(for pager: Pager, pictures: (ImagePlacement) -> [UInt8]? = { _ in nil }) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(pager.width * (pager.height + 1) * 2)
        // kitty keeps pictures over the text until told: the last frame's go first.
        if imageProtocol == .kitty { out.append(contentsOf: Array("\u{1B}_Ga=d\u{1B}\\".utf8)) }
        if case .outline(let selected, let filter) = pager.mode {
            appendOutline(pager, selected: selected, filter: filter, into: &out)
        } else {
            for screenRow in 0..<pager.height {
                moveTo(row: screenRow, into: &out)
                let row = pager.top + screenRow
                if row < pager.layout.rowCount { appendCells(pager.visibleCells(ofRow: row), into: &out) }
                out.append(contentsOf: Array("\u{1B}[K".utf8))
            }
            appendPictures(pager, pictures: pictures, into: &out)
        }
        moveTo(row: pager.height, into: &out)
        appendStatus(pager, into: &out)
        if pager.mode == .help { appendHelp(pager, into: &out) }
        return out
    }

    func moveTo(row: Int, column: Int = 0, into out: inout [UInt8]) {
        out.append(contentsOf: Array("\u{1B}[\(row + 1);\(column + 1)H".utf8))
    }

    /// Cells as runs: one SGR change where the attributes change, reset at the end.
    func appendCells(_ cells: [StyledCell], into out: inout [UInt8]) {
        var current = TextAttributes.plain
        for cell in cells {
            let attributes = downsampled(cell.attributes)
            if attributes != current {
                SGR.transition(from: current, to: attributes, into: &out)
                current = attributes
            }
            out.append(contentsOf: Array(String(cell.character).utf8))
        }
        if current != .plain { out.append(contentsOf: SGR.reset) }
    }

    private func downsampled(_ attributes: TextAttributes) -> TextAttributes {
        guard colorDepth != .none else {
            // No colour: keep only what marks highlights.
            return TextAttributes(bold: attributes.bold, underline: attributes.underline, inverse: attributes.inverse)
        }
        var result = attributes
        result.foreground = attributes.foreground?.downsampled(to: colorDepth)
        result.background = attributes.background?.downsampled(to: colorDepth)
        return result
    }

    /// The status line, in inverse video: the left part, then the position at the right.
    func statusText(_ pager: Pager) -> (left: String, right: String) {
        let rows = pager.layout.rowCount
        let visible = pager.visibleRows
        let line = pager.layout.sourceLine(ofRow: pager.top).map { "line \($0)  " } ?? ""
        let position = rows == 0 ? "empty" : "\(line)rows \(visible.lowerBound + 1)-\(visible.upperBound)/\(rows)  \(pager.percentage)%"
        switch pager.mode {
        case .searching(let query, let backward): return ((backward ? "?" : "/") + Pager.printable(query), "")
        case .goingToLine(let typed): return (":" + typed, position)
        case .help: return ("help: any key to close", position)
        case .outline(let selected, let filter):
            let entries = pager.outlineEntries(filter: filter)
            let place = entries.firstIndex { $0 >= selected }.map { $0 + 1 } ?? 0
            let count = "\(place)/\(entries.count)"
            if let message = pager.message { return (Pager.printable(message), count) }
            if filter.isEmpty { return ("outline: type to filter, ↑ ↓ choose, Enter jumps, Esc closes", count) }
            return ("outline: " + Pager.printable(filter) + "  (Backspace widens)", count)
        case .reading:
            if let message = pager.message { return (Pager.printable(message), position) }
            if let count = pager.pendingCount { return (String(count), position) }
            // A block wider than the screen is in view: which of its columns are shown.
            let sideways =
                if let wide = pager.widestShown {
                    "← → cols \(wide.shift + 1)-\(wide.shift + pager.width)/\(wide.width)  "
                } else {
                    pager.leftColumn > 0 ? "→\(pager.leftColumn)  " : ""
                }
            return ("\(title)  (H for help, q to quit)", sideways + position)
        }
    }

    private func appendStatus(_ pager: Pager, into out: inout [UInt8]) {
        let (left, right) = statusText(pager)
        let rightWidth = CellWidth.of(right)
        let room = max(0, pager.width - rightWidth - 1)
        let shown = CellWidth.truncated(left, to: room)
        let padding = max(0, pager.width - CellWidth.of(shown) - rightWidth)
        out.append(contentsOf: Array("\u{1B}[7m".utf8))
        out.append(contentsOf: Array((shown + String(repeating: " ", count: padding) + (rightWidth < pager.width ? right : "")).utf8))
        out.append(contentsOf: Array("\u{1B}[0m\u{1B}[K".utf8))
    }

    /// The outline in place of the document: one heading a row (those the filter lists),
    /// indented two cells a level, the selected one in inverse video.
    private func appendOutline(_ pager: Pager, selected: Int, filter: String, into out: inout [UInt8]) {
        let headings = pager.headings
        let entries = pager.outlineEntries(filter: filter)
        let position = entries.firstIndex { $0 >= selected } ?? 0
        let first = pager.outlineTop(position: position, listed: entries.count)
        for screenRow in 0..<pager.height {
            moveTo(row: screenRow, into: &out)
            if first + screenRow < entries.count {
                let index = entries[first + screenRow]
                let heading = headings[index]
                let text = String(repeating: "  ", count: heading.level - 1) + Pager.printable(heading.title)
                let shown = CellWidth.truncated(" " + text, to: pager.width)
                if index == selected {
                    out.append(contentsOf: Array("\u{1B}[7m".utf8))
                    out.append(
                        contentsOf: Array((shown + String(repeating: " ", count: max(0, pager.width - CellWidth.of(shown)))).utf8))
                    out.append(contentsOf: SGR.reset)
                } else {
                    out.append(contentsOf: Array((heading.level == 1 ? "\u{1B}[1m" + shown + "\u{1B}[0m" : shown).utf8))
                }
            }
            out.append(contentsOf: Array("\u{1B}[K".utf8))
        }
    }

    private func appendHelp(_ pager: Pager, into out: inout [UInt8]) {
        let inner = (PagerScreen.helpLines.map { CellWidth.of($0) }.max() ?? 0) + 2
        let boxWidth = min(pager.width, inner + 2)
        let lines = PagerScreen.helpLines.prefix(max(0, pager.height - 2))
        let left = max(0, (pager.width - boxWidth) / 2)
        let topRow = max(0, (pager.height - lines.count - 2) / 2)
        let horizontal = String(repeating: "─", count: max(0, boxWidth - 2))
        var rows = ["┌" + horizontal + "┐"]
        for line in lines {
            let text = CellWidth.truncated(" " + line, to: boxWidth - 2)
            rows.append("│" + text + String(repeating: " ", count: max(0, boxWidth - 2 - CellWidth.of(text))) + "│")
        }
        rows.append("└" + horizontal + "┘")
        for (index, row) in rows.enumerated() where topRow + index < pager.height {
            moveTo(row: topRow + index, column: left, into: &out)
            out.append(contentsOf: Array("\u{1B}[0;1m".utf8))
            out.append(contentsOf: Array(row.utf8))
            out.append(contentsOf: SGR.reset)
        }
    }
}
