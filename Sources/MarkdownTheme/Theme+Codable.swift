extension Theme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, summary, extends
        case document, paragraph, headings, blockQuote, list, task, codeBlock, syntax, code, emphasis, strong
        case strikethrough, link, image, thematicBreak, table, footnotes, html, alerts, frontMatter, placeholder
        case frontMatterDisplay, custom, bidiControls, measure, emojiShortcodes
    }

    /// Decodes a theme; `"extends"` may name a built-in theme, whose fields this one's
    /// override. (Extending a file needs its directory: load with ``init(contentsOf:)``.)
    ///
    /// ```swift
    /// let theme = try JSONDecoder().decode(Theme.self, from: Data(#"{"extends": "dark"}"#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let overlay = try ThemeOverlay(from: decoder)
        guard let target = overlay.extends else {
            self = overlay.theme
            return
        }
        guard let base = Theme.named(target) else {
            let names = Theme.builtIns.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw ThemeValueIssue.invalid(
                at: decoder.codingPath + [CodingKeys.extends], expected: "a built-in theme (\(names))",
                got: ValueSummary.quoted(target))
        }
        self = base.merging(overlay.theme)
        summary = overlay.theme.summary
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encode(document, forKey: .document, unless: Style())
        try container.encode(paragraph, forKey: .paragraph, unless: Style())
        try container.encode(headings, forKey: .headings, unless: HeadingsTheme())
        try container.encode(blockQuote, forKey: .blockQuote, unless: BlockQuoteTheme())
        try container.encode(list, forKey: .list, unless: ListTheme())
        try container.encode(task, forKey: .task, unless: TaskTheme())
        try container.encode(codeBlock, forKey: .codeBlock, unless: CodeBlockTheme())
        try container.encode(syntax, forKey: .syntax, unless: SyntaxTheme())
        try container.encode(code, forKey: .code, unless: Style())
        try container.encode(emphasis, forKey: .emphasis, unless: Style())
        try container.encode(strong, forKey: .strong, unless: Style())
        try container.encode(strikethrough, forKey: .strikethrough, unless: Style())
        try container.encode(link, forKey: .link, unless: LinkTheme())
        try container.encode(image, forKey: .image, unless: ImageTheme())
        try container.encode(thematicBreak, forKey: .thematicBreak, unless: ThematicBreakTheme())
        try container.encode(table, forKey: .table, unless: TableTheme())
        try container.encode(footnotes, forKey: .footnotes, unless: FootnotesTheme())
        try container.encode(html, forKey: .html, unless: HTMLTheme())
        try container.encode(alerts, forKey: .alerts, unless: AlertsTheme())
        try container.encode(frontMatter, forKey: .frontMatter, unless: Style())
        try container.encode(placeholder, forKey: .placeholder, unless: PlaceholderTheme())
        try container.encodeIfPresent(frontMatterDisplay, forKey: .frontMatterDisplay)
        try container.encode(custom, forKey: .custom, unless: [:])
        try container.encodeIfPresent(bidiControls, forKey: .bidiControls)
        try container.encodeIfPresent(measure, forKey: .measure)
        try container.encodeIfPresent(emojiShortcodes, forKey: .emojiShortcodes)
    }
}

/// A theme file's own fields, before `extends` is applied: what it sets, and what it
/// extends.
struct ThemeOverlay: Decodable {
    /// The fields the file sets; `name` is `"custom"` when the file has none.
    var theme: Theme
    var hasName: Bool
    var extends: String?

    init(from decoder: any Decoder) throws {
        typealias Keys = Theme.CodingKeys
        let container = try decoder.strictContainer(keyedBy: Keys.self, expected: "a theme object such as {\"extends\": \"dark\"}")
        let name = try container.text(.name)
        hasName = name != nil
        extends = try container.optional(String.self, .extends, expected: "a built-in theme name or a relative path") { !$0.isEmpty }
        theme = Theme(name: name ?? "custom")
        theme.summary = try container.text(.summary)
        theme.document = try container.section(.document, default: Style())
        theme.paragraph = try container.section(.paragraph, default: Style())
        theme.headings = try container.section(.headings, default: HeadingsTheme())
        theme.blockQuote = try container.section(.blockQuote, default: BlockQuoteTheme())
        theme.list = try container.section(.list, default: ListTheme())
        theme.task = try container.section(.task, default: TaskTheme())
        theme.codeBlock = try container.section(.codeBlock, default: CodeBlockTheme())
        theme.syntax = try container.section(.syntax, default: SyntaxTheme())
        theme.code = try container.section(.code, default: Style())
        theme.emphasis = try container.section(.emphasis, default: Style())
        theme.strong = try container.section(.strong, default: Style())
        theme.strikethrough = try container.section(.strikethrough, default: Style())
        theme.link = try container.section(.link, default: LinkTheme())
        theme.image = try container.section(.image, default: ImageTheme())
        theme.thematicBreak = try container.section(.thematicBreak, default: ThematicBreakTheme())
        theme.table = try container.section(.table, default: TableTheme())
        theme.footnotes = try container.section(.footnotes, default: FootnotesTheme())
        theme.html = try container.section(.html, default: HTMLTheme())
        theme.alerts = try container.section(.alerts, default: AlertsTheme())
        theme.frontMatter = try container.section(.frontMatter, default: Style())
        theme.placeholder = try container.section(.placeholder, default: PlaceholderTheme())
        theme.frontMatterDisplay = try container.choice(FrontMatterDisplay.self, .frontMatterDisplay)
        theme.custom = try container.section(.custom, default: [:])
        theme.bidiControls = try container.choice(BidiControls.self, .bidiControls)
        theme.measure = try container.count(.measure)
        theme.emojiShortcodes = try container.flag(.emojiShortcodes)
    }
}
