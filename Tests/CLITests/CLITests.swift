import Foundation
import Testing

/// The command line's contract: exit 0 on success, 1 on bad input, 2 on bad usage; one
/// `cmark-swift: error: …` line on stderr; limits that say how to lift them.
@Suite struct CLITests {
    @Test func rendersStandardInputAndExitsZero() throws {
        let result = try CLIRunner.run(["render", "--width", "40", "--color", "never"], stdin: Array("# Hi\n\ntext\n".utf8))
        #expect(result.status == 0)
        #expect(result.output.contains("Hi"))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [["render", "--bogus"], ["render", "--width", "0"], ["rendr"], ["html", "--renderer", "c"]])
    func badUsageExitsTwo(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cmark-swift: error: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// No arguments renders a piped document, as `cat`, `bat` and `mdcat` read one; at a
    /// terminal (a pseudo-terminal from script(1)) it prints the usage and exits 2.
    @Test func noArgumentsRendersAPipedDocumentAndIsBadUsageAtATerminal() throws {
        let piped = try CLIRunner.run([], stdin: Array("# Hi\n\ntext\n".utf8))
        #expect(piped.status == 0)
        #expect(piped.stdout == (try CLIRunner.run(["render"], stdin: Array("# Hi\n\ntext\n".utf8))).stdout)
        #expect(piped.output.contains("text"))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let typed = try CLIRunner.shell("script -qec \"\\\"$CMARK\\\"\" /dev/null < /dev/null; echo \"exit $?\"")
        #expect(typed.output.contains("Usage: cmark-swift COMMAND"))
        #expect(typed.output.contains("exit 2"))
    }

    @Test(arguments: ["render", "measure", "html", "commonmark", "ast", "spec", "themes", "view"])
    func unknownOptionIsNamedByEveryCommand(command: String) throws {
        let result = try CLIRunner.run([command, "--bogus"])
        #expect(result.status == 2)
        #expect(result.stderr == "cmark-swift: error: unknown option '--bogus'\n")
    }

    @Test func asciiThemeWritesSevenBitHeadingMarkers() throws {
        let markdown = "# Title\n\n## Sub\n\ntext\n"
        let result = try CLIRunner.run(["render", "--theme", "ascii", "--width", "40"], stdin: Array(markdown.utf8))
        #expect(result.status == 0)
        #expect(result.stdout.allSatisfy { $0 < 0x80 }, "\(result.output)")
        #expect(result.output.contains("## Sub\n"))
    }

    @Test func missingFileExitsOneWithOneLine() throws {
        let result = try CLIRunner.run(["render", "/nonexistent/file.md"])
        #expect(result.status == 1)
        #expect(result.stderr == "cmark-swift: error: cannot read '/nonexistent/file.md': No such file or directory\n")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: ["render", "html", "ast", "measure"])
    func inputOverTheSizeLimitIsAnErrorThatNamesTheOptOut(command: String) throws {
        let big = [UInt8](repeating: 0x61, count: (64 << 20) + 1)
        let extra = command == "measure" ? ["--width", "80"] : []
        let result = try CLIRunner.run([command] + extra, stdin: big)
        #expect(result.status == 1)
        #expect(result.stderr == "cmark-swift: error: the input is over 64 MiB, the size limit; use --no-limits to lift it\n")
    }

    /// On a terminal (a pseudo-terminal from script(1)), `view` applies the same size limit.
    @Test func viewOnATerminalAppliesTheSizeLimit() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cmark-view-big-\(getpid()).md")
        try Data(repeating: 0x61, count: (64 << 20) + 1).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLIRunner.shell("script -qc \"\\\"$CMARK\\\" view '\(file.path)'\" /dev/null < /dev/null")
        #expect(result.output.contains("the input is over 64 MiB, the size limit; use --no-limits to lift it"))
    }

    @Test func noLimitsLiftsTheSizeLimit() throws {
        let big = [UInt8](repeating: 0x61, count: (64 << 20) + 1)
        let lifted = try CLIRunner.run(["html", "--no-limits"], stdin: big)
        #expect(lifted.status == 0)
        #expect(lifted.stdout.count == big.count + 8)
    }

    @Test func deepNestingDegradesWithOneWarning() throws {
        let deep = Array((String(repeating: "> ", count: 1000) + "x\n").utf8)
        let result = try CLIRunner.run(["render", "--width", "80", "--color", "never"], stdin: deep)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "cmark-swift: warning: content nested deeper than 256 levels was kept as plain text (in 1 place); use --no-limits to lift it\n"
        )
        let lifted = try CLIRunner.run(["render", "--width", "80", "--color", "never", "--no-limits"], stdin: deep)
        #expect(lifted.status == 0)
        #expect(lifted.stderr.isEmpty)
    }

    @Test func oversizedTableDegradesInRenderButNotInHTML() throws {
        let wide = Array(("|" + String(repeating: "a|", count: 300) + "\n|" + String(repeating: "-|", count: 300) + "\n").utf8)
        let render = try CLIRunner.run(["render", "--width", "80", "--color", "never"], stdin: wide)
        #expect(render.status == 0)
        #expect(render.stderr.hasPrefix("cmark-swift: warning: the table at line 1 has 300 columns"))
        let html = try CLIRunner.run(["html"], stdin: wide)
        #expect(html.stderr.isEmpty)
        #expect(html.output.hasPrefix("<table>"))
    }

    @Test func fileNamesInErrorsAreSanitized() throws {
        let result = try CLIRunner.run(["render", "bad\u{1B}[31mname\u{07}.md"])
        #expect(result.status == 1)
        #expect(result.stderr == "cmark-swift: error: cannot read 'bad\u{241B}[31mname\u{2407}.md': No such file or directory\n")
    }

    @Test func themeErrorsAreSanitized() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("evil\u{1B}]0;x\u{07}.json")
        try Data("{\"list\": {\"bullets\": 3}, \"\u{1B}[2J\": 1}".utf8).write(to: theme)
        let result = try CLIRunner.run(["render", "--theme", theme.path], stdin: Array("x\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("cmark-swift: error: "))
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// An endless "theme file" is refused before anything is read: only a regular file is a theme.
    @Test func endlessThemeFileIsRefused() throws {
        let result = try CLIRunner.run(["render", "--theme", "/dev/zero"], stdin: Array("x\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("cmark-swift: error: "))
        #expect(result.stderr.contains("not a regular file"))
    }

    /// `![[]()` repeated is quadratic in Debian's cmark-gfm (about 4 s for 180 KB here, so
    /// some 16 s for the 360 KB used, far past the deadline on a machine several times
    /// faster): the deadline stops it with one line and no output.
    @Test func timeLimitStopsASlowParse() throws {
        let slow = Array(String(repeating: "![[]()", count: 60_000).utf8)
        let result = try CLIRunner.run(["html", "--time-limit", "1"], stdin: slow)
        #expect(result.status == 1)
        #expect(result.stdout.count == 0)
        #expect(
            result.stderr
                == "cmark-swift: error: the time limit ran out while parsing (cmark-gfm is slow on some shapes of input); "
                + "use --time-limit SECONDS or --no-limits to lift it\n"
        )
    }
}

/// `--links`: how links show, over the theme's choice.
@Suite struct LinksOptionTests {
    static let input = Array("See [docs](https://a.org/d) and [usage](#usage).\n".utf8)

    @Test func linksOptionPicksTheDisplay() throws {
        let inline = try CLIRunner.run(["render", "--theme", "plain", "--links", "inline"], stdin: Self.input)
        #expect(inline.output == "See docs (https://a.org/d) and usage.\n")
        let references = try CLIRunner.run(["render", "--theme", "plain", "--links", "references"], stdin: Self.input)
        #expect(references.output == "See docs[1] and usage.\n\n[1] https://a.org/d\n")
        let none = try CLIRunner.run(["render", "--theme", "plain", "--links", "none"], stdin: Self.input)
        #expect(none.output == "See docs and usage.\n")
    }

    @Test func hyperlinksPrintNoURL() throws {
        let result = try CLIRunner.run(["render", "--theme", "dark", "--color", "always", "--hyperlinks", "always"], stdin: Self.input)
        #expect(result.output.contains("\u{1B}]8;;https://a.org/d"))
        #expect(!result.output.contains("(https://a.org/d)"))
    }

    /// `--color always | less -R` (issue 41): in a pipe, without OSC 8, links are numbered
    /// and listed at the end, as the text reads on a terminal with hyperlinks; `--links`
    /// still wins, and OSC 8 when asked for.
    @Test func pipedColourOutputNumbersLinksAndListsThemAtTheEnd() throws {
        for theme in ["dark", "light", "ascii"] {
            let result = try CLIRunner.run(["render", "--theme", theme, "--color", "always", "--width", "60"], stdin: Self.input)
            let text = result.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(text.contains("See docs[1] and usage."), "\(theme): \(text)")
            #expect(text.contains("[1] https://a.org/d"), "\(theme): \(text)")
            #expect(!text.contains("(https://a.org/d)"), "\(theme): \(text)")
        }
        let inline = try CLIRunner.run(["render", "--theme", "dark", "--color", "always", "--links", "inline"], stdin: Self.input)
        #expect(inline.output.contains("(https://a.org/d)"))
        let hyperlinks = try CLIRunner.run(
            ["render", "--theme", "dark", "--color", "always", "--hyperlinks", "always"], stdin: Self.input)
        #expect(hyperlinks.output.contains("\u{1B}]8;;https://a.org/d") && !hyperlinks.output.contains("[1] https://a.org/d"))
    }

    @Test func badLinksValueIsAUsageError() throws {
        let result = try CLIRunner.run(["render", "--links", "sideways"], stdin: Self.input)
        #expect(result.status == 2)
    }
}
