/// A theme: how every Markdown element looks in a terminal, as data.
///
/// Themes are plain values: edit them in code, or load them from JSON, where every field is
/// optional and a file may `extend` a built-in. A theme is `Hashable`, so styled content can
/// be cached per (document, theme).
///
/// ```swift
/// var theme = Theme.dark
/// theme.headings[1].foreground = .rgb(0xff, 0x88, 0x00)
/// theme.list.bullets = ["•", "◦", "▪"]
/// theme.link.display = .references
/// ```
public struct Theme: Sendable, Hashable {
    /// The theme's name, as `--theme NAME` selects it.
    public var name: String
    /// One line about the theme, for `cmark-swift themes`.
    public var summary: String?
    /// The whole document: default text attributes and the page margins.
    public var document = Style()
    public var paragraph = Style()
    public var headings = HeadingsTheme()
    public var blockQuote = BlockQuoteTheme()
    public var list = ListTheme()
    public var task = TaskTheme()
    public var codeBlock = CodeBlockTheme()
    /// Highlighted code's styles by token class, over the code block's style (see
    /// ``SyntaxTheme``); empty, code blocks are one colour.
    public var syntax = SyntaxTheme()
    /// Inline code spans.
    public var code = Style()
    public var emphasis = Style()
    public var strong = Style()
    public var strikethrough = Style()
    public var link = LinkTheme()
    public var image = ImageTheme()
    public var thematicBreak = ThematicBreakTheme()
    public var table = TableTheme()
    public var footnotes = FootnotesTheme()
    public var html = HTMLTheme()
    /// GitHub alerts (`> [!NOTE]` and the other kinds), shown as callouts.
    public var alerts = AlertsTheme()
    /// A YAML front matter block, when shown.
    public var frontMatter = Style()
    /// How a document's YAML front matter (when it was parsed with
    /// `ParseOptions.frontMatter`) is shown: ``FrontMatterDisplay/table`` when `nil`.
    public var frontMatterDisplay: FrontMatterDisplay?
    /// Styles of custom inline nodes (made by `InlineRule`s), by rule name.
    ///
    /// ```swift
    /// theme.custom["highlight"] = Style(foreground: .ansi(0), background: .ansi(3))
    /// ```
    public var custom: [String: Style] = [:]
    /// Shown, styled, in place of an empty document.
    public var placeholder = PlaceholderTheme()
    /// What the bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069) in a
    /// document become: visible substitutes when `nil` or ``BidiControls/substitute``.
    ///
    /// ```swift
    /// theme.bidiControls = .allow   // for right-to-left documents known to be right
    /// ```
    public var bidiControls: BidiControls?
    /// The readable measure: the widest, in cells, a document is laid out when the width
    /// comes from the terminal (a wide terminal gets lines no longer than this; an explicit
    /// width is taken as it is). `nil` is ``defaultMeasure``; 0 means no cap.
    ///
    /// ```swift
    /// theme.measure = 120
    /// theme.cappedWidth(200)   // 120
    /// ```
    public var measure: Int?
    /// Whether GitHub's emoji shortcodes in text (`:rocket:`, `:white_check_mark:`) are shown
    /// as their emoji, as GitHub shows them: `nil` is yes. Code is never changed, nor a name
    /// touching a word (`10:30:00`); the ASCII theme keeps them as written.
    ///
    /// ```swift
    /// theme.emojiShortcodes = false   // `:rocket:` stays `:rocket:`
    /// ```
    public var emojiShortcodes: Bool?

    /// The measure a theme that sets none gets: 100 cells, in the range (100-120) where
    /// long-form text stays comfortable to read on a wide terminal.
    public static let defaultMeasure = 100

    /// `available` cells (a terminal's columns) capped at the theme's measure.
    public func cappedWidth(_ available: Int) -> Int {
        let measure = self.measure ?? Theme.defaultMeasure
        return measure > 0 ? min(available, measure) : available
    }

    public init(name: String) {
        self.name = name
    }
}

/// Headings: a style all levels share, and one per level (h1 to h6) over it; per level
/// too, how links, their URLs and inline code look inside such a heading.
///
/// A heading drawn as a bar (a background) needs its own link and code colours: the page's
/// link colour or code panel on the bar is hard to read and cuts the bar.
///
/// ```swift
/// theme.headings[1].background = .indexed(215)
/// theme.headings[link: 1] = Style(foreground: .indexed(234), background: .indexed(215))
/// theme.headings[code: 1] = Style(foreground: .indexed(52), background: .indexed(215))
/// ```
public struct HeadingsTheme: Sendable, Hashable {
    /// The style every level starts from.
    public var base = Style()
    /// h1 to h6, each cascading over ``base``.
    public var levels: [Style] = Array(repeating: Style(), count: 6)
    /// A link's text in a heading of each level, over the theme's ``LinkTheme/style``
    /// (fields left `nil` are the link style's).
    public var links: [Style] = Array(repeating: Style(), count: 6)
    /// A link's URL or reference number in a heading of each level, over the theme's
    /// ``LinkTheme/urlStyle``.
    public var linkURLs: [Style] = Array(repeating: Style(), count: 6)
    /// Inline code in a heading of each level, over the theme's ``Theme/code`` style.
    public var codes: [Style] = Array(repeating: Style(), count: 6)

