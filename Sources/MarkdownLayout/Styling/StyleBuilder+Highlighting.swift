import MarkdownTheme

extension StyleBuilder {
    /// The largest code block highlighted, in bytes, and its longest line: a regex
    /// highlighter's work grows faster than a line's length (GNU source-highlight's, by the
    /// square of it: docs/performance.md, 2026-12-03), so a block past either bound is left
    /// plain, which is linear.
    static let highlightedBytesLimit = 512 * 1024
    static let highlightedLineLimit = 1024

    /// Highlights the code block whose lines were just written, when a highlighter is set
    /// and the theme styles tokens: the lines' text, joined by line feeds, is what the
    /// session sees (already tab-expanded and sanitized), and its tokens become spans of
    /// those lines in the theme's syntax styles over the block's `style`. Returns the
    /// block's spans (none past the bounds, or for a language the highlighter does not know).
    mutating func highlight(_ lines: Range<Int32>, language: ArraySlice<UInt8>, style: StyleID) -> Range<Int32> {
        let first = Int32(out.codeSpans.count)
        guard let highlighter = input.highlighter, !input.styling.bounded.syntax.isEmpty, !lines.isEmpty else { return first..<first }
        var total = lines.count - 1
        for index in lines {
            let count = Int(out.codeLines[Int(index)].count)
            guard count <= Self.highlightedLineLimit else { return first..<first }
            total += count
        }
        guard total <= Self.highlightedBytesLimit else { return first..<first }
        var code: [UInt8] = []
        code.reserveCapacity(total)
        for index in lines {
            if index > lines.lowerBound { code.append(0x0A) }
            let line = out.codeLines[Int(index)]
            code.append(contentsOf: out.text[Int(line.offset)..<Int(line.offset + line.count)])
        }
        if highlightSession == nil { highlightSession = highlighter.makeSession() }
        let tokens = highlightSession!.tokens(in: code, language: String(decoding: language, as: UTF8.self))
        guard !tokens.isEmpty else { return first..<first }
        let styles = cascade.syntaxAttributes(over: style)
        let plain = style.attributes
        // Tokens are cut at line ends onto the lines they cover; a token out of order or
        // out of the code is dropped, and ends are moved off UTF-8 continuation bytes, so
        // a span never splits a character.
        var line = Int(lines.lowerBound)
        var lineStart = 0
        var previousEnd = 0
        for token in tokens {
            var position = max(token.range.lowerBound, previousEnd)
            let end = min(token.range.upperBound, code.count)
            guard position < end else { continue }
            previousEnd = end
            let kindStyle = styles[Self.syntaxIndex[token.kind]!]
            guard kindStyle != plain else { continue }
            while position < end {
                let written = out.codeLines[line]
                let lineEnd = lineStart + Int(written.count)
                if position > lineEnd {
                    line += 1
                    lineStart = lineEnd + 1
                    continue
                }
                let pieceStart = Self.characterStart(code, position, limit: lineEnd)
                let pieceEnd = Self.characterStart(code, min(end, lineEnd), limit: lineEnd)
                if pieceEnd > pieceStart {
                    let offset = written.offset + UInt32(pieceStart - lineStart)
                    let count = UInt32(pieceEnd - pieceStart)
                    if let last = out.codeSpans.last, out.codeSpans.count > Int(first), last.style == kindStyle,
                        last.offset + last.count == offset
                    {
                        out.codeSpans[out.codeSpans.count - 1].count += count
                    } else {
                        out.codeSpans.append(CodeSpan(offset: offset, count: count, style: kindStyle))
                    }
                }
                position = min(end, lineEnd) + 1
            }
        }
        return first..<Int32(out.codeSpans.count)
    }

    /// `position` moved forward past UTF-8 continuation bytes (to at most `limit`).
    private static func characterStart(_ code: [UInt8], _ position: Int, limit: Int) -> Int {
        var position = position
        while position < limit, code[position] & 0xC0 == 0x80 { position += 1 }
        return position
    }

    private static let syntaxIndex: [SyntaxKind: Int] = Dictionary(
        uniqueKeysWithValues: SyntaxKind.allCases.enumerated().map { ($1, $0) })
}
