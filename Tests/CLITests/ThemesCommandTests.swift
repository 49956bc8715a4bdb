import Foundation
import Testing

/// `cmark-swift themes`: the list, the rendered previews, one theme as a file.
@Suite struct ThemesCommandTests {
    @Test func previewRendersTheSampleInEveryBuiltIn() throws {
        let result = try CLIRunner.run(["themes", "--preview", "--width", "40", "--color", "never"])
        #expect(result.status == 0)
        for name in ["dark", "light", "ascii", "plain", "dracula"] {
            #expect(result.output.contains("\n\(name): ") || result.output.hasPrefix("\(name): "))
        }
        #expect(result.output.contains("[x] done"))
        #expect(result.output.contains("☑ done"))
        #expect(!result.output.contains("\u{1B}"))
        for line in result.output.split(separator: "\n") where !line.contains(": ") {
            #expect(line.unicodeScalars.count <= 40)
        }
    }

    @Test func jsonOfABuiltInIsACompleteThemeFile() throws {
        let result = try CLIRunner.run(["themes", "--json", "ascii"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("{"))
        #expect(result.output.contains("\"name\" : \"ascii\"") || result.output.contains("\"name\": \"ascii\""))
    }
}
