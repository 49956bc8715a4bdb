import MarkdownLayout

extension Pager {
    /// The most text `y` copies: terminals cap what an OSC 52 sequence may carry (xterm
    /// takes about 100 kB of base64), and a bigger paste is not what the key is for.
    static let largestCopy = 65_536

    /// What `y` copies, and what the status line calls it: the current link's URL (or an
    /// image's source); else, on the cursor row (the current match's, else the first row
    /// with text from the top), the whole code block when the row is in one, else the row's
    /// text without its margin. `nil` on an empty screen.
    ///
    /// ```swift
    /// if let (text, what) = pager.copyTarget() { print(what, text) }   // "code block (3 lines)", "make\n..."
    /// ```
    public func copyTarget() -> (text: String, what: String)? {
        if let index = currentLink {
            switch layout.links[links[index].link - 1] {
            case .url(let url): return (url, "link")
            case .image(let source, _): return (source, "image source")
            case .footnote: break
            }
        }
        guard let row = cursorRow else { return nil }
        if let block = layout.block(ofRow: row), block < document.blocks.count, case .code(let code) = document.blocks[block].content {
            let lines = code.lines.map { index -> String in
                let line = document.codeLines[Int(index)]
                return String(decoding: document.text[Int(line.offset)..<Int(line.offset + line.count)], as: UTF8.self)
            }
            return (lines.joined(separator: "\n"), lines.count == 1 ? "code block (1 line)" : "code block (\(lines.count) lines)")
        }
        let text = layout.line(row).text
        return (String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()), "line")
    }

    /// The row `y` copies from: the current match's when it is shown, else the first row
    /// shown with text on it.
    var cursorRow: Int? {
        if let current = currentMatch, visibleRows.contains(matches[current].row) { return matches[current].row }
        return visibleRows.first { layout.lineWidths[$0] > 0 && !layout.line($0).text.allSatisfy { $0 == " " } }
    }

    /// `y`: the copy action for ``copyTarget()``, and a message saying what was copied.
    mutating func copy() -> PagerAction {
        guard let (text, what) = copyTarget(), !text.isEmpty else {
            message = "Nothing to copy"
            return .none
        }
        guard text.utf8.count <= Pager.largestCopy else {
            message = "The \(what) is too long to copy (\(text.utf8.count) bytes; at most \(Pager.largestCopy))"
            return .none
        }
        message = "copied the \(what) (OSC 52)"
        return .copy(text: text)
    }
}
