// The field tables of the theme's sections: keys are the Swift property names, every field
// is optional. Codable, `merging(_:)` and bounds come from the tables (``ThemeRecord``).

extension HeadingsTheme: Codable, ThemeRecord {
    static let expectation = "an object with base and h1 to h6"
    static let fields: [ThemeField<HeadingsTheme>] =
        [.section("base", { $0.base }, { $1(&$0.base) })]
        + (1...6).map { level in
            ThemeField.section(
                "h\(level)", { $0[section: level] }, ThemeField.changing({ $0[section: level] }, { $0[section: level] = $1 }))
        }

    /// Level `level` (1 to 6) as a theme file writes it: the heading's style with its links',
    /// their URLs' and its code's.
    subscript(section level: Int) -> HeadingLevelSection {
        get { HeadingLevelSection(style: self[level], link: self[link: level], linkURL: self[linkURL: level], code: self[code: level]) }
        set {
            (self[level], self[link: level]) = (newValue.style, newValue.link)
            (self[linkURL: level], self[code: level]) = (newValue.linkURL, newValue.code)
        }
    }
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
        + [
            .section("link", { $0.link }, { $1(&$0.link) }),
            .section("linkURL", { $0.linkURL }, { $1(&$0.linkURL) }),
            .section("code", { $0.code }, { $1(&$0.code) }),
        ]

    init() {}

    init(style: Style, link: Style, linkURL: Style, code: Style) {
        (self.style, self.link, self.linkURL, self.code) = (style, link, linkURL, code)
    }
}

extension BlockQuoteTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<BlockQuoteTheme>] = [
        .section("style", { $0.style }, { $1(&$0.style) }),
        .value("bar", .text, { $0.bar }, { $1(&$0.bar) }),
        .section("barStyle", { $0.barStyle }, { $1(&$0.barStyle) }),
    ]
}

extension ListTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<ListTheme>] = [
        .section("style", { $0.style }, { $1(&$0.style) }),
        .value("bullets", .bullets, { $0.bullets }, { $1(&$0.bullets) }),
        .value("numberFormat", .text, { $0.numberFormat }, { $1(&$0.numberFormat) }),
        .section("markerStyle", { $0.markerStyle }, { $1(&$0.markerStyle) }),
        .value("levelIndent", .count, { $0.levelIndent }, { $1(&$0.levelIndent) }),
    ]
}

extension TaskTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<TaskTheme>] = [
        .value("checked", .text, { $0.checked }, { $1(&$0.checked) }),
        .value("unchecked", .text, { $0.unchecked }, { $1(&$0.unchecked) }),
        .section("checkedStyle", { $0.checkedStyle }, { $1(&$0.checkedStyle) }),
        .section("uncheckedStyle", { $0.uncheckedStyle }, { $1(&$0.uncheckedStyle) }),
    ]
}

extension CodeBlockTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<CodeBlockTheme>] = [
        .section("style", { $0.style }, { $1(&$0.style) }),
        .value("showLanguage", .flag, { $0.showLanguage }, { $1(&$0.showLanguage) }),
        .section("languageStyle", { $0.languageStyle }, { $1(&$0.languageStyle) }),
        .value("overflow", .choice, { $0.overflow }, { $1(&$0.overflow) }),
        .value("wrapMarker", .text, { $0.wrapMarker }, { $1(&$0.wrapMarker) }),
        .value("tabWidth", .number(1...16), { $0.tabWidth }, { $1(&$0.tabWidth) }),
    ]
}

extension LinkTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<LinkTheme>] = [
        .section("style", { $0.style }, { $1(&$0.style) }),
        .section("urlStyle", { $0.urlStyle }, { $1(&$0.urlStyle) }),
        .value("display", .choice, { $0.display }, { $1(&$0.display) }),
    ]
}

extension ImageTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<ImageTheme>] = [
        .section("style", { $0.style }, { $1(&$0.style) }),
        .value("format", .text, { $0.format }, { $1(&$0.format) }),
        .value("maxHeight", .number(1...1000), { $0.maxHeight }, { $1(&$0.maxHeight) }),
        .value("fallback", .choice, { $0.fallback }, { $1(&$0.fallback) }),
    ]
}

extension ThematicBreakTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<ThematicBreakTheme>] = [
        .section("style", { $0.style }, { $1(&$0.style) }),
        .value("glyph", .nonEmpty("a non-empty string such as \"─\""), { $0.glyph }, { $1(&$0.glyph) }),
    ]
}

extension TableTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<TableTheme>] = [
        .section("style", { $0.style }, { $1(&$0.style) }),
        .section("header", { $0.header }, { $1(&$0.header) }),
        .value("borders", .choice, { $0.borders }, { $1(&$0.borders) }),
        .section("borderStyle", { $0.borderStyle }, { $1(&$0.borderStyle) }),
        .value("cellPadding", .count, { $0.cellPadding }, { $1(&$0.cellPadding) }),
    ]
}

extension FootnotesTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<FootnotesTheme>] = [
        .section("reference", { $0.reference }, { $1(&$0.reference) }),
        .value("referenceFormat", .text, { $0.referenceFormat }, { $1(&$0.referenceFormat) }),
        .section("section", { $0.section }, { $1(&$0.section) }),
        .value("title", .text, { $0.title }, { $1(&$0.title) }),
    ]
}

extension HTMLTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<HTMLTheme>] = [
        .section("style", { $0.style }, { $1(&$0.style) }),
        .value("display", .choice, { $0.display }, { $1(&$0.display) }),
        .value("summaryMarker", .text, { $0.summaryMarker }, { $1(&$0.summaryMarker) }),
        .value("detailsBody", .choice, { $0.detailsBody }, { $1(&$0.detailsBody) }),
    ]
}

extension PlaceholderTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<PlaceholderTheme>] = [
        .section("style", { $0.style }, { $1(&$0.style) }),
        .value("text", .text, { $0.text }, { $1(&$0.text) }),
        .value("minimumHeight", .count, { $0.minimumHeight }, { $1(&$0.minimumHeight) }),
    ]
}
