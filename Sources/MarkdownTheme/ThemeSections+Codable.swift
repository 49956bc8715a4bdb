// Codable for the per-element sections of a theme. Keys are the Swift property names;
// every field is optional; unknown keys are errors; empty styles are not written.

extension HeadingsTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case base, h1, h2, h3, h4, h5, h6
    }

    static let levelKeys: [CodingKeys] = [.h1, .h2, .h3, .h4, .h5, .h6]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object with base and h1 to h6")
        self.init()
        base = try container.section(.base, default: Style())
        for (index, key) in Self.levelKeys.enumerated() {
            let level = try container.section(key, default: HeadingLevelSection())
            (levels[index], links[index], linkURLs[index], codes[index]) = (level.style, level.link, level.linkURL, level.code)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(base, forKey: .base, unless: Style())
        for (index, key) in Self.levelKeys.enumerated() {
            let level = HeadingLevelSection(style: levels[index], link: links[index], linkURL: linkURLs[index], code: codes[index])
            try container.encode(level, forKey: key, unless: HeadingLevelSection())
        }
    }
}

/// One heading level in a theme file: the heading's style fields, and beside them `link`,
/// `linkURL` and `code`, the styles of links, their URLs and inline code in such a heading:
/// `{"background": 215, "link": {"foreground": 234}}`.
struct HeadingLevelSection: Codable, Equatable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case link, linkURL, code
    }

    var style = Style()
    var link = Style()
    var linkURL = Style()
    var code = Style()

    init(style: Style = Style(), link: Style = Style(), linkURL: Style = Style(), code: Style = Style()) {
        (self.style, self.link, self.linkURL, self.code) = (style, link, linkURL, code)
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.strictContainer(
            keyedBy: Style.CodingKeys.self, expected: Style.expectation, alsoKnown: CodingKeys.allCases.map(\.stringValue))
        style = try Style(fields: fields)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        link = try container.section(.link, default: Style())
        linkURL = try container.section(.linkURL, default: Style())
        code = try container.section(.code, default: Style())
    }

    func encode(to encoder: any Encoder) throws {
        // The style's fields and the three sections share one object.
        try style.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(link, forKey: .link, unless: Style())
        try container.encode(linkURL, forKey: .linkURL, unless: Style())
        try container.encode(code, forKey: .code, unless: Style())
    }
}

extension BlockQuoteTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, bar, barStyle
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        style = try container.section(.style, default: Style())
        bar = try container.text(.bar)
        barStyle = try container.section(.barStyle, default: Style())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style, unless: Style())
        try container.encodeIfPresent(bar, forKey: .bar)
        try container.encode(barStyle, forKey: .barStyle, unless: Style())
    }
}

extension ListTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, bullets, numberFormat, markerStyle, levelIndent
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        style = try container.section(.style, default: Style())
        bullets = try container.optional(
            [String].self, .bullets, expected: "a non-empty list of strings like [\"•\", \"◦\", \"▪\"]", where: { !$0.isEmpty })
        numberFormat = try container.text(.numberFormat)
        markerStyle = try container.section(.markerStyle, default: Style())
        levelIndent = try container.count(.levelIndent)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style, unless: Style())
        try container.encodeIfPresent(bullets, forKey: .bullets)
        try container.encodeIfPresent(numberFormat, forKey: .numberFormat)
        try container.encode(markerStyle, forKey: .markerStyle, unless: Style())
        try container.encodeIfPresent(levelIndent, forKey: .levelIndent)
    }
}

extension TaskTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case checked, unchecked, checkedStyle, uncheckedStyle
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        checked = try container.text(.checked)
        unchecked = try container.text(.unchecked)
        checkedStyle = try container.section(.checkedStyle, default: Style())
        uncheckedStyle = try container.section(.uncheckedStyle, default: Style())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(checked, forKey: .checked)
        try container.encodeIfPresent(unchecked, forKey: .unchecked)
        try container.encode(checkedStyle, forKey: .checkedStyle, unless: Style())
        try container.encode(uncheckedStyle, forKey: .uncheckedStyle, unless: Style())
    }
}

