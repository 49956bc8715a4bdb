import MarkdownTheme
import Testing

@testable import MarkdownTerminal

/// The `auto` theme's light or dark, from `COLORFGBG` and from OSC 11 replies as terminals
/// send them.
@Suite struct TerminalBackgroundTests {
    @Test func readsTheBackgroundFromColorFGBG() {
        #expect(TerminalBackground(colorFGBG: "15;0") == .dark)  // rxvt, Konsole: white on black
        #expect(TerminalBackground(colorFGBG: "0;15") == .light)
        #expect(TerminalBackground(colorFGBG: "0;default;15") == .light)  // rxvt with xpm
        #expect(TerminalBackground(colorFGBG: "0;7") == .light)
        #expect(TerminalBackground(colorFGBG: "7;8") == .dark)
        #expect(TerminalBackground(colorFGBG: "12;4") == .dark)
        #expect(TerminalBackground(colorFGBG: "default;default") == nil)
        #expect(TerminalBackground(colorFGBG: "") == nil)
        #expect(TerminalBackground(colorFGBG: "0;16") == nil)
        #expect(TerminalBackground.detect(environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(TerminalBackground.detect(environment: [:]) == nil)
    }

    @Test func readsTheBackgroundFromOSC11Replies() {
        func reply(_ text: String) -> TerminalBackground? { TerminalBackground(osc11Reply: Array(text.utf8)) }
        #expect(reply("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\") == .light)  // xterm, ST
        #expect(reply("\u{1B}]11;rgb:0000/0000/0000\u{07}") == .dark)  // BEL
        #expect(reply("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}[?62;22c") == .dark)  // with the DA1 answer
        #expect(reply("\u{1B}]11;rgb:fd/f6/e3\u{1B}\\") == .light)  // two digits: Solarized light
        #expect(reply("\u{1B}]11;rgb:f/f/f\u{07}") == .light)
        #expect(reply("\u{1B}]11;rgba:2828/2a2a/3636/ffff\u{1B}\\") == .dark)
        #expect(reply("junk\u{1B}]11;rgb:eeee/eeee/eeee\u{07}") == .light)
        #expect(reply("\u{1B}]11;rgb:8080/8080/8080\u{07}") == .light)  // luma 0.50196: just over half
        #expect(reply("\u{1B}]11;rgb:7f7f/7f7f/7f7f\u{07}") == .dark)
        // No answer, a device attributes answer alone, cut short, or not a colour.
        #expect(reply("") == nil)
        #expect(reply("\u{1B}[?62;22c") == nil)
        #expect(reply("\u{1B}]11;rgb:ffff/ffff/ff") == nil)
        #expect(reply("\u{1B}]11;rgb:fffff/ffff/ffff\u{07}") == nil)
        #expect(reply("\u{1B}]11;rgb:ffff/ffff\u{07}") == nil)
        #expect(reply("\u{1B}]11;#ffffff\u{07}") == nil)
        #expect(reply("\u{1B}]11;rgb:gggg/0000/0000\u{07}") == nil)
    }

    @Test func autoPicksPlainOffATerminalAndTheBackgroundsThemeOnOne() {
        #expect(Theme.automatic(for: .none, background: .light) == .plain)
        #expect(Theme.automatic(for: .monochrome, background: .light) == .light)
        #expect(Theme.automatic(for: .ansi256, background: .dark) == .dark)
        #expect(Theme.automatic(for: .trueColor) == .dark)
    }
}
