/// A terminal colour: one of the 16 ANSI colours, an entry of the 256-colour palette, or
/// 24-bit RGB.
///
/// In theme JSON a colour is written `"red"`, `"bright-blue"`, `208` or `"#ff8800"`.
///
/// ```swift
/// let orange = TerminalColor.rgb(0xff, 0x88, 0x00)
/// print(orange.downsampled(to: .ansi256))  // indexed(208)
/// ```
public enum TerminalColor: Sendable, Hashable {
    /// One of the 16 ANSI colours: 0-7 normal (black, red, green, yellow, blue, magenta,
    /// cyan, white), 8-15 bright.
    case ansi(UInt8)
    /// An entry of the xterm 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// How many colours a terminal can show.
public enum ColorDepth: Int, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// No colour and no attributes at all: plain text.
    case none = 0
    /// No colour, but bold, faint, italic, underline, strikethrough and inverse: a
    /// terminal with `NO_COLOR` or `--color never`.
    case monochrome = 4
    /// The 16 ANSI colours.
    case ansi16 = 1
    /// The xterm 256-colour palette.
    case ansi256 = 2
    /// 24-bit colour.
    case trueColor = 3

    /// Whether the depth shows any colour.
    public var showsColor: Bool { self >= .ansi16 }

    /// The order from none to true colour (the raw values keep the order cases were added in).
    private var rank: Int { self == .monochrome ? 1 : self == .none ? 0 : rawValue + 1 }

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rank < rhs.rank }
}

/// A case transform applied to text.
public enum TextCase: String, Sendable, Hashable, Codable, CaseIterable {
    case none
    case upper
    case lower
}

/// Horizontal alignment of a block's lines.
public enum BlockAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case left
    case center
    case right
}
