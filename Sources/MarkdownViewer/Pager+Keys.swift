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

    /// Applies a key, as `less` users expect: scrolling (arrows, j/k, space/b, d/u, g/G,
    /// Page Up/Down, Ctrl-F/B/D/U, the wheel), a count before a key (`10j`, `42G`, `50%`),
    /// `:N` to a source line, search (`/` forward, `?` backward, a regular expression;
    /// n/N), links (Tab, Shift-Tab, Enter; an in-page link jumps to its heading), the
    /// outline (`o`, filtered by typing), sideways scrolling of wide tables and of code
    /// (←/→; `w` lets code run on), copying (`y`), reloading (`R`), help (`H`) and
    /// quitting (q, Ctrl-C).
    ///
    /// ```swift
    /// for key: PagerKey in [.character("5"), .character("0"), .character("%")] { pager.handle(key) }
    /// pager.top    // half way down
    /// ```
    @discardableResult
    public mutating func handle(_ key: PagerKey) -> PagerAction {
        message = nil
        switch mode {
        case .help:
            mode = .reading
            return key == .interrupt ? .quit : .none
        case .searching(let typed, let backward):
            return handleSearchKey(key, typed: typed, backward: backward)
        case .goingToLine(let typed):
            return handleLineKey(key, typed: typed)
        case .outline(let selected, let filter):
            return handleOutlineKey(key, selected: selected, filter: filter)
        case .reading:
            // Digits make a count for the key after them (`10j`, `50%`, `42G`).
            if case .character(let character) = key, character.isASCII, let digit = character.wholeNumberValue,
                digit > 0 || pendingCount != nil
            {
                pendingCount = min((pendingCount ?? 0) * 10 + digit, Pager.largestCount)
                return .none
            }
            let typed = pendingCount
            pendingCount = nil
            return handleReadingKey(key, count: typed)
        }
    }

    /// The largest count kept: more digits are ignored (a billion lines is past any end).
    static let largestCount = 999_999_999

    private mutating func handleReadingKey(_ key: PagerKey, count: Int?) -> PagerAction {
        let page = max(1, height - 1)
        let half = max(1, height / 2)
        let times = count ?? 1
        switch key {
        case .character("q"), .character("Q"), .interrupt: return .quit
        case .down, .character("j"), .control("e"), .control("n"): scroll(by: times)
        case .enter where currentLink == nil: scroll(by: times)
        case .up, .character("k"), .control("y"), .control("p"): scroll(by: -times)
        case .wheelDown: scroll(by: 3)
        case .wheelUp: scroll(by: -3)
        // As in less, a count before a page key is a number of lines.
        case .pageDown, .character(" "), .character("f"), .control("f"): scroll(by: count ?? page)
        case .pageUp, .character("b"), .control("b"): scroll(by: -(count ?? page))
        case .character("d"), .control("d"): scroll(by: count ?? half)
        case .character("u"), .control("u"): scroll(by: -(count ?? half))
        case .character("o"): openOutline()
        case .backspace, .character("'"): jumpBack()
        case .character("w"): toggleCodeWrapping()
        case .right, .character("l"):
            // Nothing is wider than the viewport: only code that wraps could be.
            if maxLeftColumn == 0 && wrapsCode {
                message = "code wraps: press w to scroll it sideways"
            } else {
                scrollSideways(by: count ?? max(1, width / 2))
            }
        case .left, .character("h"): scrollSideways(by: -(count ?? max(1, width / 2)))
        case .home, .character("g"), .character("<"):
            if let count { go(toLine: count) } else { go(toRow: 0, saying: nil) }
        case .end, .character("G"), .character(">"):
            if let count { go(toLine: count) } else { go(toRow: maxTop, saying: nil) }
        case .character("%"), .character("p"): go(toPercent: count ?? 0)
        case .character(":"): mode = .goingToLine(typed: "")
        case .character("/"): mode = .searching(query: "", backward: false)
        case .character("?"): mode = .searching(query: "", backward: true)
        case .character("n"), .character("N"):
            let forward = (key == .character("n")) != searchesBackward
            for _ in 0..<min(times, max(1, matches.count)) { nextMatch(forward: forward) }
        case .tab: nextLink(forward: true)
        case .backTab: nextLink(forward: false)
        case .enter: return followCurrentLink()
        case .click(let row, let column): return click(row: row, column: column)
        case .character("y"): return copy()
        case .character("R"): return .reload
        case .character("H"): mode = .help
        case .escape:
            currentLink = nil
            currentMatch = nil
        default: break
        }
        return .none
    }

    /// Scrolls so that `row` is visible, with a little context above it when it was not.
    mutating func reveal(row: Int) {
        if row < top || row >= top + height { scroll(to: row - min(2, height / 4)) }
    }

    /// A click: the link under the cell becomes current, and is followed. The cell is in the
    /// viewport: on a row scrolled sideways, its layout column is further right (unless it
    /// is in the row labels a wide table keeps in place).
    private mutating func click(row: Int, column: Int) -> PagerAction {
        let documentRow = top + row
        let layoutColumn = layoutColumn(ofScreenColumn: column, row: documentRow)
        guard let index = links.firstIndex(where: { $0.row == documentRow && $0.columns.contains(layoutColumn) }) else {
            return .none
        }
        currentLink = index
        return followCurrentLink()
    }
}
