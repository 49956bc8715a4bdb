/// A GitHub-Flavored Markdown syntax extension of cmark-gfm.
public enum Extension: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Pipe tables.
    case table
    /// `~~struck~~` text.
    case strikethrough
    /// Links recognised without angle brackets: `www.example.com`, `https://…`, e-mail addresses.
    case autolink
    /// Raw HTML tags that GitHub filters (`<script>`, `<iframe>`, …) are escaped in HTML output.
    case tagfilter
    /// `- [ ]` and `- [x]` task list items.
    case tasklist
    /// `[^1]` footnotes. In cmark-gfm this is a parse option, not a syntax extension;
    /// it is listed here because the `cmark-gfm` program and the spec fixtures name it so.
    case footnotes

    /// The GFM set: all six.
    public static let gfm: Set<Extension> = Set(allCases)

    public static func < (lhs: Extension, rhs: Extension) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Every extension in name order: the order a parser attaches them in (a constant, so a
    /// parse does not sort a set of strings).
    static let inNameOrder: [Extension] = allCases.sorted()
}

/// Options that change how Markdown is parsed (cmark's parse options and extensions).
///
/// ```swift
/// var options = ParseOptions()              // GFM: every extension on
/// options.smart = true                      // “curly quotes” and -- dashes
/// options.extensions.remove(.autolink)
/// let document = Document(parsing: "\"Hi\" -- www.example.com", options: options)
/// ```
public struct ParseOptions: Sendable, Hashable, Codable {
    /// The syntax extensions to enable. Defaults to the GFM set.
    public var extensions: Set<Extension>
    /// Smart punctuation: straight quotes to curly, `--` and `---` to dashes, `...` to an ellipsis.
    public var smart: Bool
    /// Replace invalid UTF-8 with U+FFFD (input from ``Document/init(parsing:options:)-(Bytes,_)`` is
    /// always repaired first, so this matters only to cmark's own renderers on raw bytes).
    public var validateUTF8: Bool
    /// Let inline HTML tags be parsed liberally (cmark's `LIBERAL_HTML_TAG`).
    public var liberalHTMLTag: Bool
    /// With ``Extension/strikethrough``, only `~~two~~` tildes strike through.
    public var strikethroughDoubleTilde: Bool
    /// Read a leading `---` YAML block as ``FrontMatter`` instead of Markdown. Off by
    /// default, as in cmark-gfm (where such a block is a thematic break and a heading).
    public var frontMatter: Bool
    /// Limits against hostile input; none by default, as in cmark-gfm.
    public var limits: ParseLimits

    public init(
        extensions: Set<Extension> = Extension.gfm,
        smart: Bool = false,
        validateUTF8: Bool = false,
        liberalHTMLTag: Bool = false,
        strikethroughDoubleTilde: Bool = false,
        frontMatter: Bool = false,
        limits: ParseLimits = .unlimited
    ) {
        self.extensions = extensions
        self.smart = smart
        self.validateUTF8 = validateUTF8
        self.liberalHTMLTag = liberalHTMLTag
        self.strikethroughDoubleTilde = strikethroughDoubleTilde
        self.frontMatter = frontMatter
        self.limits = limits
    }

    /// CommonMark alone, no extensions.
    public static let commonMark = ParseOptions(extensions: [])
}

/// Options that change how a document is rendered to HTML and cmark's other formats.
public struct RenderOptions: Sendable, Hashable, Codable {
    /// Pass raw HTML and dangerous URLs (`javascript:` …) through; otherwise they are
    /// replaced by `<!-- raw HTML omitted -->` and empty URLs.
    public var unsafe: Bool
    /// Add `data-sourcepos` attributes.
    public var sourcepos: Bool
    /// Render soft breaks as hard breaks.
    public var hardBreaks: Bool
    /// Render soft breaks as spaces.
    public var noBreaks: Bool
    /// Put the rest of a code block's info string in a `data-meta` attribute.
    public var fullInfoString: Bool
    /// Align table cells with `style="text-align: …"` instead of `align="…"`.
    public var tablePreferStyleAttributes: Bool
    /// Use GitHub's `<pre lang="…">` for fenced code.
    public var githubPreLang: Bool

    public init(
        unsafe: Bool = false,
        sourcepos: Bool = false,
        hardBreaks: Bool = false,
        noBreaks: Bool = false,
        fullInfoString: Bool = false,
        tablePreferStyleAttributes: Bool = false,
        githubPreLang: Bool = false
    ) {
        self.unsafe = unsafe
        self.sourcepos = sourcepos
        self.hardBreaks = hardBreaks
        self.noBreaks = noBreaks
        self.fullInfoString = fullInfoString
        self.tablePreferStyleAttributes = tablePreferStyleAttributes
        self.githubPreLang = githubPreLang
    }
}
