import Testing

@testable import MarkdownTheme

/// One rule per value: a theme file out of range is rejected, and a theme made in code is
/// brought into the same range before layout.
@Suite struct ThemeBoundsTests {
    @Test func aCodeMadeThemeIsBoundedAsAFileIsChecked() throws {
        var theme = Theme(name: "wide")
        theme.document.indent = .max
        theme.headings[link: 2].marginTop = -5
        theme.codeBlock.tabWidth = 0
        theme.image.maxHeight = .max
        theme.custom["x"] = Style(padding: 5000)
        theme.syntax[.keyword] = Style(marginBottom: .min)
        let bounded = theme.bounded()
        #expect(bounded.document.indent == 1000)
        #expect(bounded.headings[link: 2].marginTop == 0)
        #expect(bounded.codeBlock.tabWidth == 1)
        #expect(bounded.image.maxHeight == 1000)
        #expect(bounded.custom["x"]?.padding == 1000)
        #expect(bounded.syntax[.keyword] == Style(marginBottom: 0))
        for builtIn in Theme.builtIns { #expect(builtIn.bounded() == builtIn, "\(builtIn.name)") }

        let file = #"{"codeBlock": {"tabWidth": 0}, "image": {"maxHeight": 5000}}"#
        #expect(
            throws: ThemeError.invalidValue(
                file: "t.json", keyPath: "codeBlock.tabWidth", position: .init(line: 1, column: 16),
                expected: "a whole number from 1 to 16", got: "0")
        ) { try Theme(json: Array(file.utf8), name: "t.json") }
    }
}
