import MarkdownTheme
import Testing

@testable import MarkdownTerminal

@Suite struct ColorDepthDetectionTests {
    private func detect(_ environment: [String: String], terminal: Bool = true) -> ColorDepth {
        ColorDepth.detect(environment: environment, isTerminal: terminal)
    }

    /// NO_COLOR asks for no colour only (no-color.org): a terminal still gets bold, italic
    /// and underline, a pipe nothing, unless colour is forced into it.
    @Test func noColorDropsColourAndKeepsAttributes() {
        #expect(detect(["NO_COLOR": "1", "FORCE_COLOR": "3", "COLORTERM": "truecolor"]) == .monochrome)
        #expect(detect(["NO_COLOR": "1", "TERM": "xterm-256color"]) == .monochrome)
        #expect(detect(["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], terminal: false) == .monochrome)
        #expect(detect(["NO_COLOR": "1"], terminal: false) == .none)
        #expect(detect(["NO_COLOR": "1", "TERM": "dumb"]) == .none)
        #expect(ColorDepth.none < .monochrome && ColorDepth.monochrome < .ansi16)
        #expect(!ColorDepth.monochrome.showsColor && ColorDepth.ansi16.showsColor)
        // An empty NO_COLOR does not count.
        #expect(detect(["NO_COLOR": "", "TERM": "xterm"]) == .ansi16)
    }

    @Test func forcingGivesColourIntoPipes() {
        #expect(detect(["CLICOLOR_FORCE": "1"], terminal: false) == .ansi16)
        #expect(detect(["FORCE_COLOR": "1"], terminal: false) == .ansi16)
        #expect(detect(["FORCE_COLOR": "true"], terminal: false) == .ansi16)
        #expect(detect(["FORCE_COLOR": "2"], terminal: false) == .ansi256)
        #expect(detect(["FORCE_COLOR": "3"], terminal: false) == .trueColor)
        #expect(detect(["FORCE_COLOR": "1", "COLORTERM": "truecolor"], terminal: false) == .trueColor)
        #expect(detect(["CLICOLOR_FORCE": "1", "TERM": "xterm-256color"], terminal: false) == .ansi256)
        #expect(detect(["CLICOLOR_FORCE": "1", "TERM": "dumb"], terminal: false) == .ansi16)
    }

    @Test func zeroOrEmptyDoesNotForce() {
        #expect(detect(["FORCE_COLOR": "0"], terminal: false) == .none)
        #expect(detect(["CLICOLOR_FORCE": "0"], terminal: false) == .none)
        #expect(detect(["CLICOLOR_FORCE": ""], terminal: false) == .none)
    }

    @Test func pipesAndDumbTerminalsGetNoColour() {
        #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"], terminal: false) == .none)
        #expect(detect(["TERM": "dumb"]) == .none)
        #expect(detect(["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
    }

    @Test func terminalsGetTheirDepth() {
        #expect(detect(["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(detect(["COLORTERM": "24bit"]) == .trueColor)
        #expect(detect(["TERM": "xterm-256color"]) == .ansi256)
        #expect(detect(["TERM": "screen-256color", "COLORTERM": "yes"]) == .ansi256)
        #expect(detect(["TERM": "xterm"]) == .ansi16)
        #expect(detect([:]) == .ansi16)
    }
}
