extension PagerScreen {
    /// The help overlay (`H`): every key, as `less` users know them. A count (digits) before
    /// a key repeats or aims it.
    static let helpLines = [
        "cmark-swift view                  keys as in less; N: a count typed first",
        "",
        "j k ↓ ↑ Enter   line down / up    Nj Nk: N lines",
        "space b f       page down / up    N space: N lines",
        "d u Ctrl-D/U    half a page down / up",
        "Ctrl-F Ctrl-B   page down / up    PgDn PgUp, the mouse wheel too",
        "g G Home End    top / bottom      Ng NG :N  source line N",
        "N% Np           N percent of the way down",
        "/re ?re         search forward / backward for a regular",
        "                expression (no capital letter: any case)",
        "n N             next / previous match (in the search's direction)",
        "Tab Shift-Tab   next / previous link",
        "Enter, click    follow the current link (#heading: jump to it)",
        "o               outline: type to filter, ↑ ↓, Enter jumps",
        "Backspace '     back to before the last jump",
        "← → h l         scroll wide tables (row labels stay) and code",
        "w               code: wrap / run on",
        "y               copy the link, code block or line (OSC 52)",
        "R               reload the file, keeping the place",
        "Esc             clear the highlight",
        "H               this help          q Ctrl-C  quit",
    ]
}
