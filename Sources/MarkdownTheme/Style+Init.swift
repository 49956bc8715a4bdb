extension Style {
    /// A style with the given fields set and every other field `nil` (inherited).
    ///
    /// ```swift
    /// let heading = Style(foreground: .indexed(215), bold: true, marginBottom: 1)
    /// ```
    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool? = nil, faint: Bool? = nil,
        italic: Bool? = nil, underline: Bool? = nil, strikethrough: Bool? = nil, inverse: Bool? = nil,
        textCase: TextCase? = nil, marginTop: Int? = nil, marginBottom: Int? = nil, indent: Int? = nil,
        indentToken: String? = nil, prefix: String? = nil, suffix: String? = nil, blockPrefix: String? = nil,
        blockSuffix: String? = nil, alignment: BlockAlignment? = nil, padding: Int? = nil, fill: Bool? = nil
    ) {
        self.init()
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.faint = faint
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.inverse = inverse
        self.textCase = textCase
        self.marginTop = marginTop
        self.marginBottom = marginBottom
        self.indent = indent
        self.indentToken = indentToken
        self.prefix = prefix
        self.suffix = suffix
        self.blockPrefix = blockPrefix
        self.blockSuffix = blockSuffix
        self.alignment = alignment
        self.padding = padding
        self.fill = fill
    }
}

extension TerminalColor {
    /// A 24-bit colour from a hex literal.
    ///
    /// ```swift
    /// let orange = Color(hex: 0xff8800)  // .rgb(0xff, 0x88, 0x00)
    /// ```
    public init(hex: UInt32) {
        self = .rgb(UInt8((hex >> 16) & 0xff), UInt8((hex >> 8) & 0xff), UInt8(hex & 0xff))
    }
}
