import CMarkSwift
import Foundation
import MarkdownAttributedString
import Testing

/// The `AttributedString` is the terminal render without the layout: over every real
/// document and every golden render input, its words are the words of a plain render laid
/// out so wide that nothing wraps, and it carries the same links in the same order. By
/// default the render compared is made with the theme the attributed string is styled with
/// (the terminal's decoration taken out, see `MarkdownTextOptions`); under `.terminal`
/// decoration, with the theme itself.
@Suite struct AttributedStringEquivalenceTests {
    static let fixtures: [String] = {
        let manager = FileManager.default
        var paths: [String] = []
        for folder in ["Fixtures/real", "Fixtures/render"] {
            let url = AppFixtures.root.appendingPathComponent(folder)
            let names = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
            paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        return paths
    }()

    /// The plain theme without what only layout draws: no quote or alert bars (drawn on
    /// every line of a quote), a blank rule (a rule is its glyph repeated to the width), and
    /// ASCII table borders (whose glyphs ``isBorder(_:)`` drops, so a table is one stretch of
    /// lines, not rows apart). Markers, numbers, references and affixes stay: they are text
    /// in both.
    static let bare: Theme = {
        var theme = Theme.plain
        theme.blockQuote.bar = ""
        theme.alerts.bar = ""
        theme.thematicBreak.glyph = " "
        theme.table.borders = .ascii
        return theme
    }()

    /// A word of table border glyphs only (`+---+`, `|`), dropped on both sides.
    static func isBorder(_ word: Substring) -> Bool {
        word.allSatisfy { "+-|=:".contains($0) }
    }

    /// The lines of `text`, each with whether some of it is a table cell.
    static func lines(of text: AttributedString) -> [(String, Bool)] {
        var lines: [(String, Bool)] = [("", false)]
        for run in text.runs {
            let pieces = String(text[run.range].characters).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { lines.append(("", false)) }
                lines[lines.count - 1].0 += piece
                if run.tableColumn != nil { lines[lines.count - 1].1 = true }
            }
        }
        return lines
    }

    /// The words of each stretch of lines between blank lines, and whether it holds a table.
    static func chunks(_ lines: [(String, Bool)]) -> [(words: [Substring], isTable: Bool)] {
        var chunks: [(words: [Substring], isTable: Bool)] = []
        var open = false
        for (line, isTable) in lines {
            let all = line.split(whereSeparator: \.isWhitespace)
            guard !all.isEmpty else {
                open = false
                continue
            }
            // A line of borders (a rule between rows) keeps the table one stretch.
            let words = all.filter { !isBorder($0) }
            if !open { chunks.append(([], false)) }
            open = true
            chunks[chunks.count - 1].words += words
            if isTable { chunks[chunks.count - 1].isTable = true }
        }
        return chunks
    }

    @Test func fixturesAreFound() {
        #expect(Self.fixtures.count >= 20)
        #expect(Self.fixtures.contains("Fixtures/real/README.md"))
    }

    /// The app's default, and the terminal's text.
    static let optionSets = [
        MarkdownTextOptions(), MarkdownTextOptions(decoration: .terminal, listMarkers: .theme),
    ]

