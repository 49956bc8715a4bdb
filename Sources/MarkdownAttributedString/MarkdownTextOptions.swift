import MarkdownTheme

/// What an attributed Markdown string holds besides the document's words: by default
/// nothing a terminal adds (``Decoration/none``), and list markers and task boxes as an app
/// shows them (``ListMarkers/symbols``).
///
/// ```swift
/// let document = Document(parsing: "# Title\n\n- [x] done, see [docs](https://example.com)\n")
/// let text = AttributedString(styling: document, theme: .dark)
/// print(String(text.characters))  // "Title\n\n☑ done, see docs"
/// var terminal = MarkdownTextOptions()
/// terminal.decoration = .terminal
/// print(String(AttributedString(styling: document, theme: .dark, options: terminal).characters))
/// // " Title \n\n☑ done, see docs (https://example.com)"
/// ```
public struct MarkdownTextOptions: Sendable, Hashable {
    /// Whether the text keeps what the theme adds for a terminal.
    public enum Decoration: String, Sendable, Hashable, CaseIterable {
        /// The document's words only: no padding or affixes (a heading's `" "` or `"## "`, a
        /// code span's spaces, a plain theme's `*` and backticks), no link URLs or reference
        /// numbers after link text (links carry Foundation's `link`), no code block language
        /// line, images as their alt text (U+FFFC for one without), no upper-cased headings, nested list items not
        /// indented. What the theme says of colours and weights still applies.
        case none
        /// The text the terminal shows, unwrapped: the theme's affixes, link URLs or numbered
        /// references, image placeholders and list indents as the theme writes them.
        case terminal
    }

    /// How list items and tasks begin.
    public enum ListMarkers: String, Sendable, Hashable, CaseIterable {
        /// `•` before a bullet item at every depth, the number and its delimiter (`1.`,
        /// `2)`) before an ordered one, `☐` and `☑` before a task.
        case symbols
        /// The theme's own bullets, number format and task boxes.
        case theme
        /// No marker: an item is its text; ``MarkdownAttributes/ListDepth`` still says how
        /// deep it is.
        case none
    }

    /// Whether the theme's terminal decoration is kept; ``Decoration/none`` by default.
    public var decoration: Decoration
    /// How list items and tasks begin; ``ListMarkers/symbols`` by default.
    public var listMarkers: ListMarkers

    public init(decoration: Decoration = .none, listMarkers: ListMarkers = .symbols) {
        self.decoration = decoration
        self.listMarkers = listMarkers
    }

    /// `theme` as the attributed string is styled with it: under ``Decoration/none`` with
    /// every affix, link URL, language line and image placeholder format taken out; under
    /// ``ListMarkers/symbols`` with the app's markers. Colours and weights are the theme's.
    package func styling(_ theme: Theme) -> Theme {
        var theme = theme
        if listMarkers == .symbols {
            theme.list.bullets = ["•"]
            theme.list.numberFormat = "{n}{d}"
            theme.task.checked = "☑"
            theme.task.unchecked = "☐"
        }
        guard decoration == .none else { return theme }
        theme.link.display = .hyperlink
        theme.image.format = "{alt}"
        theme.codeBlock.showLanguage = false
        Self.undecorate(&theme.document)
        Self.undecorate(&theme.paragraph)
        Self.undecorate(&theme.headings.base)
        for level in 1...6 {
            Self.undecorate(&theme.headings[level])
            Self.undecorate(&theme.headings[link: level])
            Self.undecorate(&theme.headings[linkURL: level])
            Self.undecorate(&theme.headings[code: level])
        }
        for style in [\Theme.blockQuote.style, \.list.style, \.codeBlock.style, \.code, \.emphasis, \.strong, \.strikethrough] {
            Self.undecorate(&theme[keyPath: style])
        }
        for style in [\Theme.link.style, \.link.urlStyle, \.image.style, \.thematicBreak.style, \.table.style, \.table.header] {
            Self.undecorate(&theme[keyPath: style])
        }
        for style in [\Theme.footnotes.reference, \.footnotes.section, \.html.style, \.frontMatter, \.placeholder.style] {
            Self.undecorate(&theme[keyPath: style])
        }
        for name in theme.custom.keys { Self.undecorate(&theme.custom[name]!) }
        return theme
    }

    /// `style` without the text it puts around its element, and with the document's own
    /// letter case. (An empty affix is none; `nil` would leave the layout's default.)
    private static func undecorate(_ style: inout Style) {
        style.prefix = ""
        style.suffix = ""
        style.blockPrefix = ""
        style.blockSuffix = ""
        style.textCase = nil
    }
}
