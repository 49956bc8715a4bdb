extension TerminalColor {
    /// The colour a terminal of `depth` can show: itself when it fits, else the nearest
    /// palette entry (squared RGB distance); `nil` when the terminal shows no colour
    /// (``ColorDepth/none`` or ``ColorDepth/monochrome``).
    ///
    /// - 256 colours: 24-bit colours become the nearest of the 6x6x6 cube and the 24 greys
    ///   (entries 16-255), whichever is nearer; the cube wins a tie.
    /// - 16 colours: anything else becomes the nearest of the 16 ANSI colours (xterm values),
    ///   the lower index winning a tie.
    ///
    /// ```swift
    /// TerminalColor.rgb(0xff, 0x88, 0x00).downsampled(to: .ansi256)  // .indexed(208)
    /// TerminalColor.rgb(0xff, 0x00, 0x00).downsampled(to: .ansi16)   // .ansi(9)
    /// TerminalColor.ansi(1).downsampled(to: .none)                   // nil
    /// ```
    public func downsampled(to depth: ColorDepth) -> TerminalColor? {
        switch (depth, self) {
        case (.none, _), (.monochrome, _):
            return nil
        case (.trueColor, _), (_, .ansi):
            return self
        case (.ansi256, .indexed):
            return self
        case (.ansi256, .rgb):
            return .indexed(TerminalColor.nearest256(to: rgbValue))
        case (.ansi16, .indexed(let index)) where index < 16:
            return .ansi(index)
        case (.ansi16, _):
            return .ansi(TerminalColor.nearestANSI(to: rgbValue))
        }
    }

    /// The nearest of the 16 ANSI colours.
    static func nearestANSI(to color: RGB) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, entry) in ansiPalette.enumerated() {
            let distance = color.distance(to: entry)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    /// The nearest entry of the 256-colour palette outside the 16 ANSI colours (whose
    /// values terminals let users change): the better of the cube and the grey ramp.
    static func nearest256(to color: RGB) -> UInt8 {
        let red = nearestCubeLevel(color.red)
        let green = nearestCubeLevel(color.green)
        let blue = nearestCubeLevel(color.blue)
        let cubeIndex = 16 + 36 * red + 6 * green + blue
        let cubeDistance = color.distance(to: paletteRGB(cubeIndex))

        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(max((average - 8 + 5) / 10, 0), 23)
        let greyIndex = 232 + greyStep
        let greyDistance = color.distance(to: paletteRGB(greyIndex))
        return UInt8(greyDistance < cubeDistance ? greyIndex : cubeIndex)
    }

    /// The index (0-5) of the cube level nearest `value`.
    private static func nearestCubeLevel(_ value: UInt8) -> Int {
        var best = 0
        for (index, level) in cubeLevels.enumerated()
        where abs(Int(level) - Int(value)) < abs(Int(cubeLevels[best]) - Int(value)) {
            best = index
        }
        return best
    }
}