    @Test(arguments: fixtures, optionSets)
    func wordsAndLinksAreTheTerminalRenders(path: String, options: MarkdownTextOptions) throws {
        let markdown = try String(contentsOf: AppFixtures.root.appendingPathComponent(path), encoding: .utf8)
        let document = Document(parsing: markdown, options: ParseOptions(frontMatter: true))
        let styled = StyledDocument(document: document, theme: options.styling(Self.bare))
        let layout = styled.layout(width: DocumentLayout.maximumWidth)
        let text = AttributedString(styling: document, theme: Self.bare, options: options)

        // Paragraph by paragraph (stretches between blank lines), the same words in the same
        // order; in a table, the same words: laid side by side, the lines of cells broken at
        // `<br>` interleave, which is layout, not text.
        let rendered = Self.chunks(
            PlainRenderer().render(layout).split(separator: "\n", omittingEmptySubsequences: false).map {
                (String($0), false)
            })
        let attributed = Self.chunks(Self.lines(of: text))
        #expect(rendered.count == attributed.count, "\(path): \(rendered.count) vs \(attributed.count) paragraphs")
        for (index, (render, mine)) in zip(rendered, attributed).enumerated() {
            let same = mine.isTable ? render.words.sorted() == mine.words.sorted() : render.words == mine.words
            if !same {
                Issue.record("\(path), paragraph \(index): render \(render.words.prefix(12)) vs attributed \(mine.words.prefix(12))")
                break
            }
        }

        // Links: what each linked stretch of the render leads to, in order, against the runs'.
        var renderLinks: [String] = []
        for row in 0..<layout.rowCount {
            for part in layout.line(row).parts {
                guard let id = part.link, let url = Self.target(layout.links[id - 1]) else { continue }
                if renderLinks.last != url { renderLinks.append(url) }
            }
        }
        var attributedLinks: [String] = []
        for run in text.runs {
            // A linked image leads where its link does, in the layout too.
            guard let url = run.link?.absoluteString ?? run.imageSource else { continue }
            if attributedLinks.last != url { attributedLinks.append(url) }
        }
        #expect(renderLinks == attributedLinks, "\(path)")
        #expect(!markdown.contains("](http") || !attributedLinks.isEmpty, "\(path)")
    }

    /// Over every real document in the dark and plain themes: no heading run starts with a
    /// mark or padding, and no linked run is followed by its URL or number.
    @Test(arguments: fixtures.filter { $0.hasPrefix("Fixtures/real/") })
    func realDocumentsCarryNoTerminalDecoration(path: String) throws {
        let markdown = try String(contentsOf: AppFixtures.root.appendingPathComponent(path), encoding: .utf8)
        let document = Document(parsing: markdown)
        for theme in [Theme.dark, .plain] {
            let text = AttributedString(styling: document, theme: theme)
            var previousLink: URL?
            var headingStarts = true
            for run in text.runs {
                let words = String(text[run.range].characters)
                if run.block == .heading {
                    if headingStarts {
                        #expect(!words.hasPrefix("#") && !words.hasPrefix(" "), "\(path), \(theme.name): \(words)")
                    }
                    headingStarts = false
                } else {
                    headingStarts = true
                }
                if let url = previousLink, run.link == nil {
                    let number = words.range(of: #"^\[[0-9]+\]"#, options: .regularExpression)
                    #expect(!words.hasPrefix(" (\(url.absoluteString)") && number == nil, "\(path), \(theme.name): \(words)")
                }
                previousLink = run.link
            }
        }
    }

    /// A link target as the attributed string carries it: an image's source as written, a
    /// URL as Foundation reads it (one it cannot read has no `link`).
    static func target(_ link: LinkTarget) -> String? {
        switch link {
        case .image(let source, _): source
        case .url(let url): URL(string: url)?.absoluteString
        case .footnote: nil
        }
    }

    /// What a terminal shows that a tree walk would not: raw HTML rendered, shortcodes as
    /// emoji, the alert's title. The attributed string shows the same.
    @Test func htmlAndShortcodesReadAsInTheTerminal() {
        let document = Document(parsing: "Ship <b>it</b> :rocket: <!-- hidden -->\n\n> [!NOTE]\n> Read this.\n")
        let text = String(AttributedString(styling: document, theme: .dark).characters)
        #expect(text.contains("Ship it 🚀"))
        #expect(!text.contains("<b>") && !text.contains("hidden") && !text.contains(":rocket:"))
        #expect(text.contains("Note\nRead this.") || text.contains("Note\n\nRead this."))
        var ascii = Theme.dark
        ascii.emojiShortcodes = false
        #expect(String(AttributedString(styling: document, theme: ascii).characters).contains(":rocket:"))
    }
}
