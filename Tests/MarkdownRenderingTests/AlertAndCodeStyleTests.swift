import CMarkSwift
import Foundation
import Testing

/// GitHub alerts as callouts, code that keeps its own face inside quotes, labels and code
/// spans that wrap as one word, and the theme's choice of front matter display.
@Suite struct AlertAndCodeStyleTests {
    func plain(_ markdown: String, theme: Theme = .ascii, width: Int = 40, frontMatter: Bool = false) -> String {
        let document = Document(parsing: markdown, options: ParseOptions(frontMatter: frontMatter))
        return PlainRenderer().render(StyledDocument(document: document, theme: theme).layout(width: width))
    }

    func ansi(_ markdown: String, theme: Theme = .dark, width: Int = 40) -> String {
        ANSIRenderer(colorDepth: .ansi256, hyperlinks: false).render(
            StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width))
    }

    @Test func alertShowsTitleLineThenBodyInsideTheBar() {
        let text = plain("> [!WARNING]\n> Back up first.\n>\n> More.\n")
        // ascii indents the page by 2.
        #expect(text == "  | /!\\ Warning\n  | Back up first.\n  |\n  | More.\n")
        #expect(plain("> [!TIP]\n>\n> Body.\n") == "  | (+) Tip\n  | Body.\n")
        #expect(plain("> [!NOTE]\n> a **b**\n", theme: .plain) == "> (i) Note\n> a **b**\n")
    }

    @Test func alertBarAndTitleTakeTheKindsColourAndTheBodyIsUpright() {
        let text = ansi("> [!CAUTION]\n> Danger.\n")
        let lines = text.split(separator: "\n")
        #expect(lines[0].contains("\u{1B}[38;5;203m┃ \u{1B}[1m✖ Caution"))
        #expect(lines[1].contains("\u{1B}[38;5;203m┃ \u{1B}[0mDanger."))
        // A plain quote stays italic and grey.
        #expect(ansi("> Quoted.\n").contains("\u{1B}[3;38;5;250mQuoted."))
    }

    @Test func everyAlertKindTakesItsOwnKindsStyle() {
        // A colour of its own per kind: each alert's bar and title take its kind's, none another's.
        var theme = Theme.dark
        theme.alerts.note.style.foreground = .indexed(21)
        theme.alerts.tip.style.foreground = .indexed(22)
        theme.alerts.important.style.foreground = .indexed(23)
        theme.alerts.warning.style.foreground = .indexed(24)
        theme.alerts.caution.style.foreground = .indexed(25)
        for (kind, colour) in zip(AlertKind.allCases, 21...25) {
            let text = ansi("> [!\(kind.rawValue.uppercased())]\n> Body.\n", theme: theme)
            let firstLine = String(text.split(separator: "\n")[0])
            #expect(firstLine.contains("\u{1B}[38;5;\(colour)m┃"), "\(kind): \(firstLine.debugDescription)")
            #expect(firstLine.contains(kind.title))
        }
    }

    @Test func themeFileCanRetitleAnAlert() throws {
        let json = #"{"extends": "ascii", "alerts": {"note": {"glyph": "*", "title": "Nota bene"}, "bar": "! "}}"#
        let theme = try JSONDecoder().decode(Theme.self, from: Data(json.utf8))
        #expect(plain("> [!NOTE]\n> x\n", theme: theme) == "  ! * Nota bene\n  ! x\n")
        #expect(try JSONDecoder().decode(Theme.self, from: Data(theme.jsonText.utf8)) == theme)
        let bad = #"{"alerts": {"note": {"glyph": 3}}}"#
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Theme.self, from: Data(bad.utf8)) }
    }

    @Test func measuredSizeEqualsRenderedSizeForAlerts() {
        let markdown = "> [!IMPORTANT]\n> " + String(repeating: "word ", count: 60) + "\n>\n> - item\n>\n> ```\n> code\n> ```\n"
        for theme in Theme.builtIns {
            let styled = StyledDocument(document: Document(parsing: markdown), theme: theme)
            for width in [1, 7, 20, 80] {
                #expect(styled.boundingSize(forWidth: width) == styled.layout(width: width).size, "\(theme.name) @\(width)")
            }
        }
    }

    @Test func codeInsideQuotesKeepsTheCodeStyle() {
        let text = ansi("> Quote with `code`:\n>\n> ```\n> block\n> ```\n")
        let lines = text.split(separator: "\n")
        // The inline code resets the quote's italics (no padding before the colon); the block
        // has no italics at all.
        #expect(lines[0].contains("\u{1B}[0;38;5;209;48;5;236mcode\u{1B}"))
        #expect(lines[2].contains("\u{1B}[38;5;252;48;5;235m block "))
        #expect(!lines[2].contains("\u{1B}[3;"))
    }

    @Test func codeSpanKeepsTheCommaAfterIt() {
        // The comma touches the code: no padding, and no break between them.
        let lines = plain("in a file named `app.py`, then run it", theme: .dark, width: 26).split(separator: "\n")
        #expect(lines == ["  in a file named app.py,", "  then run it"])
        let narrow = plain("in a file named `app.py`, then run it", theme: .dark, width: 18).split(separator: "\n")
        #expect(narrow == ["  in a file named", "  app.py, then run", "  it"])
    }

    @Test func shortBadgeLabelsWrapAsOneWord() {
        let row = "[![PyPI downloads](https://x/a.svg)](https://x) [![gradio-backend](https://x/b.svg)](https://x)\n"
        let text = plain(row, width: 30)
        #expect(text.split(separator: "\n").contains { $0.contains("[image: PyPI downloads]") })
        #expect(text.split(separator: "\n").contains { $0.contains("[image: gradio-backend]") })
        // A long alt text still wraps at its spaces instead of being cut mid-word.
        let long = plain("![A screenshot of the settings window](s.png)\n", width: 20)
        #expect(long.split(separator: "\n").allSatisfy { !$0.hasPrefix("w") && $0.count <= 20 })
    }

    @Test func frontMatterDisplayIsTheThemesChoice() {
        let markdown = "---\ntitle: Notes\ntags: [a, b]\n---\nBody\n"
        var theme = Theme.ascii
        #expect(plain(markdown, theme: theme, frontMatter: true).hasPrefix("  title: Notes\n  tags:  [a, b]\n\n  Body"))
        theme.frontMatterDisplay = .raw
        #expect(plain(markdown, theme: theme, frontMatter: true).hasPrefix("  title: Notes\n  tags: [a, b]\n\n  Body"))
        theme.frontMatterDisplay = .hide
        #expect(plain(markdown, theme: theme, frontMatter: true) == "  Body\n")
        let json = #"{"extends": "dark", "frontMatterDisplay": "sideways"}"#
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Theme.self, from: Data(json.utf8)) }
        // YAML that does not parse is code, never a paragraph, in the table display.
        theme.frontMatterDisplay = nil
        #expect(plain("---\nkey: [unclosed\n---\nBody\n", theme: theme, frontMatter: true).hasPrefix("  key: [unclosed\n"))
    }
}
