extension CommonMarkWriter {
    /// Writes a code block: indented when the tree says so and the context allows it,
    /// fenced otherwise, with a fence longer than any fence-like run in the code.
    mutating func writeCodeBlock(_ i: Int, previous: Int) {
        let raw = nodes[i]
        let literal = storage.slice(raw.text)
        let info = storage.slice(raw.text2)
        let parent = frames[frames.count - 1]
        let firstInItem = previous < 0 && parent.kind == .item
        let afterMarker = previous < 0 && (parent.kind == .item || parent.kind == .blockQuote || parent.kind == .footnoteDefinition)
        let fenced = raw.isFenced
        let afterTightBlock = previous >= 0 && isTight(parent)
        let afterList = previous >= 0 && nodes[previous].kind == .list
        if !fenced && info.isEmpty && !afterTightBlock && !afterList && Self.canIndent(literal) {
            // Right after a container's marker the line has begun: indent it by hand.
            // (A footnote definition's first line cannot hold code: start on the next.)
            if afterMarker { parent.kind == .footnoteDefinition ? out.newline() : out.raw("    ") }
            out.pushPrefix("    ")
            var body = literal
            if body.last == 0x0A { body = body.dropLast() }
            out.rawLines(body)
            out.popPrefix()
            return
        }
        let written = raw.fence
        var character = written?.character == "~" ? UInt8(ascii: "~") : UInt8(ascii: "`")
        if character == UInt8(ascii: "`") && info.contains(UInt8(ascii: "`")) { character = UInt8(ascii: "~") }
        let offset = !firstInItem ? min(written?.offset ?? 0, 3) : 0
        let length = max(3, written?.length ?? 3, Self.longestLeadingRun(of: character, in: literal, indent: offset) + 1)
        let indent = [UInt8](repeating: 0x20, count: offset)
        let fence = [UInt8](repeating: character, count: length)
        out.raw(indent + fence)
        writeInfo(info)
        var line: [UInt8] = []
        var lines: [[UInt8]] = []
        for byte in literal {
            if byte == 0x0A {
                lines.append(line)
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(byte)
            }
        }
        if !line.isEmpty { lines.append(line) }
        for line in lines {
            out.newline()
            if line.isEmpty { out.startLine() } else { out.raw(indent + line) }
        }
        out.newline()
        out.raw(indent + fence)
    }

    /// An info string, with backslashes before punctuation and entity-like `&` escaped
    /// (cmark unescapes both in info strings).
    private mutating func writeInfo(_ info: ArraySlice<UInt8>) {
        var escaped: [UInt8] = []
        var i = info.startIndex
        while i < info.endIndex {
            let byte = info[i]
            let next = i + 1 < info.endIndex ? info[i + 1] : 0
            if byte == UInt8(ascii: "\\") && TextEscaper.isPunctuation(next) || byte == UInt8(ascii: "&") && TextEscaper.startsEntity(next)
            {
                escaped.append(UInt8(ascii: "\\"))
            }
            escaped.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte)
            i += 1
        }
        out.raw(escaped)
    }

    /// Whether code can be written indented: not empty, and neither its first nor its last
    /// line blank (the parser drops those).
    static func canIndent(_ literal: ArraySlice<UInt8>) -> Bool {
        var body = literal
        if body.last == 0x0A { body = body.dropLast() }
        guard !body.isEmpty else { return false }
        let lines = body.split(separator: 0x0A, omittingEmptySubsequences: false)
        func isBlank(_ line: ArraySlice<UInt8>) -> Bool { line.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
        return !isBlank(lines[0]) && !isBlank(lines[lines.count - 1])
    }

    /// The longest run of `character` that starts a line of `text` written `indent` spaces
    /// in, after at most 3 spaces in all: the runs that could close a fence.
    static func longestLeadingRun(of character: UInt8, in text: ArraySlice<UInt8>, indent: Int) -> Int {
        var longest = 0
        for line in text.split(separator: 0x0A) {
            let spaces = line.prefix { $0 == 0x20 }.count
            guard indent + spaces <= 3 else { continue }
            let rest = line.dropFirst(spaces)
            let run = rest.prefix { $0 == character }.count
            if run > 0 && rest.dropFirst(run).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { longest = max(longest, run) }
        }
        return longest
    }

    // MARK: Tables

    mutating func enterCell(_ frame: inout Frame) {
        let row = frames.count - 1
        out.raw(frames[row].counter == 0 ? "| " : " | ")
        frames[row].counter += 1
        out.escapePipes = true
        singleLine += 1
    }

    mutating func exitRow(_ frame: Frame) {
        out.raw(frame.counter == 0 ? "|" : " |")
        let row = frame.index
        let table = Int(nodes[row].parent)
        // The delimiter row follows the first row: that row is the header.
        guard table >= 0, nodes[table].kind == .table, table + 1 == row else { return }
        let alignments = storage.tableAlignments(of: nodes[table])
        let columns = max(alignments.count, frame.counter, 1)
        var line = "|"
        for column in 0..<columns {
            switch column < alignments.count ? alignments[column] : .none {
            case .none: line += " --- |"
            case .left: line += " :-- |"
            case .center: line += " :-: |"
            case .right: line += " --: |"
            }
        }
        out.newline()
        out.raw(line)
    }
}