    public init() {}

    /// The style of headings of `level`, 1 to 6 (other levels are clamped).
    ///
    /// ```swift
    /// theme.headings[1].foreground = .rgb(0xff, 0x88, 0x00)
    /// theme.headings[2].alignment = .center
    /// ```
    public subscript(level: Int) -> Style {
        get { levels[Self.index(level)] }
        set { levels[Self.index(level)] = newValue }
    }

    /// The style of links in headings of `level`, over the link style (see ``links``).
    public subscript(link level: Int) -> Style {
        get { links[Self.index(level)] }
        set { links[Self.index(level)] = newValue }
    }

    /// The style of link URLs and reference numbers in headings of `level` (see ``linkURLs``).
    public subscript(linkURL level: Int) -> Style {
        get { linkURLs[Self.index(level)] }
        set { linkURLs[Self.index(level)] = newValue }
    }

    /// The style of inline code in headings of `level`, over the code style (see ``codes``).
    public subscript(code level: Int) -> Style {
        get { codes[Self.index(level)] }
        set { codes[Self.index(level)] = newValue }
    }

    /// The array index of a level, clamped to 1...6.
    private static func index(_ level: Int) -> Int { min(max(level, 1), 6) - 1 }
}

/// Block quotes: a bar at the left of every line, at every depth.
public struct BlockQuoteTheme: Sendable, Hashable {
    public var style = Style()
    /// The bar, such as `"│ "` or `"> "`.
    public var bar: String?
    /// The bar's own text attributes.
    public var barStyle = Style()

    public init() {}
}

/// Lists: bullets per depth, the ordered number format, hanging indents.
public struct ListTheme: Sendable, Hashable {
    public var style = Style()
    /// Bullets for depth 1, 2, 3, …; the last repeats for deeper lists.
    public var bullets: [String]?
    /// How an ordered item's number is shown: `{n}` is the number, `{d}` the delimiter
    /// from the source (`.` or `)`), such as `"{n}{d}"` or `"{n})"`.
    public var numberFormat: String?
    /// The marker's text attributes.
    public var markerStyle = Style()
    /// Columns added per nesting level besides the marker's width.
    public var levelIndent: Int?

    public init() {}
}

/// Task list items: the checkbox glyphs.
public struct TaskTheme: Sendable, Hashable {
    public var checked: String?
    public var unchecked: String?
    public var checkedStyle = Style()
    public var uncheckedStyle = Style()

    public init() {}
}

/// Code that does not fit the width: wrapped with a marker, or clipped.
public enum CodeOverflow: String, Sendable, Hashable, Codable, CaseIterable {
    /// A line wider than the block goes on below, the marker at the end of each piece.
    case wrap
    /// A line wider than the block is cut, the marker where it was cut.
    case clip
}

/// Fenced and indented code blocks.
public struct CodeBlockTheme: Sendable, Hashable {
    public var style = Style()
    /// Whether the fence's language is shown as a label above the code.
    public var showLanguage: Bool?
    public var languageStyle = Style()
    public var overflow: CodeOverflow?
    /// Shown at the end of a line that continues on the next (wrapping) or was cut
    /// (clipping), such as `"↩"`.
    public var wrapMarker: String?
    /// Tab stops every this many columns.
    public var tabWidth: Int?

    public init() {}
}

/// How YAML front matter is shown before the body.
public enum FrontMatterDisplay: String, Sendable, Hashable, Codable, CaseIterable {
    /// A compact `key: value` block, the keys aligned, nested collections summarised on one
    /// line (the default). YAML that is not a mapping shows as written; YAML that does not
    /// parse shows as a code block.
    case table
    /// Not shown.
    case hide
    /// The YAML as written, in the front matter's style.
    case raw
}

/// How link destinations are shown.
public enum LinkDisplay: String, Sendable, Hashable, Codable, CaseIterable {
    /// The URL in parentheses after the link text (not repeated for autolinks).
    case inline
    /// A number after the link text, and the URLs listed at the end of the document.
    case references
    /// The link text only, made a clickable OSC 8 hyperlink where hyperlinks are on.
    case hyperlink
    /// The link text only.
    case hidden
}

