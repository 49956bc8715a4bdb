import Testing

@testable import MarkdownTheme

/// The readable measure: the cap on widths that come from the terminal.
@Suite struct MeasureTests {
    @Test func capsAvailableWidthAtTheMeasure() {
        var theme = Theme(name: "t")
        #expect(theme.measure == nil)
        #expect(theme.cappedWidth(200) == Theme.defaultMeasure)
        #expect(theme.cappedWidth(60) == 60)
        theme.measure = 0
        #expect(theme.cappedWidth(200) == 200)
        theme.measure = 120
        #expect(theme.cappedWidth(200) == 120)
        #expect((100...120).contains(Theme.defaultMeasure))
        for builtIn in Theme.builtIns { #expect(builtIn.measure == Theme.defaultMeasure, "\(builtIn.name)") }
    }

    @Test func aThemeFileSetsItAndAnExtensionInheritsIt() throws {
        let wide = try Theme(json: Array(#"{"extends": "dark", "measure": 140}"#.utf8), name: "wide.json")
        #expect(wide.measure == 140)
        let inherits = try Theme(json: Array(#"{"extends": "light"}"#.utf8), name: "x.json")
        #expect(inherits.measure == Theme.defaultMeasure)
        #expect(Theme.dark.merging(wide).measure == 140)
    }

    @Test(arguments: [#"{"measure": -1}"#, #"{"measure": "wide"}"#, #"{"measure": 5000}"#])
    func aBadMeasureNamesTheKey(json: String) {
        do {
            _ = try Theme(json: Array(json.utf8), name: "bad.json")
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.message.contains("measure: expected a whole number from 0 to 1000"), "\(error.message)")
        }
    }
}
