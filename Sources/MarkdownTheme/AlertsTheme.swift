/// GitHub alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`): a
/// callout with a title line naming the kind, a bar in the kind's colour, the body inside.
///
/// ```swift
/// var theme = Theme.dark
/// theme.alerts.warning.glyph = "!"
/// theme.alerts.warning.style.foreground = .ansi(3)
/// ```
public struct AlertsTheme: Sendable, Hashable {
    /// The body's style, over the blocks around the alert (in place of the block quote's).
    public var style = Style()
    /// The bar at the left of every line, such as `"┃ "`; the block quote's bar when `nil`.
    public var bar: String?
    /// The title line's style, over its kind's style (such as bold).
    public var titleStyle = Style()
    public var note = AlertTheme()
    public var tip = AlertTheme()
    public var important = AlertTheme()
    public var warning = AlertTheme()
    public var caution = AlertTheme()

    public init() {}
}

/// One kind of alert: its glyph and title, and the colour its bar and title take.
public struct AlertTheme: Sendable, Hashable {
    /// Shown before the title, such as `"ⓘ"` or `"(i)"`; nothing when `nil` or empty.
    public var glyph: String?
    /// The title, such as `"Note"`; GitHub's title for the kind when `nil`.
    public var title: String?
    /// The bar's and the title's style.
    public var style = Style()

    public init(glyph: String? = nil, title: String? = nil, style: Style = Style()) {
        self.glyph = glyph
        self.title = title
        self.style = style
    }
}

extension AlertsTheme {
    /// The built-ins' callouts: a bar, a title in the kind's style, and each kind's glyph
    /// (Unicode, or ASCII for the 7-bit themes) and style.
    static func callouts(
        ascii: Bool, bar: String, style: Style, titleStyle: Style, note: Style = Style(), tip: Style = Style(),
        important: Style = Style(), warning: Style = Style(), caution: Style = Style()
    ) -> AlertsTheme {
        var alerts = AlertsTheme()
        alerts.style = style
        alerts.bar = bar
        alerts.titleStyle = titleStyle
        alerts.note = AlertTheme(glyph: ascii ? "(i)" : "ℹ", style: note)
        alerts.tip = AlertTheme(glyph: ascii ? "(+)" : "✦", style: tip)
        alerts.important = AlertTheme(glyph: ascii ? "(!)" : "❢", style: important)
        alerts.warning = AlertTheme(glyph: ascii ? "/!\\" : "⚠", style: warning)
        alerts.caution = AlertTheme(glyph: ascii ? "(x)" : "✖", style: caution)
        return alerts
    }
}

extension AlertsTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<AlertsTheme>] = [
        .section("style", { $0.style }, { $1(&$0.style) }),
        .value("bar", .text, { $0.bar }, { $1(&$0.bar) }),
        .section("titleStyle", { $0.titleStyle }, { $1(&$0.titleStyle) }),
        .section("note", { $0.note }, { $1(&$0.note) }),
        .section("tip", { $0.tip }, { $1(&$0.tip) }),
        .section("important", { $0.important }, { $1(&$0.important) }),
        .section("warning", { $0.warning }, { $1(&$0.warning) }),
        .section("caution", { $0.caution }, { $1(&$0.caution) }),
    ]
}

extension AlertTheme: Codable, ThemeRecord {
    static let fields: [ThemeField<AlertTheme>] = [
        .value("glyph", .text, { $0.glyph }, { $1(&$0.glyph) }),
        .value("title", .text, { $0.title }, { $1(&$0.title) }),
        .section("style", { $0.style }, { $1(&$0.style) }),
    ]

    init() { self.init(glyph: nil) }
}
