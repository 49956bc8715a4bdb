import MarkdownTheme

/// Select Graphic Rendition: the fewest parameters that turn one set of text attributes into
/// another.
package enum SGR {
    /// Appends the escape that changes `from` into `to` (nothing when equal): the shorter of
    /// switching only what changed, and a reset followed by what `to` sets.
    package static func transition(from: TextAttributes, to: TextAttributes, into output: inout [UInt8]) {
        guard from != to else { return }
        var changes: [UInt8] = []
        changesOnly(from: from, to: to, into: &changes)
        var reset: [UInt8] = [0x30]
        parameters(of: to, into: &reset)
        let chosen = reset.count < changes.count ? reset : changes
        output.append(contentsOf: [0x1B, 0x5B])
        output.append(contentsOf: chosen)
        output.append(0x6D)
    }

    /// `ESC [ 0 m`: back to plain.
    package static let reset: [UInt8] = [0x1B, 0x5B, 0x30, 0x6D]

    private static func changesOnly(from: TextAttributes, to: TextAttributes, into out: inout [UInt8]) {
        if (from.bold && !to.bold) || (from.faint && !to.faint) {
            add("22", &out)
            if to.bold { add("1", &out) }
            if to.faint { add("2", &out) }
        } else {
            if to.bold && !from.bold { add("1", &out) }
            if to.faint && !from.faint { add("2", &out) }
        }
        if from.italic != to.italic { add(to.italic ? "3" : "23", &out) }
        if from.underline != to.underline { add(to.underline ? "4" : "24", &out) }
        if from.inverse != to.inverse { add(to.inverse ? "7" : "27", &out) }
        if from.strikethrough != to.strikethrough { add(to.strikethrough ? "9" : "29", &out) }
        if from.foreground != to.foreground { color(to.foreground, background: false, &out) }
        if from.background != to.background { color(to.background, background: true, &out) }
    }

    private static func parameters(of attributes: TextAttributes, into out: inout [UInt8]) {
        if attributes.bold { add("1", &out) }
        if attributes.faint { add("2", &out) }
        if attributes.italic { add("3", &out) }
        if attributes.underline { add("4", &out) }
        if attributes.inverse { add("7", &out) }
        if attributes.strikethrough { add("9", &out) }
        if let foreground = attributes.foreground { color(foreground, background: false, &out) }
        if let background = attributes.background { color(background, background: true, &out) }
    }

    private static func color(_ color: TerminalColor?, background: Bool, _ out: inout [UInt8]) {
        switch color {
        case nil:
            add(background ? "49" : "39", &out)
        case .ansi(let n):
            let n = Int(n & 15)
            add(String((n < 8 ? 30 : 82) + n + (background ? 10 : 0)), &out)
        case .indexed(let n):
            add(background ? "48;5;\(n)" : "38;5;\(n)", &out)
        case .rgb(let r, let g, let b):
            add(background ? "48;2;\(r);\(g);\(b)" : "38;2;\(r);\(g);\(b)", &out)
        }
    }

    private static func add(_ parameter: String, _ out: inout [UInt8]) {
        if !out.isEmpty { out.append(0x3B) }
        out.append(contentsOf: parameter.utf8)
    }
}
