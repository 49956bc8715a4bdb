extension TerminalColor: Codable {
    /// The names of the 16 ANSI colours, in index order: `black` to `white`, then
    /// `bright-black` to `bright-white`.
    package static let ansiNames: [String] = {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        return names + names.map { "bright-" + $0 }
    }()

    /// What a colour in a theme file may look like, for error messages.
    static let expectation = "a colour like \"#ff8800\", 208 or \"red\""

    /// A colour from its theme-file text: a name (`"red"`, `"bright-blue"`), `"#rrggbb"` or
    /// `"#rgb"`; `nil` when it is none of those. Palette indexes are numbers in JSON.
    ///
    /// ```swift
    /// Color(themeText: "bright-red")  // .ansi(9)
    /// Color(themeText: "#f80")        // .rgb(0xff, 0x88, 0x00)
    /// ```
    public init?(themeText text: String) {
        if let index = TerminalColor.ansiNames.firstIndex(of: text.lowercased()) {
            self = .ansi(UInt8(index))
            return
        }
        guard text.first == "#" else { return nil }
        let digits = text.dropFirst().compactMap { $0.isASCII ? $0.hexDigitValue : nil }
        guard digits.count == text.count - 1 else { return nil }
        switch digits.count {
        case 3:
            self = .rgb(UInt8(digits[0] * 17), UInt8(digits[1] * 17), UInt8(digits[2] * 17))
        case 6:
            self = .rgb(UInt8(digits[0] * 16 + digits[1]), UInt8(digits[2] * 16 + digits[3]), UInt8(digits[4] * 16 + digits[5]))
        default:
            return nil
        }
    }

    /// The colour as a theme file writes it: a name, a palette index or `"#rrggbb"`.
    public var themeText: String {
        switch self {
        case .ansi(let index): TerminalColor.ansiNames[Int(index & 0x0f)]
        case .indexed(let index): String(index)
        case .rgb(let red, let green, let blue): "#" + [red, green, blue].map(TerminalColor.hex).joined()
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]])
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            guard (0...255).contains(number) else {
                throw ThemeValueIssue.invalid(
                    at: decoder.codingPath, expected: "a palette index from 0 to 255 or " + TerminalColor.expectation, got: String(number))
            }
            self = .indexed(UInt8(number))
            return
        }
        if let text = try? container.decode(String.self), let color = TerminalColor(themeText: text) {
            self = color
            return
        }
        throw ThemeValueIssue.invalid(at: decoder.codingPath, expected: TerminalColor.expectation, got: ValueSummary.describe(decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .indexed(let index) = self {
            try container.encode(Int(index))
        } else {
            try container.encode(themeText)
        }
    }
}
