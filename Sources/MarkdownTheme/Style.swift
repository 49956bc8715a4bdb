/// The style of one element: text attributes and block layout, every field optional.
///
/// A field left `nil` inherits from the enclosing element (the cascade): text inside a
/// list inside a block quote gets the quote's colour unless the list or the text sets one.
/// Block fields (margins, indent, prefixes, alignment) apply to the element they are set
/// on and are not inherited.
///
/// ```swift
/// var style = Style()
/// style.foreground = .ansi(4)
/// style.bold = true
/// style.marginBottom = 1
/// ```
public struct Style: Sendable, Hashable {
    // MARK: Text attributes (inherited)

    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold: Bool?
    public var faint: Bool?
    public var italic: Bool?
    public var underline: Bool?
    public var strikethrough: Bool?
    public var inverse: Bool?
    public var textCase: TextCase?

    // MARK: Block attributes (not inherited)

    /// Blank lines above the block.
    public var marginTop: Int?
    /// Blank lines below the block.
    public var marginBottom: Int?
    /// Columns of indentation of the block's lines, filled with ``indentToken``.
    public var indent: Int?
    /// What fills the indentation (a space by default); repeated to ``indent`` cells.
    public var indentToken: String?
    /// Text placed before the element's content (inline, on its first line).
    public var prefix: String?
    /// Text placed after the element's content (inline, on its last line).
    public var suffix: String?
    /// A line printed before the block.
    public var blockPrefix: String?
    /// A line printed after the block.
    public var blockSuffix: String?
    /// Alignment of the block's lines within the available width.
    public var alignment: BlockAlignment?
    /// Columns of padding inside the block, left and right.
    public var padding: Int?
    /// Whether the background colour fills each line to the block's width.
    public var fill: Bool?

    public init() {}

    /// This style with every unset text attribute taken from `parent` (block attributes
    /// are not inherited).
    public func inheriting(from parent: Style) -> Style {
        var style = self
        style.foreground = foreground ?? parent.foreground
        style.background = background ?? parent.background
        style.bold = bold ?? parent.bold
        style.faint = faint ?? parent.faint
        style.italic = italic ?? parent.italic
        style.underline = underline ?? parent.underline
        style.strikethrough = strikethrough ?? parent.strikethrough
        style.inverse = inverse ?? parent.inverse
        style.textCase = textCase ?? parent.textCase
        return style
    }

    /// The text attributes alone, resolved: what a run of text is drawn with.
    public var textAttributes: TextAttributes {
        TextAttributes(
            foreground: foreground,
            background: background,
            bold: bold ?? false,
            faint: faint ?? false,
            italic: italic ?? false,
            underline: underline ?? false,
            strikethrough: strikethrough ?? false,
            inverse: inverse ?? false
        )
    }
}

/// Fully resolved text attributes of a run of cells: what the renderer turns into SGR.
public struct TextAttributes: Sendable, Hashable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold: Bool
    public var faint: Bool
    public var italic: Bool
    public var underline: Bool
    public var strikethrough: Bool
    public var inverse: Bool

    public init(
        foreground: TerminalColor? = nil,
        background: TerminalColor? = nil,
        bold: Bool = false,
        faint: Bool = false,
        italic: Bool = false,
        underline: Bool = false,
        strikethrough: Bool = false,
        inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.faint = faint
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.inverse = inverse
    }

    /// No colour, no attribute.
    public static let plain = TextAttributes()
}
