import MarkdownLayout

extension Pager {
    /// Searches the rendered text for `query`, a regular expression (``SearchPattern``:
    /// smart case, plain text when it has no special character), and jumps to the first
    /// match at or below the top of the viewport, or with `backward` (`?`) to the last
    /// match above it; either wraps around the document. An invalid pattern leaves the
    /// last search as it was and says why in ``message``.
    ///
    /// ```swift
    /// pager.search("install(ed|ing)?")
    /// pager.matches.count      // every occurrence, row and cell columns
    /// pager.search("TODO", backward: true)
    /// ```
    public mutating func search(_ query: String, backward: Bool = false) {
        let pattern: SearchPattern
        do {
            pattern = try SearchPattern(query)
        } catch {
            message = Pager.printable(error.message)
            return
        }
        self.query = query
        searchesBackward = backward
        matches = pattern.matches(in: layout)
        currentMatch = nil
        guard !matches.isEmpty else {
            if !query.isEmpty { message = "Pattern not found: \(Pager.printable(query))" }
            return
        }
        let index =
            backward
            ? matches.lastIndex { $0.row < top } ?? matches.count - 1
            : matches.firstIndex { $0.row >= top } ?? 0
        show(match: index)
    }

    /// Moves to the next (or previous) match in the document's order, wrapping around.
    /// (`n` goes on in the search's direction, `N` against it.)
    public mutating func nextMatch(forward: Bool) {
        guard !matches.isEmpty else {
            message = query.isEmpty ? "No search yet: press / or ?" : "Pattern not found: \(Pager.printable(query))"
            return
        }
        let index: Int
        if let current = currentMatch, visibleRows.contains(matches[current].row) {
            index = (current + (forward ? 1 : matches.count - 1)) % matches.count
        } else if forward {
            index = matches.firstIndex { $0.row >= top } ?? 0
        } else {
            index = matches.lastIndex { $0.row < top + height } ?? matches.count - 1
        }
        show(match: index)
    }

    /// Makes match `index` current and brings it into view.
    mutating func show(match index: Int) {
        currentMatch = index
        reveal(row: matches[index].row)
        reveal(columns: matches[index].columns, ofRow: matches[index].row)
        message = "match \(index + 1) of \(matches.count)"
    }

    /// The search prompt's keys: characters are typed, Backspace rubs out (closing the
    /// prompt when it is empty), Enter searches (an empty pattern repeats the last search
    /// in the new direction), Escape or Ctrl-C cancels.
    mutating func handleSearchKey(_ key: PagerKey, typed: String, backward: Bool) -> PagerAction {
        switch key {
        case .character(let character):
            mode = .searching(query: typed + String(character), backward: backward)
        case .backspace:
            mode = typed.isEmpty ? .reading : .searching(query: String(typed.dropLast()), backward: backward)
        case .enter:
            mode = .reading
            search(typed.isEmpty ? query : typed, backward: backward)
        case .escape, .interrupt:
            mode = .reading
        default:
            break
        }
        return .none
    }
}
