// Codable for the per-element sections of a theme. Keys are the Swift property names;
// every field is optional; unknown keys are errors; empty styles are not written.

extension HeadingsTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case base, h1, h2, h3, h4, h5, h6
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object with base and h1 to h6")
        self.init()
        base = try container.section(.base, default: Style())
        let keys: [CodingKeys] = [.h1, .h2, .h3, .h4, .h5, .h6]
        for (index, key) in keys.enumerated() {
            levels[index] = try container.section(key, default: Style())
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(base, forKey: .base, unless: Style())
        let keys: [CodingKeys] = [.h1, .h2, .h3, .h4, .h5, .h6]
        for (index, key) in keys.enumerated() {
            try container.encode(self[index + 1], forKey: key, unless: Style())
        }
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
