import Foundation
import Testing

/// `--highlight auto|always|never`: code blocks coloured by language.
@Suite struct HighlightOptionTests {
    let input = Array("```swift\nlet answer = 42 // the answer\n```\n".utf8)

    private func render(_ extra: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(["render", "--width", "40", "--color", "always"] + extra, stdin: input)
    }

    @Test func autoColoursCodeWhereTheThemeHasSyntaxStyles() throws {
        let auto = try render(["--theme", "dark"])
        let never = try render(["--theme", "dark", "--highlight", "never"])
        #expect(auto.status == 0 && never.status == 0)
        // The keyword's colour (dark: 256-colour 176) only with highlighting.
        #expect(auto.output.contains("38;5;176mlet"))
        #expect(!never.output.contains("38;5;176"))
        #expect(try render(["--theme", "dark", "--highlight", "always"]).stdout == auto.stdout)
    }

    @Test func autoLeavesAThemeWithoutSyntaxStylesAloneAndAlwaysGivesItDarks() throws {
        let auto = try render(["--theme", "plain"])
        let never = try render(["--theme", "plain", "--highlight", "never"])
        #expect(auto.stdout == never.stdout)
        #expect(try render(["--theme", "plain", "--highlight", "always"]).output.contains("38;5;176mlet"))
    }

    @Test func badValueIsAUsageError() throws {
        let result = try render(["--highlight", "sometimes"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cmark-swift: error:"))
    }
}