/// What bidirectional overrides and isolates (U+202A-U+202E LRE, RLE, PDF, LRO, RLO and
/// U+2066-U+2069 LRI, RLI, FSI, PDI) in text, code and links become.
///
/// They can make a terminal that reorders text show code that is not what it is ("Trojan
/// Source"), so by default each is shown as `�`, as C1 controls are. The marks U+200E,
/// U+200F and U+061C, which only give neutral characters a direction, always pass.
public enum BidiControls: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each is shown as the visible substitute `�` (the default).
    case substitute
    /// They pass through to the output, for documents known to be right-to-left text.
    case allow
}

/// Links: the text's style, the URL's style, and where the URL goes.
public struct LinkTheme: Sendable, Hashable {
    public var style = Style()
    public var urlStyle = Style()
    public var display: LinkDisplay?

    public init() {}
}

/// Images, shown as a placeholder with their alt text (or, where an app resolves them, as
/// pictures; see `MarkdownImages`).
public struct ImageTheme: Sendable, Hashable {
    public var style = Style()
    /// The placeholder: `{alt}` is the alt text, `{src}` the source, such as `"🖼 {alt}"`.
    public var format: String?
    /// The most rows a picture takes (nil: 20); a taller one is scaled down to it.
    public var maxHeight: Int?
    /// What a terminal without a graphics protocol shows (nil: ``ImageFallback/placeholder``).
    public var fallback: ImageFallback?

    public init() {}
}

/// What shows for a picture on a terminal that speaks no graphics protocol.
public enum ImageFallback: String, Sendable, Hashable, Codable, CaseIterable {
    /// The placeholder text, as for any image.
    case placeholder
    /// The picture drawn with Unicode block symbols in colour.
    case symbols
}

/// Thematic breaks: a glyph repeated across the width.
public struct ThematicBreakTheme: Sendable, Hashable {
    public var style = Style()
    public var glyph: String?

    public init() {}
}

/// The lines drawn around and between table cells.
public enum TableBorders: String, Sendable, Hashable, Codable, CaseIterable {
    /// Unicode box drawing.
    case unicode
    /// `+`, `-` and `|`.
    case ascii
    /// No borders; columns separated by spaces.
    case none
}

/// GFM tables.
public struct TableTheme: Sendable, Hashable {
    public var style = Style()
    public var header = Style()
    public var borders: TableBorders?
    public var borderStyle = Style()
    /// Spaces on each side of a cell's content.
    public var cellPadding: Int?

    public init() {}
}

/// Footnote references and the footnotes section at the end.
public struct FootnotesTheme: Sendable, Hashable {
    /// The reference mark in the text, such as `[^1]`.
    public var reference = Style()
    /// How a reference (and its definition at the end) is shown: `{n}` is its number and
    /// `{sup}` its number in superscript digits, such as `"{sup}"` (`¹²`, the default when
    /// `nil`) or `"[^{n}]"` (`[^12]`). `"[{n}]"` is the form of numbered link references
    /// (``LinkDisplay/references``), so a footnote never takes it: it is shown as `"[^{n}]"`.
    public var referenceFormat: String?
    /// The section's style.
    public var section = Style()
    /// A heading line for the section, such as `"Footnotes"` (none when `nil` or empty).
    public var title: String?

    public init() {}
}

/// What happens to raw HTML.
public enum HTMLDisplay: String, Sendable, Hashable, Codable, CaseIterable {
    /// Rendered the way a browser shows it: block tags as blocks, inline tags as styles,
    /// comments and scripts hidden, unknown tags dropped with their text kept.
    case render
    /// Shown as written, in ``HTMLTheme/style`` (dimmed in the built-ins).
    case raw
    /// Left out, tags and text alike.
    case drop
}

/// Raw HTML blocks and inline HTML.
public struct HTMLTheme: Sendable, Hashable {
    public var style = Style()
    public var display: HTMLDisplay?
    /// Shown before the summary of a `<details>` element, whose content a terminal shows
    /// open (`"▾ "` in the colour themes); `nil`, nothing.
    public var summaryMarker: String?
    /// How the body of a `<details>` element is set off from what follows it (``DetailsBody``);
    /// `nil`, indented.
    public var detailsBody: DetailsBody?

    public init() {}
}

/// How a `<details>` body, which a terminal shows open, is told apart from the text after it.
public enum DetailsBody: String, Sendable, Hashable, Codable, CaseIterable {
    /// Indented under the summary's first word (after the summary marker), two cells when
    /// neither a marker nor a summary prefix takes room.
    case indent
    /// Followed by a rule, the thematic break's.
    case rule
    /// Not set off: the body reads as the text around it.
    case none
}

/// The empty state: text shown in place of an empty document, and a minimum height.
public struct PlaceholderTheme: Sendable, Hashable {
    public var style = Style()
    public var text: String?
    /// The fewest lines an empty document occupies (the placeholder's lines count).
    public var minimumHeight: Int?

    public init() {}
}
