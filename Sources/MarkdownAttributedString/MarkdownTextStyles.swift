import MarkdownTheme

/// How one kind of element looks in an app's text: a colour, weights and a size relative
/// to the body's, every field optional (`nil` leaves it to the enclosing element).
///
/// ```swift
/// var styles = MarkdownTextStyles()
/// styles.h1 = MarkdownTextStyle(color: RGB(0xFF, 0x88, 0x00), bold: true, sizeScale: 2)
/// styles.link.underline = false
/// ```
public struct MarkdownTextStyle: Sendable, Hashable {
    /// The text colour.
    public var color: RGB?
    /// The background colour behind the text.
    public var background: RGB?
    public var bold: Bool?
    public var italic: Bool?
    public var underline: Bool?
    public var strikethrough: Bool?
    /// The font size as a multiple of the body's (`2` for twice as large), carried by
    /// ``MarkdownAttributes/SizeScale``. Read on the body, headings, code and code blocks;
    /// links, emphasis and strong text take their block's.
    public var sizeScale: Double?

    public init(
        color: RGB? = nil, background: RGB? = nil, bold: Bool? = nil, italic: Bool? = nil, underline: Bool? = nil,
        strikethrough: Bool? = nil, sizeScale: Double? = nil
    ) {
        self.color = color
        self.background = background
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.sizeScale = sizeScale
    }

    /// The theme style with this style's text attributes.
    var style: Style {
        var style = Style()
        style.foreground = color.map { .rgb($0.red, $0.green, $0.blue) }
        style.background = background.map { .rgb($0.red, $0.green, $0.blue) }
        style.bold = bold
        style.italic = italic
        style.underline = underline
        style.strikethrough = strikethrough
        return style
    }
}

/// An app's styles for Markdown text, one per element, in the spirit of SwiftyMarkdown's
/// `h1`, `body`, `code` and `link`: data that maps onto a `Theme` (``theme``), so an app
/// styles text without writing a terminal theme.
///
/// The defaults: headings bold, from 2x the body's size (`h1`) down to 0.9x (`h6`);
/// emphasis italic; strong bold; struck text struck through; links underlined; no colours.
///
/// ```swift
/// var styles = MarkdownTextStyles()
/// styles.h1.color = RGB(0xFF, 0x88, 0x00)
/// styles.code.color = RGB(0xC0, 0x30, 0x30)
/// let text = AttributedString(styling: Document(parsing: "# Hi `there`\n"), styles: styles)
/// for run in text.runs { print(text[run.range].characters.count, run.sizeScale, run.themeForeground as Any) }
/// ```
public struct MarkdownTextStyles: Sendable, Hashable {
    /// Everything's base: paragraphs, list items, table cells.
    public var body = MarkdownTextStyle()
    public var h1 = MarkdownTextStyle(bold: true, sizeScale: 2)
    public var h2 = MarkdownTextStyle(bold: true, sizeScale: 1.5)
    public var h3 = MarkdownTextStyle(bold: true, sizeScale: 1.25)
    public var h4 = MarkdownTextStyle(bold: true, sizeScale: 1.1)
    public var h5 = MarkdownTextStyle(bold: true, sizeScale: 1)
    public var h6 = MarkdownTextStyle(bold: true, sizeScale: 0.9)
    /// Inline code (a code span, in backticks).
    public var code = MarkdownTextStyle()
    /// Fenced and indented code blocks.
    public var codeBlock = MarkdownTextStyle()
    public var link = MarkdownTextStyle(underline: true)
    public var emphasis = MarkdownTextStyle(italic: true)
    public var strong = MarkdownTextStyle(bold: true)
    public var strikethrough = MarkdownTextStyle(strikethrough: true)
    /// Text inside block quotes.
    public var blockQuote = MarkdownTextStyle()
    /// What an empty document shows (an editor's preview before anything is typed), or
    /// `nil` for nothing; styled with ``placeholder``.
    public var placeholderText: String?
    /// The placeholder text's style: italic by default.
    public var placeholder = MarkdownTextStyle(italic: true)

    public init() {}

    /// The style of headings of `level`, 1 to 6 (other levels are clamped).
    public subscript(heading level: Int) -> MarkdownTextStyle {
        get { [h1, h2, h3, h4, h5, h6][min(max(level, 1), 6) - 1] }
        set {
            switch min(max(level, 1), 6) {
            case 1: h1 = newValue
            case 2: h2 = newValue
            case 3: h3 = newValue
            case 4: h4 = newValue
            case 5: h5 = newValue
            default: h6 = newValue
            }
        }
    }

    /// The theme these styles make: a blank theme (no terminal decoration) with each
    /// element's colours and weights. Sizes are not a theme's: `sizeScales` carries them.
    public var theme: Theme {
        var theme = Theme(name: "app text styles")
        theme.document = body.style
        for level in 1...6 { theme.headings[level] = self[heading: level].style }
        theme.code = code.style
        theme.codeBlock.style = codeBlock.style
        theme.link.style = link.style
        theme.emphasis = emphasis.style
        theme.strong = strong.style
        theme.strikethrough = strikethrough.style
        theme.blockQuote.style = blockQuote.style
        theme.placeholder.text = placeholderText
        theme.placeholder.style = placeholder.style
        return theme
    }

    /// The size scales, by what a run is in.
    var sizeScales: SizeScales {
        SizeScales(
            body: body.sizeScale ?? 1, headings: (1...6).map { self[heading: $0].sizeScale ?? body.sizeScale ?? 1 },
            code: code.sizeScale, codeBlock: codeBlock.sizeScale ?? body.sizeScale ?? 1)
    }
}

/// The size of a run relative to the body's: its inline code's, its heading's or code
/// block's, or the body's.
struct SizeScales: Sendable, Hashable {
    var body: Double
    var headings: [Double]
    var code: Double?
    var codeBlock: Double

    func scale(block: MarkdownBlockKind?, headingLevel: Int?, isCode: Bool) -> Double {
        if isCode, let code { return code }
        if block == .heading, let level = headingLevel { return headings[min(max(level, 1), 6) - 1] }
        if block == .codeBlock { return codeBlock }
        return body
    }
}
