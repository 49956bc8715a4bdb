/// A key or mouse event the pager understands, as ``KeyDecoder`` reads it from a terminal.
public enum PagerKey: Sendable, Hashable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab
    /// Ctrl-C (raw mode delivers it as a byte, not a signal).
    case interrupt
    /// Ctrl-L.
    case redraw
    /// Another control key, by its lower-case letter: `.control("f")` is Ctrl-F.
    case control(Character)
    case wheelUp, wheelDown
    /// A mouse click at a 0-based viewport cell.
    case click(row: Int, column: Int)
}

/// What the front end should do after a key.
public enum PagerAction: Sendable, Hashable {
    /// Draw the new state (or nothing changed).
    case none
    /// Leave the viewer.
    case quit
    /// Follow a link: open its URL (the front end decides how, or only shows it). Only a
    /// URL that `URLScheme.isAllowed(_:)` is ever given.
    case open(url: String)
    /// Read the file again and give it to `Pager.reload(document:headings:)` (`R`), which
    /// keeps the reader's place.
    case reload
    /// Put `text` on the clipboard (`y`: the current link's URL, the code block or the
    /// line under the cursor); `PagerScreen.clipboardSequence(_:)` is the OSC 52 escape
    /// that asks the terminal to.
    case copy(text: String)
}
