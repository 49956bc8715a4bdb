extension Pager {
    /// The state after `key`, and what the front end should do: the pure form of
    /// ``handle(_:)``.
    ///
    /// ```swift
    /// let (next, action) = pager.handling(.pageDown)
    /// ```
    public func handling(_ key: PagerKey) -> (Pager, PagerAction) {
        var copy = self
        let action = copy.handle(key)
        return (copy, action)
    }

    /// Applies a key: scrolling (arrows, j/k, space/b, d/u, g/G, Page Up/Down, Ctrl-F/B/D/U,
    /// the wheel), search (`/`, Enter, n/N), links (Tab, Shift-Tab, Enter; an in-page link
    /// jumps to its heading), the outline (`o`), sideways scrolling of wide tables and of code
    /// (←/→; `w` lets code run on), help (`?`) and quitting (q, Ctrl-C).
    @discardableResult
    public mutating func handle(_ key: PagerKey) -> PagerAction {
        message = nil
        switch mode {
        case .help:
            mode = .reading
            return key == .interrupt ? .quit : .none
        case .searching(let typed):
            return handleSearchKey(key, typed: typed)
        case .outline(let selected):
            return handleOutlineKey(key, selected: selected)
        case .reading:
            return handleReadingKey(key)
        }
    }

    private mutating func handleReadingKey(_ key: PagerKey) -> PagerAction {
        let page = max(1, height - 1)
        switch key {
        case .character("q"), .character("Q"), .interrupt: return .quit
        case .down, .character("j"), .control("e"), .control("n"): scroll(by: 1)
        case .enter where currentLink == nil: scroll(by: 1)
        case .up, .character("k"), .control("y"), .control("p"): scroll(by: -1)
        case .wheelDown: scroll(by: 3)
        case .wheelUp: scroll(by: -3)
        case .pageDown, .character(" "), .character("f"), .control("f"): scroll(by: page)
        case .pageUp, .character("b"), .control("b"): scroll(by: -page)
        case .character("d"), .control("d"): scroll(by: max(1, height / 2))
        case .character("u"), .control("u"): scroll(by: -max(1, height / 2))
        case .character("o"): openOutline()
        case .backspace, .character("'"): jumpBack()
        case .character("w"): toggleCodeWrapping()
        case .right, .character("l"):
            // Nothing is wider than the viewport: only code that wraps could be.
            if maxLeftColumn == 0 && wrapsCode {
                message = "code wraps: press w to scroll it sideways"
            } else {
                scrollSideways(by: max(1, width / 2))
            }
        case .left, .character("h"): scrollSideways(by: -max(1, width / 2))
        case .home, .character("g"), .character("<"): scroll(to: 0)
        case .end, .character("G"), .character(">"): scroll(to: maxTop)
        case .character("/"): mode = .searching(query: "")
        case .character("n"): nextMatch(forward: true)
        case .character("N"): nextMatch(forward: false)
        case .tab: nextLink(forward: true)
        case .backTab: nextLink(forward: false)
        case .enter: return followCurrentLink()
        case .click(let row, let column): return click(row: row, column: column)
        case .character("?"): mode = .help
        case .escape:
            currentLink = nil
            currentMatch = nil
        default: break
        }
        return .none
    }

    private mutating func handleSearchKey(_ key: PagerKey, typed: String) -> PagerAction {
        switch key {
        case .character(let character):
            mode = .searching(query: typed + String(character))
        case .backspace:
            if typed.isEmpty { mode = .reading } else { mode = .searching(query: String(typed.dropLast())) }
        case .enter:
            mode = .reading
            // An empty query repeats the last search.
            search(typed.isEmpty ? query : typed)
        case .escape, .interrupt:
            mode = .reading
        default:
            break
        }
        return .none
    }

    /// Scrolls so that `row` is visible, with a little context above it when it was not.
    mutating func reveal(row: Int) {
        if row < top || row >= top + height { scroll(to: row - min(2, height / 4)) }
    }

    /// A click: the link under the cell becomes current, and is followed. The cell is in the
    /// viewport: on a row scrolled sideways, its layout column is further right.
    private mutating func click(row: Int, column: Int) -> PagerAction {
        let documentRow = top + row
        let layoutColumn = column + shift(ofRow: documentRow)
        guard let index = links.firstIndex(where: { $0.row == documentRow && $0.columns.contains(layoutColumn) }) else {
            return .none
        }
        currentLink = index
        return followCurrentLink()
    }
}
