import Foundation
import Testing

/// `--theme auto`, the default of `render`: dark where colour shows, plain where it does not.
@Suite struct AutomaticThemeTests {
    let input = "# Title\n\n- item\n"

    @Test func aPipeGetsThePlainTheme() throws {
        let result = try CLIRunner.shell(
            "printf '# Title\\n\\n- item\\n' | NO_COLOR= CLICOLOR_FORCE= FORCE_COLOR= \"$CMARK\" render --width 40")
        #expect(result.status == 0)
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.output.hasPrefix("# Title\n"))  // the heading keeps its marker
    }

    @Test func forcedColourGetsTheDarkTheme() throws {
        let result = try CLIRunner.shell("printf '# Title\\n' | env -u NO_COLOR CLICOLOR_FORCE=1 \"$CMARK\" render --width 40")
        #expect(result.status == 0)
        #expect(result.output.contains("\u{1B}["))
        #expect(result.output.contains("Title"))
    }

    @Test func autoCanBeNamedAndColourNeverIsPlain() throws {
        let named = try CLIRunner.run(["render", "--width", "40", "--theme", "auto", "--color", "never"], stdin: Array(input.utf8))
        let plain = try CLIRunner.run(["render", "--width", "40", "--theme", "plain"], stdin: Array(input.utf8))
        #expect(named.status == 0)
        #expect(named.stdout == plain.stdout)
    }

    @Test func picturesUseDarkWhateverTheTerminal() throws {
        let auto = try CLIRunner.run(["render", "--width", "40", "--format", "svg"], stdin: Array(input.utf8))
        let dark = try CLIRunner.run(["render", "--width", "40", "--format", "svg", "--theme", "dark"], stdin: Array(input.utf8))
        #expect(auto.stdout == dark.stdout)
    }
}
