// The field tables of the theme's sections: keys are the Swift property names, every field
// is optional. Codable, `merging(_:)` and bounds come from the tables (``ThemeRecord``);
// the public members below only forward to them.

extension HeadingsTheme: Codable, ThemeRecord {
    static let expectation = "an object with base and h1 to h6"
    static let fields: [ThemeField<HeadingsTheme>] =
        [.section("base", \.base)] + (1...6).map { ThemeField.section("h\($0)", \HeadingsTheme[section: $0]) }

    /// Level `level` (1 to 6) as a theme file writes it: the heading's style with its links',
    /// their URLs' and its code's.
    subscript(section level: Int) -> HeadingLevelSection {
        get { HeadingLevelSection(style: self[level], link: self[link: level], linkURL: self[linkURL: level], code: self[code: level]) }
        set {
            (self[level], self[link: level]) = (newValue.style, newValue.link)
            (self[linkURL: level], self[code: level]) = (newValue.linkURL, newValue.code)
        }
    }

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }

    /// Each level (its links, URLs and code too) and the base merged with `override`'s.
    public func merging(_ override: HeadingsTheme) -> HeadingsTheme { merged(with: override) }
}

/// One heading level in a theme file: the heading's style fields, and beside them `link`,
/// `linkURL` and `code`, the styles of links, their URLs and inline code in such a heading:
/// `{"background": 215, "link": {"foreground": 234}}`.
struct HeadingLevelSection: Codable, ThemeRecord {
    var style = Style()
    var link = Style()
    var linkURL = Style()
    var code = Style()

    static let expectation = Style.expectation
    static let fields: [ThemeField<HeadingLevelSection>] =
        Style.fields.map { $0.lifted(\HeadingLevelSection.style) }
        + [.section("link", \.link), .section("linkURL", \.linkURL), .section("code", \.code)]

    init() {}

    init(style: Style, link: Style, linkURL: Style, code: Style) {
        (self.style, self.link, self.linkURL, self.code) = (style, link, linkURL, code)
    }

    init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}

extension BlockQuoteTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<BlockQuoteTheme>] = [
        .section("style", \.style), .value("bar", \.bar, .text), .section("barStyle", \.barStyle),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    public func merging(_ override: BlockQuoteTheme) -> BlockQuoteTheme { merged(with: override) }
}

extension ListTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<ListTheme>] = [
        .section("style", \.style), .value("bullets", \.bullets, .bullets), .value("numberFormat", \.numberFormat, .text),
        .section("markerStyle", \.markerStyle), .value("levelIndent", \.levelIndent, .count),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }

    /// `bullets` is replaced as a whole when `override` sets it.
    public func merging(_ override: ListTheme) -> ListTheme { merged(with: override) }
}

extension TaskTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<TaskTheme>] = [
        .value("checked", \.checked, .text), .value("unchecked", \.unchecked, .text),
        .section("checkedStyle", \.checkedStyle), .section("uncheckedStyle", \.uncheckedStyle),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    public func merging(_ override: TaskTheme) -> TaskTheme { merged(with: override) }
}

extension CodeBlockTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<CodeBlockTheme>] = [
        .section("style", \.style), .value("showLanguage", \.showLanguage, .flag), .section("languageStyle", \.languageStyle),
        .value("overflow", \.overflow, .choice), .value("wrapMarker", \.wrapMarker, .text),
        .value("tabWidth", \.tabWidth, .number(1...16)),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    public func merging(_ override: CodeBlockTheme) -> CodeBlockTheme { merged(with: override) }
}

extension LinkTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<LinkTheme>] = [
        .section("style", \.style), .section("urlStyle", \.urlStyle), .value("display", \.display, .choice),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    public func merging(_ override: LinkTheme) -> LinkTheme { merged(with: override) }
}

extension ImageTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<ImageTheme>] = [
        .section("style", \.style), .value("format", \.format, .text), .value("maxHeight", \.maxHeight, .number(1...1000)),
        .value("fallback", \.fallback, .choice),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    public func merging(_ override: ImageTheme) -> ImageTheme { merged(with: override) }
}

extension ThematicBreakTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<ThematicBreakTheme>] = [
        .section("style", \.style), .value("glyph", \.glyph, .nonEmpty("a non-empty string such as \"─\"")),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    public func merging(_ override: ThematicBreakTheme) -> ThematicBreakTheme { merged(with: override) }
}

extension TableTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<TableTheme>] = [
        .section("style", \.style), .section("header", \.header), .value("borders", \.borders, .choice),
        .section("borderStyle", \.borderStyle), .value("cellPadding", \.cellPadding, .count),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    public func merging(_ override: TableTheme) -> TableTheme { merged(with: override) }
}

extension FootnotesTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<FootnotesTheme>] = [
        .section("reference", \.reference), .value("referenceFormat", \.referenceFormat, .text),
        .section("section", \.section), .value("title", \.title, .text),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    public func merging(_ override: FootnotesTheme) -> FootnotesTheme { merged(with: override) }
}

extension HTMLTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<HTMLTheme>] = [
        .section("style", \.style), .value("display", \.display, .choice), .value("summaryMarker", \.summaryMarker, .text),
        .value("detailsBody", \.detailsBody, .choice),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    public func merging(_ override: HTMLTheme) -> HTMLTheme { merged(with: override) }
}

extension PlaceholderTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<PlaceholderTheme>] = [
        .section("style", \.style), .value("text", \.text, .text), .value("minimumHeight", \.minimumHeight, .count),
    ]

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    public func merging(_ override: PlaceholderTheme) -> PlaceholderTheme { merged(with: override) }
}
