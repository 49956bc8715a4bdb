extension CommonMarkWriter {
    /// Writes the opening of inline node `i` (or all of it); returns its frame when its
    /// children are to be walked.
    mutating func enterInline(_ i: Int, frame: Frame) -> Frame? {
        let raw = nodes[i]
        var frame = frame
        switch raw.kind {
        case .text:
            writeText(i)
            return nil
        case .softBreak, .lineBreak:
            if singleLine > 0 {
                out.raw(" ")
                return nil
            }
            if raw.kind == .lineBreak { out.raw("\\") }
            out.newline()
            // Raw HTML starting a line could start an HTML block; indented four spaces, the
            // line still continues the paragraph, and the parser strips the spaces.
            let next = Int(raw.end)
            if next < frames[frames.count - 1].end && nodes[next].kind == .inlineHTML { out.marker("    ") }
            return nil
        case .code:
            writeCodeSpan(storage.slice(raw.text))
            return nil
        case .inlineHTML:
            out.rawLines(storage.slice(raw.text))
            return nil
        case .emphasis, .strong, .strikethrough:
            // Empty emphasis has no CommonMark form: `**` would be text.
            guard Int(raw.end) > i + 1 else { return nil }
            frame.delimiter = raw.kind == .emphasis ? emphasisDelimiter(i) : raw.kind == .strong ? "**" : "~~"
        case .link:
            if let autolink = autolinkText(i) {
                out.raw(autolink)
                return nil
            }
            frame.delimiter = "["
        case .image:
            frame.delimiter = "!["
        case .footnoteReference:
            out.raw("[^" + storage.string(raw.text) + "]")
            return nil
        default:
            break
        }
        out.raw(frame.delimiter)
        return frame
    }

    mutating func exitInline(_ frame: Frame) {
        let raw = nodes[frame.index]
        switch raw.kind {
        case .emphasis, .strong, .strikethrough:
            out.raw(frame.delimiter)
        case .link, .image:
            out.raw("](")
            writeDestination(storage.slice(raw.text), hasTitle: raw.text2.count > 0)
            if raw.text2.count > 0 {
                out.raw(" \"")
                writeEscaped(storage.slice(raw.text2), escaping: [UInt8(ascii: "\""), UInt8(ascii: "\\")])
                out.raw("\"")
            }
            out.raw(")")
        default:
            break
        }
    }

    /// `*`, or `_` for emphasis that is the only child of emphasis or strong emphasis
    /// (`**x**` and `***x***` would read differently).
    func emphasisDelimiter(_ i: Int) -> String {
        let parent = frames[frames.count - 1]
        let isOnlyChild = parent.index + 1 == i && Int(nodes[i].end) == parent.end
        return isOnlyChild && (parent.kind == .emphasis || parent.kind == .strong) ? "_" : "*"
    }

    mutating func writeText(_ i: Int) {
        let raw = nodes[i]
        let parent = frames[frames.count - 1]
        let nextIndex = Int(raw.end)
        let next: NodeKind? = nextIndex < parent.end ? nodes[nextIndex].kind : nil
        let endsLine = next == .softBreak || next == .lineBreak || (next == nil && parent.kind.isBlock)
        let beforeBracket = next == .link || next == .footnoteReference || next == .customInline
        let escaper = TextEscaper(
            pipes: options.extensions.contains(.table) || out.escapePipes, smart: options.smart,
            autolinks: options.extensions.contains(.autolink))
        escaper.write(
            storage.slice(raw.text), to: &out, endsLine: endsLine, beforeBracket: beforeBracket, wrap: singleLine > 0 ? 0 : width)
    }

    /// A code span with a backtick run that the code does not contain, padded with spaces
    /// where the parser would otherwise strip or join.
    mutating func writeCodeSpan(_ literal: ArraySlice<UInt8>) {
        var runs = Set<Int>()
        var run = 0
        for byte in literal {
            if byte == UInt8(ascii: "`") {
                run += 1
            } else {
                if run > 0 { runs.insert(run) }
                run = 0
            }
        }
        if run > 0 { runs.insert(run) }
        var ticks = 1
        while runs.contains(ticks) { ticks += 1 }
        let fence = [UInt8](repeating: UInt8(ascii: "`"), count: ticks)
        let body = literal.map { $0 == 0x0A || $0 == 0x0D ? UInt8(0x20) : $0 }
        let allSpaces = body.allSatisfy { $0 == 0x20 }
        let pad =
            body.isEmpty || body.first == UInt8(ascii: "`") || body.last == UInt8(ascii: "`")
            || (!allSpaces && body.first == 0x20 && body.last == 0x20)
        out.raw(fence + (pad ? [0x20] : []) + body + (pad ? [0x20] : []) + fence)
    }

    /// The whole text of a link that can be written as an autolink: `<scheme:…>`,
    /// `<user@host>`, or (with the autolink extension) a bare `www.` address.
    func autolinkText(_ i: Int) -> [UInt8]? {
        let raw = nodes[i]
        guard raw.isAutolink, raw.text2.count == 0, Int(raw.end) == i + 2, nodes[i + 1].kind == .text else {
            return nil
        }
        let destination = Array(storage.slice(raw.text))
        let text = Array(storage.slice(nodes[i + 1].text))
        let forbidden: (UInt8) -> Bool = { $0 <= 0x20 || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == 0x7F }
        guard !destination.contains(where: forbidden) else { return nil }
        if text == destination && Self.hasScheme(destination) { return [UInt8(ascii: "<")] + destination + [UInt8(ascii: ">")] }
        let mailto = Array("mailto:".utf8)
        if destination == mailto + text && text.contains(UInt8(ascii: "@")) && !text.contains(UInt8(ascii: "\\")) {
            return [UInt8(ascii: "<")] + text + [UInt8(ascii: ">")]
        }
        if options.extensions.contains(.autolink) && destination == Array("http://".utf8) + text && text.starts(with: "www.".utf8)
            && endsAutolink(after: i)
        {
            return text
        }
        // Otherwise `[text](destination)`: the same tree, whatever follows.
        return nil
    }

    /// Whether what follows node `i` ends a bare `www.` autolink where it ended: the end of
    /// the line, or a space (an escaped character's backslash would join the link).
    func endsAutolink(after i: Int) -> Bool {
        let next = Int(nodes[i].end)
        guard next < frames[frames.count - 1].end else { return true }
        switch nodes[next].kind {
        case .softBreak, .lineBreak: return true
        case .text: return storage.slice(nodes[next].text).first == 0x20
        default: return false
        }
    }

    /// Whether `url` starts with a URI scheme (2 to 32 characters, then `:`).
    static func hasScheme(_ url: [UInt8]) -> Bool {
        guard let colon = url.firstIndex(of: UInt8(ascii: ":")), (2...32).contains(colon) else { return false }
        guard TextEscaper.isAlphanumeric(url[0]) && url[0] > 0x39 else { return false }
        return url[1..<colon].allSatisfy {
            TextEscaper.isAlphanumeric($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
        }
    }

    /// A link destination: bare with `\`, `(`, `)` escaped, or in `<…>` when it holds
    /// spaces or controls.
    mutating func writeDestination(_ destination: ArraySlice<UInt8>, hasTitle: Bool) {
        if destination.isEmpty {
            if hasTitle { out.raw("<>") }
            return
        }
        let pointy = destination.contains { $0 <= 0x20 || $0 == 0x7F } || destination.first == UInt8(ascii: "<")
        if pointy {
            out.raw("<")
            writeEscaped(destination, escaping: [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\")])
            out.raw(">")
        } else {
            writeEscaped(destination, escaping: [UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\")])
        }
    }

    /// Writes `text` with a backslash before each byte of `escaping` and before an `&` that
    /// could start a character reference; line ends keep their prefixes.
    mutating func writeEscaped(_ text: ArraySlice<UInt8>, escaping: [UInt8]) {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.count)
        var i = text.startIndex
        while i < text.endIndex {
            let byte = text[i]
            let next = i + 1 < text.endIndex ? text[i + 1] : 0
            if escaping.contains(byte) || (byte == UInt8(ascii: "&") && TextEscaper.startsEntity(next)) {
                escaped.append(UInt8(ascii: "\\"))
            }
            escaped.append(byte)
            i += 1
        }
        out.rawLines(escaped)
    }
}
