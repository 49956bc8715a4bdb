import CMarkSwift
import Testing

/// Links and code inside a heading take the heading level's own styles over the general
/// ones (issue 33): on a heading drawn as a bar they keep the bar's background and a
/// legible colour, so the bar is unbroken.
@Suite struct HeadingInlineStylesTests {
    /// Each part of the layout's first rows that holds text, with its attributes.
    static func parts(_ markdown: String, theme: Theme, width: Int = 80) -> [(text: String, attributes: TextAttributes)] {
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width)
        var parts: [(String, TextAttributes)] = []
        for row in 0..<layout.rowCount {
            for part in layout.line(row).parts { parts.append((part.text, layout.styles[part.style])) }
        }
        return parts
    }

    static func attributes(of text: String, in parts: [(text: String, attributes: TextAttributes)]) -> TextAttributes? {
        parts.first { $0.text.contains(text) }?.attributes
    }

    /// A theme whose every colour is distinct, to tell where each attribute comes from.
    static let probe: Theme = {
        var theme = Theme(name: "probe")
        theme.headings[1] = Style(foreground: .ansi(0), background: .ansi(3), bold: true)
        theme.headings[2] = Style(foreground: .ansi(5))
        theme.link.style = Style(foreground: .ansi(4), underline: true)
        theme.link.urlStyle = Style(foreground: .ansi(8), faint: true, underline: false)
        theme.link.display = .references
        theme.code = Style(foreground: .ansi(1), background: .ansi(8), prefix: " ", suffix: " ")
        theme.headings[link: 1] = Style(foreground: .ansi(0))
        theme.headings[linkURL: 1] = Style(foreground: .ansi(0), faint: false)
        theme.headings[code: 1] = Style(background: .ansi(3), prefix: "", suffix: "")
        return theme
    }()

    @Test func headingLinkCascadesOverTheLinkStyleAndTheHeading() throws {
        let parts = Self.parts("# Get [docs](https://x.org/docs) now\n\n## Get [guide](https://x.org/guide) too\n", theme: Self.probe)
        let inH1 = try #require(Self.attributes(of: "docs", in: parts))
        // Colour from the level's link style, underline from the link style, background and
        // weight from the heading.
        #expect(inH1 == TextAttributes(foreground: .ansi(0), background: .ansi(3), bold: true, underline: true))
        let mark = try #require(Self.attributes(of: "[1]", in: parts))
        #expect(mark == TextAttributes(foreground: .ansi(0), background: .ansi(3), bold: true))
        // h2 sets nothing for links: the general link style, over the heading.
        let inH2 = try #require(Self.attributes(of: "guide", in: parts))
        #expect(inH2 == TextAttributes(foreground: .ansi(4), underline: true))
        let markH2 = try #require(Self.attributes(of: "[2]", in: parts))
        #expect(markH2 == TextAttributes(foreground: .ansi(8), faint: true))
    }

    @Test func headingCodeCascadesOverTheCodeStyle() throws {
        let markdown = "# Run `pip install` here\n\nRun `pip install` here.\n"
        let parts = Self.parts(markdown, theme: Self.probe)
        let inHeading = try #require(Self.attributes(of: "pip install", in: parts))
        #expect(inHeading == TextAttributes(foreground: .ansi(1), background: .ansi(3), bold: true))
        let rows = PlainRenderer().render(StyledDocument(document: Document(parsing: markdown), theme: Self.probe).layout(width: 80))
        #expect(rows.contains("Run pip install here\n"), "the level's empty affixes drop the padding: \(rows)")
        #expect(rows.contains("Run  pip install  here."), "prose keeps the code style's padding: \(rows)")
        let inProse = try #require(parts.last { $0.text.contains("pip install") }?.attributes)
        #expect(inProse == TextAttributes(foreground: .ansi(1), background: .ansi(8)))
    }

    @Test func htmlHeadingsTakeTheLevelsStylesToo() throws {
        let parts = Self.parts(#"<h1 align="center">Use <code>chardet</code> or <a href="https://x.org">this</a></h1>"#, theme: Self.probe)
        #expect(Self.attributes(of: "chardet", in: parts)?.background == .ansi(3))
        let link = Self.attributes(of: "this", in: parts)
        #expect(link == TextAttributes(foreground: .ansi(0), background: .ansi(3), bold: true, underline: true))
    }

    /// The real shape (libcbor's and charset-normalizer's headings): in every built-in theme,
    /// every cell of a heading with a background, from its first to its last, has that
    /// background, and its link is underlined in a colour other than the background's.
    @Test func everyBuiltInKeepsTheHeadingBarUnbroken() throws {
        let markdown = """
            # [libcbor](https://github.com/PJK/libcbor) for `C99`

            ## [3.4.0](https://github.com/Ousret/charset_normalizer/compare/3.3.2...3.4.0) `from_path` (2024-10-08)

            """
        var checked = 0
        for theme in Theme.builtIns {
            let parts = Self.parts(markdown, theme: theme)
            for level in 1...2 {
                guard let background = theme.headings[level].background else { continue }
                let word = level == 1 ? "libcbor" : "3.4.0"
                let start = try #require(parts.firstIndex { $0.text.contains(word) })
                let end = try #require(parts[start...].firstIndex { $0.text.contains(level == 1 ? "C99" : "2024") })
                for part in parts[start...end] {
                    #expect(part.attributes.background == background, "\(theme.name) h\(level): \(part.text) \(part.attributes)")
                }
                let link = parts[start].attributes
                #expect(link.underline && link.foreground != nil && link.foreground != background, "\(theme.name) \(link)")
                checked += 1
            }
        }
        #expect(checked >= 3, "dark, light and dracula have a level-1 bar")
    }
}
