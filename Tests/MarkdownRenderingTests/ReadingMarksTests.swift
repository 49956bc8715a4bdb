import CMarkSwift
import Foundation
import Testing

/// Marks that read as raw markup (issue 41, item 9): footnote marks, front matter outside
/// the document's indent, diagrams and formulas shown as unnamed code, shortcodes in the
/// outline.
@Suite struct ReadingMarksTests {
    static func plain(_ markdown: String, theme: Theme = .dark, width: Int = 60, frontMatter: Bool = false) -> [String] {
        let document = Document(parsing: markdown, options: ParseOptions(frontMatter: frontMatter))
        let layout = StyledDocument(document: document, theme: theme).layout(width: width)
        return PlainRenderer().render(layout).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Twelve notes, so that two-digit numbers show.
    static let notes =
        (1...12).map { "Claim \($0)[^n\($0)]." }.joined(separator: " ") + "\n\n"
        + (1...12).map { "[^n\($0)]: Note \($0)." }.joined(separator: "\n") + "\n"

    @Test func footnoteMarksAreSuperscriptDigitsByDefault() {
        for theme in [Theme.dark, .light, .dracula, .plain] {
            let text = Self.plain(Self.notes, theme: theme, width: 400).joined(separator: "\n")
            #expect(text.contains("Claim 1¹.") && text.contains("Claim 10¹⁰.") && text.contains("Claim 12¹²."), "\(text)")
            #expect(!text.contains("[^"), "\(text)")
            // The definitions at the end show the same marks.
            #expect(text.contains("¹ Note 1.") && text.contains("¹² Note 12."), "\(text)")
        }
    }

    @Test func asciiThemeKeepsSevenBitFootnoteMarks() {
        let text = Self.plain(Self.notes, theme: .ascii, width: 400).joined(separator: "\n")
        #expect(text.contains("Claim 12[^12].") && text.contains("[^12] Note 12."), "\(text)")
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func aThemesFootnoteFormatIsUsedWithEitherPlaceholder() {
        var theme = Theme.dark
        theme.footnotes.referenceFormat = "^{n}"
        #expect(Self.plain(Self.notes, theme: theme, width: 400).joined().contains("Claim 11^11."))
        theme.footnotes.referenceFormat = "⟨{sup}⟩"
        let text = Self.plain(Self.notes, theme: theme, width: 400).joined(separator: "\n")
        #expect(text.contains("Claim 11⟨¹¹⟩.") && text.contains("⟨¹¹⟩ Note 11."), "\(text)")
    }

    @Test func frontMatterTakesTheDocumentsIndent() {
        let markdown = "---\ntitle: Notes\n---\nBody\n"
        var theme = Theme.dark
        theme.document = Style(indent: 3)
        let lines = Self.plain(markdown, theme: theme, frontMatter: true)
        #expect(lines.first == "   title: Notes", "\(lines)")
        #expect(lines.contains("   Body"), "\(lines)")
        theme.frontMatterDisplay = .raw
        #expect(Self.plain(markdown, theme: theme, frontMatter: true).first == "   title: Notes")
    }

    @Test func diagramsAndFormulasAreLabelledEvenWhereLanguagesAreHidden() {
        let markdown = "```mermaid\ngraph TD; A-->B\n```\n\n```math\nx^2\n```\n\n```{math}\ny\n```\n\n```python\npass\n```\n"
        let plain = Self.plain(markdown, theme: .plain).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(plain.contains("mermaid diagram") && plain.contains("math"), "\(plain)")
        #expect(plain.filter { $0 == "math" }.count == 2, "the fence and MyST's directive: \(plain)")
        #expect(!plain.contains("python"), "the plain theme still hides a program's language")
        let label = plain.firstIndex(of: "mermaid diagram")!
        #expect(plain[label + 1].contains("graph TD; A-->B"), "the label stands right above the code")
        let dark = Self.plain(markdown, theme: .dark)
        #expect(dark.contains { $0.hasSuffix("mermaid diagram") } && dark.contains { $0.hasSuffix("python") }, "\(dark)")
    }

    @Test func outlineTitlesShowEmojiAsTheBodyDoes() {
        let document = Document(parsing: "# Sponsors :heart:\n\n## `:heart:` in code\n")
        let headings = HeadingAnchor.all(in: document)
        #expect(headings.map(\.title) == ["Sponsors ❤️", ":heart: in code"])
        #expect(headings.map(\.id) == ["sponsors-heart", "heart-in-code"], "ids stay GitHub's")
        let body = Self.plain("# Sponsors :heart:\n").joined()
        #expect(body.contains("Sponsors ❤️"))
    }
}

/// Inline code padding (issue 41, item 5): the same on every span of a line, the theme's
/// choice, never only between spaces.
@Suite struct InlineCodePaddingTests {
    static let line = "Use either `curl`, `wget` or `fetch`.\n"

    @Test func builtInsPadNoSpanSoEveryGapIsOneSpace() {
        for theme in [Theme.dark, .light, .dracula] {
            let text = ReadingMarksTests.plain(Self.line, theme: theme).joined()
            #expect(text.contains("Use either curl, wget or fetch."), "\(text)")
        }
    }

    @Test func aThemesPaddingStandsOnEverySpan() {
        var theme = Theme.dark
        theme.code.prefix = " "
        theme.code.suffix = " "
        let text = ReadingMarksTests.plain(Self.line, theme: theme).joined()
        // Beside a comma and a full stop as beside spaces: one pad on each side, once.
        #expect(text.contains("Use either  curl ,  wget  or  fetch ."), "\(text)")
        // The pads are counted once in the measured size, as drawn.
        let styled = StyledDocument(document: Document(parsing: Self.line), theme: theme)
        let drawn = ReadingMarksTests.plain(Self.line, theme: theme).map(CellWidth.of).max()
        #expect(styled.boundingSize(forWidth: 60).columns == drawn)
    }
}
