/// A colour's red, green and blue components, 0-255 each.
public struct RGB: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The squared distance to `other` in RGB space: what "nearest colour" compares.
    func distance(to other: RGB) -> Int {
        let red = Int(self.red) - Int(other.red)
        let green = Int(self.green) - Int(other.green)
        let blue = Int(self.blue) - Int(other.blue)
        return red * red + green * green + blue * blue
    }
}

extension TerminalColor {
    /// The colour as RGB, with the standard xterm values for the 16 ANSI colours and the
    /// 256-colour palette: what SVG and HTML snapshots draw.
    ///
    /// ```swift
    /// TerminalColor.indexed(208).rgbValue  // RGB(255, 135, 0)
    /// TerminalColor.ansi(9).rgbValue       // RGB(255, 0, 0)
    /// ```
    public var rgbValue: RGB {
        switch self {
        case .ansi(let index): TerminalColor.paletteRGB(Int(index & 0x0f))
        case .indexed(let index): TerminalColor.paletteRGB(Int(index))
        case .rgb(let red, let green, let blue): RGB(red, green, blue)
        }
    }

    /// The standard xterm values of the 16 ANSI colours.
    static let ansiPalette: [RGB] = [
        RGB(0x00, 0x00, 0x00), RGB(0xcd, 0x00, 0x00), RGB(0x00, 0xcd, 0x00), RGB(0xcd, 0xcd, 0x00),
        RGB(0x00, 0x00, 0xee), RGB(0xcd, 0x00, 0xcd), RGB(0x00, 0xcd, 0xcd), RGB(0xe5, 0xe5, 0xe5),
        RGB(0x7f, 0x7f, 0x7f), RGB(0xff, 0x00, 0x00), RGB(0x00, 0xff, 0x00), RGB(0xff, 0xff, 0x00),
        RGB(0x5c, 0x5c, 0xff), RGB(0xff, 0x00, 0xff), RGB(0x00, 0xff, 0xff), RGB(0xff, 0xff, 0xff),
    ]

    /// The six levels of each axis of the 6x6x6 colour cube (entries 16-231).
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of entry `index` of the xterm 256-colour palette.
    static func paletteRGB(_ index: Int) -> RGB {
        switch index {
        case ..<16:
            return ansiPalette[max(index, 0)]
        case 16..<232:
            let cube = index - 16
            return RGB(cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let grey = UInt8(8 + 10 * (min(index, 255) - 232))
            return RGB(grey, grey, grey)
        }
    }
}
