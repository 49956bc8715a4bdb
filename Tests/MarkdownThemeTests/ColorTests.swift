import Testing

@testable import MarkdownTheme

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct ColorTests {
    private func decode(_ json: String) throws -> TerminalColor {
        try JSONDecoder().decode(TerminalColor.self, from: Data(json.utf8))
    }

    @Test func parsesEveryANSIName() throws {
        #expect(try decode(#""black""#) == .ansi(0))
        #expect(try decode(#""red""#) == .ansi(1))
        #expect(try decode(#""white""#) == .ansi(7))
        #expect(try decode(#""bright-black""#) == .ansi(8))
        #expect(try decode(#""bright-red""#) == .ansi(9))
        #expect(try decode(#""bright-white""#) == .ansi(15))
        #expect(TerminalColor.ansiNames.count == 16)
        for (index, name) in TerminalColor.ansiNames.enumerated() {
            #expect(TerminalColor(themeText: name) == .ansi(UInt8(index)))
        }
    }

    @Test func parsesPaletteIndexesAndHex() throws {
        #expect(try decode("0") == .indexed(0))
        #expect(try decode("208") == .indexed(208))
        #expect(try decode("255") == .indexed(255))
        #expect(try decode(##""#ff8800""##) == .rgb(0xff, 0x88, 0x00))
        #expect(try decode(##""#FF8800""##) == .rgb(0xff, 0x88, 0x00))
        #expect(try decode(##""#f80""##) == .rgb(0xff, 0x88, 0x00))
    }

    @Test func rejectsMalformedColours() {
        for bad in [
            ##""orangey""##, "256", "-1", "1.5", ##""#ff880""##, ##""#gg0000""##, ##""ff8800""##, "true", "[1]", "{}", ##""bright-""##,
        ] {
            #expect(throws: DecodingError.self, "\(bad)") { try decode(bad) }
        }
    }

    @Test func encodesInTheFormItWasWritten() throws {
        let encoder = JSONEncoder()
        let colors: [TerminalColor] = [.ansi(9), .indexed(208), .rgb(0xff, 0x88, 0x00)]
        let text = String(decoding: try encoder.encode(colors), as: UTF8.self)
        #expect(text == ##"["bright-red",208,"#ff8800"]"##)
        #expect(try JSONDecoder().decode([TerminalColor].self, from: Data(text.utf8)) == colors)
    }

    @Test func downsamplesOrangeTo208AndYellow() {
        let orange = TerminalColor(hex: 0xff8800)
        #expect(orange.downsampled(to: .trueColor) == orange)
        #expect(orange.downsampled(to: .ansi256) == .indexed(208))
        // Nearest of the xterm 16: (205, 205, 0) is 50² + 69² = 7261 away; bright yellow 14161.
        #expect(orange.downsampled(to: .ansi16) == .ansi(3))
        #expect(orange.downsampled(to: .none) == nil)
    }

    @Test func downsamplesGreyToTheGreyRamp() {
        #expect(TerminalColor(hex: 0x808080).downsampled(to: .ansi256) == .indexed(244))
        #expect(TerminalColor(hex: 0x080808).downsampled(to: .ansi256) == .indexed(232))
        #expect(TerminalColor(hex: 0x000000).downsampled(to: .ansi256) == .indexed(16))
        #expect(TerminalColor(hex: 0xffffff).downsampled(to: .ansi256) == .indexed(231))
    }

    @Test func downsamplesPureRedTo196AndBrightRed() {
        let red = TerminalColor(hex: 0xff0000)
        #expect(red.downsampled(to: .ansi256) == .indexed(196))
        #expect(red.downsampled(to: .ansi16) == .ansi(9))
    }

    @Test func downsamplesPaletteEntriesToSixteen() {
        #expect(TerminalColor.indexed(9).downsampled(to: .ansi16) == .ansi(9))
        #expect(TerminalColor.indexed(196).downsampled(to: .ansi16) == .ansi(9))
        #expect(TerminalColor.indexed(244).downsampled(to: .ansi16) == .ansi(8))
        #expect(TerminalColor.indexed(208).downsampled(to: .ansi256) == .indexed(208))
        #expect(TerminalColor.ansi(4).downsampled(to: .ansi16) == .ansi(4))
        #expect(TerminalColor.ansi(4).downsampled(to: .ansi256) == .ansi(4))
    }

    @Test func givesXtermRGBValues() {
        #expect(TerminalColor.ansi(1).rgbValue == RGB(0xcd, 0, 0))
        #expect(TerminalColor.ansi(12).rgbValue == RGB(0x5c, 0x5c, 0xff))
        #expect(TerminalColor.indexed(208).rgbValue == RGB(255, 135, 0))
        #expect(TerminalColor.indexed(16).rgbValue == RGB(0, 0, 0))
        #expect(TerminalColor.indexed(232).rgbValue == RGB(8, 8, 8))
        #expect(TerminalColor.indexed(255).rgbValue == RGB(238, 238, 238))
        #expect(TerminalColor.rgb(1, 2, 3).rgbValue == RGB(1, 2, 3))
    }

    @Test func everyPaletteEntryDownsamplesToItself() {
        for index in 16...255 {
            #expect(TerminalColor.nearest256(to: TerminalColor.paletteRGB(index)) == UInt8(index))
        }
    }
}