extension CodeBlockTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, showLanguage, languageStyle, overflow, wrapMarker, tabWidth
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        style = try container.section(.style, default: Style())
        showLanguage = try container.flag(.showLanguage)
        languageStyle = try container.section(.languageStyle, default: Style())
        overflow = try container.choice(CodeOverflow.self, .overflow)
        wrapMarker = try container.text(.wrapMarker)
        tabWidth = try container.optional(Int.self, .tabWidth, expected: "a whole number from 1 to 16") { (1...16).contains($0) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style, unless: Style())
        try container.encodeIfPresent(showLanguage, forKey: .showLanguage)
        try container.encode(languageStyle, forKey: .languageStyle, unless: Style())
        try container.encodeIfPresent(overflow, forKey: .overflow)
        try container.encodeIfPresent(wrapMarker, forKey: .wrapMarker)
        try container.encodeIfPresent(tabWidth, forKey: .tabWidth)
    }
}

extension LinkTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, urlStyle, display
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        style = try container.section(.style, default: Style())
        urlStyle = try container.section(.urlStyle, default: Style())
        display = try container.choice(LinkDisplay.self, .display)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style, unless: Style())
        try container.encode(urlStyle, forKey: .urlStyle, unless: Style())
        try container.encodeIfPresent(display, forKey: .display)
    }
}

extension ImageTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, format, maxHeight, fallback
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        style = try container.section(.style, default: Style())
        format = try container.text(.format)
        maxHeight = try container.optional(Int.self, .maxHeight, expected: "a whole number from 1 to 1000") { (1...1000).contains($0) }
        fallback = try container.choice(ImageFallback.self, .fallback)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style, unless: Style())
        try container.encodeIfPresent(format, forKey: .format)
        try container.encodeIfPresent(maxHeight, forKey: .maxHeight)
        try container.encodeIfPresent(fallback, forKey: .fallback)
    }
}

extension ThematicBreakTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, glyph
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        style = try container.section(.style, default: Style())
        glyph = try container.optional(String.self, .glyph, expected: "a non-empty string such as \"─\"") { !$0.isEmpty }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style, unless: Style())
        try container.encodeIfPresent(glyph, forKey: .glyph)
    }
}

extension TableTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, header, borders, borderStyle, cellPadding
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        style = try container.section(.style, default: Style())
        header = try container.section(.header, default: Style())
        borders = try container.choice(TableBorders.self, .borders)
        borderStyle = try container.section(.borderStyle, default: Style())
        cellPadding = try container.count(.cellPadding)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style, unless: Style())
        try container.encode(header, forKey: .header, unless: Style())
        try container.encodeIfPresent(borders, forKey: .borders)
        try container.encode(borderStyle, forKey: .borderStyle, unless: Style())
        try container.encodeIfPresent(cellPadding, forKey: .cellPadding)
    }
}

extension FootnotesTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case reference, referenceFormat, section, title
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        reference = try container.section(.reference, default: Style())
        referenceFormat = try container.text(.referenceFormat)
        section = try container.section(.section, default: Style())
        title = try container.text(.title)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reference, forKey: .reference, unless: Style())
        try container.encodeIfPresent(referenceFormat, forKey: .referenceFormat)
        try container.encode(section, forKey: .section, unless: Style())
        try container.encodeIfPresent(title, forKey: .title)
    }
}

extension HTMLTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, display, summaryMarker, detailsBody
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        style = try container.section(.style, default: Style())
        display = try container.choice(HTMLDisplay.self, .display)
        summaryMarker = try container.text(.summaryMarker)
        detailsBody = try container.choice(DetailsBody.self, .detailsBody)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style, unless: Style())
        try container.encodeIfPresent(display, forKey: .display)
        try container.encodeIfPresent(summaryMarker, forKey: .summaryMarker)
        try container.encodeIfPresent(detailsBody, forKey: .detailsBody)
    }
}

extension PlaceholderTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, text, minimumHeight
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        style = try container.section(.style, default: Style())
        text = try container.text(.text)
        minimumHeight = try container.count(.minimumHeight)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style, unless: Style())
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(minimumHeight, forKey: .minimumHeight)
    }
}
