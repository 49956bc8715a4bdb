extension AdversarialShape {
    /// Huge and ragged tables.
    static let tables: [AdversarialShape] = [
        AdversarialShape("wide-table", "one row of many columns") { size, _ in
            let columns = max(1, size / 5)
            return [UInt8](("|" + String(repeating: " a |", count: columns) + "\n|" + String(repeating: "-|", count: columns) + "\n").utf8)
        },
        AdversarialShape("tall-table", "three columns, many rows") { size, _ in
            [UInt8]("| a | b | c |\n|:--|:-:|--:|\n".utf8) + Build.repeated("| 1 | two | 3 |\n", size: size)
        },
        AdversarialShape("ragged-table", "rows of random cell counts and widths") { size, random in
            var bytes = [UInt8]("| a | b | c | d | e | f | g | h |\n|---|---|---|---|---|---|---|---|\n".utf8)
            while bytes.count < size {
                for _ in 0..<random.int(0...20) {
                    bytes.append(
                        contentsOf: ("| " + String(repeating: random.pick(["x", "中", "\\|", "`"]), count: random.int(0...30))).utf8)
                }
                bytes.append(0x0A)
            }
            return bytes
        },
    ]

    /// Long lines, scripts without spaces, grapheme clusters and entities.
    static let text: [AdversarialShape] = [
        AdversarialShape("long-line-no-spaces", "aaaa… one paragraph line") { size, _ in Build.repeated("a", size: size) },
        AdversarialShape("long-url", "https://x/a/a/a/… one autolink") { size, _ in
            [UInt8]("https://x.example/".utf8) + Build.repeated("a/", size: size)
        },
        AdversarialShape("long-words-short-lines", "words of 1-40 letters") { size, random in
            Build.mixture((1...40).map { Array((String(repeating: "w", count: $0) + " ").utf8) }, size: size, line: 70, random: &random)
        },
        AdversarialShape("cjk-no-spaces", "CJK ideographs without spaces") { size, random in
            Build.mixture(Build.scalars(0x4E00...0x4FFF) + Build.scalars(0x3041...0x3096), size: size, line: 0, random: &random)
        },
        AdversarialShape("mixed-length-letters", "a é ж ü … of 1-3 bytes, no spaces") { size, random in
            Build.mixture(["a", "é", "ж", "ü", "x", "ß", "ō", "e\u{301}"].map { Array($0.utf8) }, size: size, line: 0, random: &random)
        },
        AdversarialShape("emoji-zwj-runs", "family emoji, flags and modifiers without spaces") { size, random in
            Build.mixture(
                ["👨‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "🇯🇵", "🧑‍💻", "❤️"].map { Array($0.utf8) } + [[0xE2, 0x80, 0x8D]], size: size, line: 0, random: &random)
        },
        AdversarialShape("combining-stacks", "a letter with dozens of combining marks") { size, random in
            Build.mixture(
                (0..<8).map { _ in [0x61] + (0..<random.int(1...60)).flatMap { _ in Build.scalars(0x0300...0x036F)[random.int(0...111)] } },
                size: size, line: 0, random: &random)
        },
        AdversarialShape("entity-flood", "&amp; &#27; &#x9b; &nbsp; &bogus; …") { size, random in
            Build.mixture(
                ["&amp;", "&#27;", "&#x9b;", "&nbsp;", "&bogus;", "&#0;", "&#1114112;", "&CounterClockwiseContourIntegral;", "&"].map {
                    Array($0.utf8)
                }, size: size, line: 100, random: &random)
        },
        AdversarialShape("code-fence-flood", "``` ~~~ fences and indented code") { size, random in
            Build.mixture(
                ["```\n", "~~~ x\n", "    code\n", "\tcode\t\ttab\n", "text\n", "\n"].map { Array($0.utf8) }, size: size, line: 0,
                random: &random)
        },
        AdversarialShape("heading-and-rule-flood", "# … --- === setext and ATX") { size, random in
            Build.mixture(
                ["# h\n", "###### h #\n", "a\n===\n", "b\n---\n", "***\n", "- - -\n", "#######\n"].map { Array($0.utf8) }, size: size,
                line: 0, random: &random)
        },
        // cmark-gfm walks every delimiter of a paragraph before a link each time a link closes
        // with none inside it: quadratic in one paragraph (ParseLimits.maximumInlineStepsPerByte).
        AdversarialShape("emphasis-then-link", "*emphasis* [a](https://e.com/x) … in one paragraph") { size, _ in
            Build.repeated("*emphasis* [a](https://e.com/x) ", size: size)
        },
        AdversarialShape("emphasis-then-link-lines", "_a_ ~~b~~ [c][] ![d](u) … one paragraph of short lines") { size, _ in
            [UInt8]("[c]: /c\n\n".utf8) + Build.repeated("_a_ ~~b~~ [c][] ![d](u)\n", size: size)
        },
    ]

    /// Bytes a terminal or a decoder could trip on.
    static let bytes: [AdversarialShape] = [
        AdversarialShape("nul-bytes", "text with NUL bytes") { size, random in
            Build.mixture([[0], [0x61], [0x20], [0x2A], [0x0A], [0, 0, 0]], size: size, line: 0, random: &random)
        },
        AdversarialShape("invalid-utf8", "random bytes 0x80-0xFF among ASCII") { size, random in
            Build.mixture(
                (0x80...0xFF).map { [UInt8($0)] } + [[0x61], [0x20], [0xF0, 0x9F], [0xED, 0xA0, 0x80]], size: size, line: 80,
                random: &random)
        },
        AdversarialShape("cr-crlf-mix", "lines ending in CR, CRLF, LF") { size, random in
            Build.mixture(
                ["a\r", "b\r\n", "c\n", "> q\r", "- i\r\n", "\r\r\n", "| a |\r|---|\r"].map { Array($0.utf8) }, size: size, line: 0,
                random: &random)
        },
        AdversarialShape("control-characters", "every C0 and C1 control, DEL") { size, random in
            Build.mixture(Build.scalars(0x00...0x1F) + Build.scalars(0x7F...0x9F) + [[0x61], [0x20]], size: size, line: 0, random: &random)
        },
        AdversarialShape("escape-sequences", "CSI, OSC, DCS sequences, raw and as entities") { size, random in
            Build.mixture(
                [
                    "\u{1B}[31m", "\u{1B}]0;title\u{07}", "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}P1$r\u{1B}\\", "\u{9B}2J", "&#27;[1m",
                    "`\u{1B}[5m`", "text ",
                ].map {
                    Array($0.utf8)
                }, size: size, line: 60, random: &random)
        },
        AdversarialShape("hostile-link-schemes", "[x](javascript:\u{FF9E}…) <data:\u{301}> ` JaVa\tScRiPt:` …") { size, random in
            Build.mixture(
                [
                    "[click](javascript:\u{FF9E}=1,alert(1)) ", "[a](javascript:\u{301}) ", "<data:\u{301}> ", "[b](< JaVa\tScRiPt:x>) ",
                    "[c](&#1;javascript:x) ", "[d](java&#10;script:x) ", "![e](vbscript:x) ", "[f](https://ok.example/) ", "[g](#frag) ",
                ].map { Array($0.utf8) }, size: size, line: 0, random: &random)
        },
        AdversarialShape("backslash-escapes", "\\* \\[ \\` \\\\ … and hard breaks") { size, random in
            Build.mixture(
                ["\\*", "\\[", "\\`", "\\\\", "\\\n", "a  \n", "\\&", "\\"].map { Array($0.utf8) }, size: size, line: 0, random: &random)
        },
    ]
}
