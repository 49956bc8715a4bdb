extension Pager {
    /// Opens the outline with the current heading selected ("No headings" when there are none).
    public mutating func openOutline() {
        guard !headings.isEmpty else {
            message = "No headings"
            return
        }
        mode = .outline(selected: currentHeading ?? 0)
    }

    /// The headings the outline lists under `filter`, as indexes into ``headings``: those
    /// whose title contains it, ignoring case unless it has a capital letter (as search
    /// does); all of them for an empty filter.
    ///
    /// ```swift
    /// pager.outlineEntries(filter: "inst")   // the indexes of "Install", "Reinstalling", ...
    /// ```
    public func outlineEntries(filter: String) -> [Int] {
        guard !filter.isEmpty else { return Array(headings.indices) }
        let ignoresCase = !SearchPattern.hasCapital(filter)
        let needle = ignoresCase ? filter.lowercased() : filter
        return headings.indices.filter { (ignoresCase ? headings[$0].title.lowercased() : headings[$0].title).contains(needle) }
    }

    /// The outline's keys. What is typed narrows the list to the headings containing it;
    /// Backspace widens it again (and closes the outline when nothing is typed); ↑ ↓ (Tab,
    /// Ctrl-N/P), page keys, Home and End move the selection among the headings listed;
    /// Enter jumps to the selected one; Escape closes; Ctrl-U clears what was typed.
    mutating func handleOutlineKey(_ key: PagerKey, selected: Int, filter: String) -> PagerAction {
        // A reload may have taken headings away while the outline was open.
        guard !headings.isEmpty else {
            mode = .reading
            return key == .interrupt ? .quit : .none
        }
        let entries = outlineEntries(filter: filter)
        // Where the selection is among the entries (the first after it, when it is not listed).
        let position = entries.firstIndex { $0 >= selected } ?? max(0, entries.count - 1)
        let page = max(1, height - 1)
        var next = position
        switch key {
        case .character(let character):
            return narrowOutline(to: filter + String(character), selected: selected)
        case .backspace:
            if filter.isEmpty {
                mode = .reading
                return .none
            }
            return narrowOutline(to: String(filter.dropLast()), selected: selected)
        case .control("u"): return narrowOutline(to: "", selected: selected)
        case .down, .tab, .control("n"): next += 1
        case .up, .backTab, .control("p"): next -= 1
        case .pageDown, .control("f"): next += page
        case .pageUp, .control("b"): next -= page
        case .home: next = 0
        case .end: next = entries.count - 1
        case .enter:
            guard !entries.isEmpty else {
                message = "No heading contains \(Pager.printable(filter))"
                return .none
            }
            mode = .reading
            jump(to: headings[entries[position]])
            return .none
        case .escape:
            mode = .reading
            return .none
        case .interrupt: return .quit
        default: break
        }
        guard !entries.isEmpty else { return .none }
        mode = .outline(selected: entries[min(max(0, next), entries.count - 1)], filter: filter)
        return .none
    }

    /// The outline under a new filter, the selection kept when it is still listed, else the
    /// first heading listed after it (else the last listed).
    private mutating func narrowOutline(to filter: String, selected: Int) -> PagerAction {
        let entries = outlineEntries(filter: filter)
        let kept = entries.first { $0 >= selected } ?? entries.last ?? selected
        mode = .outline(selected: kept, filter: filter)
        if entries.isEmpty { message = "No heading contains \(Pager.printable(filter))" }
        return .none
    }

    /// The first of the outline's `listed` rows shown in a viewport of ``height`` rows, so
    /// that the row at `position` (the selection's place in the list) stays in view.
    package func outlineTop(position: Int, listed: Int) -> Int {
        guard listed > height else { return 0 }
        return min(max(0, position - height / 2), listed - height)
    }
}
