import CMarkSwift
import Robustness
import Testing

/// No input — random Markdown built from every control byte, C1 controls, bidi overrides,
/// entities and escape sequences in every position (text, code, link text and URL, image alt and source,
/// footnote labels, table cells, headings, front matter) — and no theme string yields a
/// byte sequence outside the renderer's own SGR and OSC 8 forms.
@Suite struct TerminalSafetyTests {
    /// Hostile fragments: raw C0 (every byte but LF), DEL, C1 as UTF-8, entities for them,
    /// and escape sequences.
    static let hostile: [String] = {
        var pieces = (0...0x1F).filter { $0 != 0x0A }.map { String(UnicodeScalar(UInt8($0))) }
        pieces += ["\u{7F}"] + (0x80...0x9F).map { String(UnicodeScalar($0)!) }
        pieces += ["&#27;", "&#x1b;", "&#155;", "&#x9B;", "&#7;", "&#0;", "&#127;", "&#x85;", "&#13;", "&#10;"]
        pieces += ["\u{1B}[31m", "\u{1B}]8;;http://evil\u{1B}\\", "\u{1B}]0;title\u{07}", "\u{9B}2J", "\u{1B}P+q\u{1B}\\", "\u{1B}c"]
        // Bidirectional overrides and isolates (Trojan Source), raw and as entities.
        pieces += (0x202A...0x202E).map { String(UnicodeScalar($0)!) } + (0x2066...0x2069).map { String(UnicodeScalar($0)!) }
        pieces += ["&#x202E;", "&#8294;", "&#x2069;"]
        return pieces
    }()

    /// Markdown positions a fragment can sit in; `X` is replaced by hostile text.
    static let templates = [
        "X text X\n", "# HX\n", "`X`\n", "```X\nX\n```\n", "    X\n", "[X](X \"X\")\n", "[X](<X>)\n", "![X](X)\n",
        "<http://X>\n", "www.X.com\n", "a[^X]\n\n[^X]: X\n", "| X | a |\n|---|---|\n| X | X |\n", "> X\n", "- X\n  - [ ] X\n",
        "<div>X</div>\n", "<span X>X</span>\n", "X\\\nX  \nX\n", "~~X~~ *X* **X**\n", "[X]\n\n[X]: X 'X'\n",
    ]

    static func randomDocument(_ random: inout SeededRandom, frontMatter: Bool) -> String {
        var text = frontMatter ? "---\ntitle: \(hostileRun(&random))\nkey\(hostileRun(&random)): v\n---\n" : ""
        for _ in 0..<random.int(1...6) {
            var template = templates.randomElement(using: &random)!
            while let range = template.range(of: "X") { template.replaceSubrange(range, with: hostileRun(&random)) }
            text += template
        }
        return text
    }

    static func hostileRun(_ random: inout SeededRandom) -> String {
        (0..<random.int(1...4)).map { _ in random.int(0...2) == 0 ? "a" : hostile.randomElement(using: &random)! }.joined()
    }

    @Test func randomHostileDocumentsRenderWithoutForeignControls() {
        var random = SeededRandom(seed: 0x5AFE)
        let themes = Theme.builtIns
        for round in 0..<400 {
            let frontMatter = round % 4 == 0
            let markdown = TerminalSafetyTests.randomDocument(&random, frontMatter: frontMatter)
            let document = Document(parsing: markdown, options: ParseOptions(frontMatter: frontMatter, limits: .standard))
            var theme = themes[round % themes.count]
            theme.frontMatterDisplay = frontMatter ? [FrontMatterDisplay.table, .raw][round % 8 / 4] : .hide
            theme.link.display = [LinkDisplay.inline, .references, .hyperlink][round % 3]
            let styled = StyledDocument(document: document, theme: theme)
            for width in [1, 13, 80] {
                let failure = RobustnessCheck.layoutContract(styled, width: width)
                #expect(failure == nil, "\(failure ?? "") in \(Array(markdown.utf8))")
                if failure != nil { return }
            }
        }
    }

    /// A theme whose every string holds ESC, BEL, CSI and C1 controls.
    static let maliciousTheme = """
        {
          "extends": "dark",
          "blockQuote": {"bar": "\\u001b[31m| "},
          "list": {"bullets": ["\\u001b]0;x\\u0007", "\\u009b1m"], "numberFormat": "\\u001b[5m{n}."},
          "task": {"checked": "\\u001b[7m[x]", "unchecked": "\\u0007[ ]"},
          "thematicBreak": {"glyph": "\\u001b(0q"},
          "codeBlock": {"wrapMarker": "\\u001b[1m>"},
          "image": {"format": "\\u001b]8;;http://evil\\u001b\\\\{alt}"},
          "paragraph": {"prefix": "\\u001bP", "suffix": "\\u001b\\\\"},
          "code": {"prefix": "\\u0085", "suffix": "\\u001b[0m"},
          "headings": {"h1": {"prefix": "\\u001b#8# "}}
        }
        """

    @Test func themeStringsAreSanitized() throws {
        let theme = try Theme(json: Array(TerminalSafetyTests.maliciousTheme.utf8), name: "evil.json")
        let styled = StyledDocument(document: RobustnessCheck.sampleDocument, theme: theme)
        for width in [1, 7, 40, 80] {
            let failure = RobustnessCheck.layoutContract(styled, width: width)
            #expect(failure == nil, "\(failure ?? "")")
        }
        let layout = styled.layout(width: 80)
        let text = (0..<layout.rowCount).map { layout.line($0).text }.joined(separator: "\n")
        #expect(text.contains("\u{241B}[31m| "), "the bar is shown, with a visible ESC")
    }
}
