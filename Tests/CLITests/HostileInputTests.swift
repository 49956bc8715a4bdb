import Foundation
import Testing

/// The paths around the document, tried as an attacker would (issue 19): widths from flags
/// and the environment, endless inputs, slow shapes in every command, file names that are
/// not UTF-8, theme strings, JSON output, link schemes.
@Suite(.timeLimit(.minutes(2))) struct HostileInputTests {
    static let hugeWidths = ["4294967296", "9223372036854775807", "99999999999", "2000000000", "4097", "0", "-1", "80x", ""]

    @Test(arguments: hugeWidths)
    func widthBeyondTheMaximumIsAUsageError(width: String) throws {
        let table = Array("| a | b |\n|---|---|\n| 1 | 2 |\n".utf8)
        for arguments in [
            ["render", "--width", width], ["render", "--width=\(width)"], ["measure", "--width", "80,\(width)"],
            ["measure", "--width", "1-\(width)"], ["themes", "--preview", "--width", width],
        ] + (width == "0" ? [] : [["commonmark", "--width", width]]) {
            let result = try CLIRunner.run(arguments, stdin: table)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.hasPrefix("cmark-swift: error: --width must be a whole number from "), "\(arguments): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments)")
        }
    }

    @Test func widthAtTheMaximumIsLaidOut() throws {
        let result = try CLIRunner.run(["render", "--width", "4096", "--color", "never"], stdin: Array("# Hi\n\n---\n".utf8))
        #expect(result.status == 0)
        #expect(result.output.contains("Hi"))
    }

    @Test(arguments: ["4294967296", "9223372036854775807", "99999999999", "2000000000", "0", "-5", "wide"])
    func badColumnsIsIgnored(columns: String) throws {
        let script = "printf '| a | b |\\n|---|---|\\n| 1 | 2 |\\n\\n---\\n' | COLUMNS=\(columns) \"$CMARK\" render --color never"
        let result = try CLIRunner.shell(script)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let widest = result.output.split(separator: "\n").map { $0.unicodeScalars.count }.max() ?? 0
        #expect(widest <= 80 && widest > 0)
    }

    static let overTheLimit = "cmark-swift: error: the input is over 64 MiB, the size limit; use --no-limits to lift it\n"

    /// `/dev/zero` and an endless pipe end with the size error as soon as they pass the limit.
    @Test(arguments: ["render", "html", "ast", "commonmark", "measure --width 80", "render --stream"])
    func endlessInputStopsAtTheSizeLimit(command: String) throws {
        if !command.contains("--stream") {
            let zero = try CLIRunner.shell("\"$CMARK\" \(command) /dev/zero")
            #expect(zero.status == 1)
            #expect(zero.stderr == Self.overTheLimit)
        }
        // A stream is fed one endless line: it is kept, not parsed, until the line ends, so the
        // size limit is what stops it (paragraphs would be parsed as they come).
        let source = command.contains("--stream") ? "tr '\\0' a < /dev/zero" : "yes 'para\n'"
        let endless = try CLIRunner.shell("\(source) | \"$CMARK\" \(command) --time-limit 0 > /dev/null")
        #expect(endless.status == 1)
        #expect(endless.stderr == Self.overTheLimit)
    }

    /// The line the time limit ends a command with: it names the stage.
    static func timeRanOut(while stage: String) -> String {
        "cmark-swift: error: the time limit ran out while \(stage); use --time-limit SECONDS or --no-limits to lift it\n"
    }
    static let parsing = "parsing (cmark-gfm is slow on some shapes of input)"

    /// The `![[]()` flood is quadratic in Debian's cmark-gfm; every command that parses stops
    /// it at its deadline.
    @Test(arguments: ["render --stream", "view -", "commonmark", "commonmark --renderer cmark", "render", "ast"])
    func everyParsingCommandHonoursTheTimeLimit(command: String) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let flood = directory.appendingPathComponent("flood.md")
        try Data(String(repeating: "![[]()", count: 60_000).utf8).write(to: flood)
        let result = try CLIRunner.shell("\"$CMARK\" \(command) --time-limit 1 < '\(flood.path)' > /dev/null")
        #expect(result.status == 1)
        if command.contains("--stream") {
            // The stream's renderer has the budget: it stops in cmark-gfm, says so, and
            // writes the text as it came.
            #expect(
                result.stderr == "cmark-swift: warning: the time budget of 1.0 seconds ran out while parsing (in cmark-gfm); "
                    + "the rest is written as it came; use --time-limit SECONDS or --no-limits to lift it\n")
        } else {
            #expect(result.stderr == Self.timeRanOut(while: Self.parsing))
        }
    }

    @Test func timeLimitCoversReading() throws {
        let result = try CLIRunner.shell("sleep 3 | \"$CMARK\" render --time-limit 1")
        #expect(result.status == 1)
        #expect(result.stderr == Self.timeRanOut(while: "reading the input"))
    }

    @Test(arguments: ["view", "commonmark"])
    func noLimitsIsAcceptedByEveryParsingCommand(command: String) throws {
        let result = try CLIRunner.run([command, "--no-limits", "-"], stdin: Array("# Hi\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("Hi"))
    }

    /// A name that is not UTF-8 is opened by its bytes and shown with U+FFFD.
    @Test func fileNameThatIsNotUTF8IsOpenedByItsBytes() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let render = try CLIRunner.shell(
            "printf '# Hi\\n' > $'doc\\xff.md' && \"$CMARK\" render --color never $'doc\\xff.md'", directory: directory)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.output.contains("Hi"))
        let written = try CLIRunner.shell(
            "\"$CMARK\" render --format plain -o $'out\\xfe.txt' $'doc\\xff.md' && cat $'out\\xfe.txt'", directory: directory)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.output.contains("Hi"))
        let missing = try CLIRunner.shell("\"$CMARK\" render $'gone\\xff\\x1b.md'", directory: directory)
        #expect(missing.status == 1)
        #expect(missing.stderr == "cmark-swift: error: cannot read 'gone\u{FFFD}\u{241B}.md': No such file or directory\n")
    }

    static let hostileTheme = #"{"extends":"dark","name":"\u001b]0;pwned\u0007","summary":"\u001b[2J\r\u007f\u0085\u009b31m\u2028x"}"#

    /// A theme file's name and summary reach the terminal only through the sanitizer.
    @Test(arguments: [["--color", "never"], ["--color", "always"]])
    func themePreviewSanitizesTheThemesStrings(color: [String]) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("t.json").path
        try Data(Self.hostileTheme.utf8).write(to: URL(fileURLWithPath: path))
        let result = try CLIRunner.run(["themes", "--preview", "--theme", path, "--width", "40"] + color)
        #expect(result.status == 0, "\(result.stderr)")
        let firstLine = result.output.prefix { $0 != "\n" }
        #expect(firstLine.contains("pwned"))
        #expect(!firstLine.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(firstLine.debugDescription)")
        #expect(!result.output.contains("\u{1B}]0;"))
        #expect(!result.output.contains("\u{1B}[2J"))
    }

    /// JSON the CLI writes escapes C1, U+0085 and U+2028/U+2029, never writes them raw.
    @Test func jsonOutputEscapesC1AndLineSeparators() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("t.json").path
        try Data(Self.hostileTheme.utf8).write(to: URL(fileURLWithPath: path))
        let theme = try CLIRunner.run(["themes", "--json", path])
        let ast = try CLIRunner.run(["ast", "--json"], stdin: Array("a\u{9B}b\u{85}c\u{2028}d\u{2029}e\u{7F}\n".utf8))
        for (name, result) in [("themes", theme), ("ast", ast)] {
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let raw = result.output.unicodeScalars.filter { (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029 }
            #expect(raw.isEmpty, "\(name) writes \(raw.map { String($0.value, radix: 16) }) raw")
            for escape in ["\\u009b", "\\u0085", "\\u2028", "\\u007f"] {
                #expect(result.output.contains(escape), "\(name) lacks \(escape)")
            }
        }
        let decoded = try JSONSerialization.jsonObject(with: Data(theme.stdout)) as? [String: Any]
        #expect((decoded?["summary"] as? String)?.unicodeScalars.contains("\u{9B}") == true)
    }

    /// The combining mark after the colon and its relatives get no link in a snapshot.
    @Test(arguments: ["html", "svg"])
    func snapshotsRefuseScriptLinks(format: String) throws {
        let markdown =
            "[click](javascript:\u{FF9E}=1,alert(document.domain)) [b](javascript:\u{301}) [c](data:\u{301}) [d](< JaVa\tScRiPt:x>)\n"
        let result = try CLIRunner.run(["render", "--format", format], stdin: Array(markdown.utf8))
        #expect(result.status == 0)
        #expect(result.output.contains("click"))
        #expect(!result.output.contains("href"), "\(result.output)")
    }

    @Test func htmlHelpSaysWhatInvalidUTF8Becomes() throws {
        let help = try CLIRunner.run(["html", "--help"])
        #expect(help.output.contains("each bad sequence becomes U+FFFD and the"))
        #expect(!help.output.contains("--validate-utf8's output"))
        let html = try CLIRunner.run(["html"], stdin: [0x61, 0xF0, 0x9F, 0x62, 0x0A])
        #expect(html.output == "<p>a\u{FFFD}b</p>\n")
    }

    /// The usage asked for goes to standard output with status 0 (without arguments at a
    /// terminal it is bad usage: CLITests).
    @Test func askedForUsageIsOnStandardOutput() throws {
        let help = try CLIRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Usage: cmark-swift"))
        #expect(help.stderr.isEmpty)
    }

    @Test func specWithoutExamplesIsAnError() throws {
        let garbage = try CLIRunner.run(["spec", "-"], stdin: Array("garbage\n".utf8))
        #expect(garbage.status == 1)
        #expect(garbage.stdout.isEmpty)
        #expect(garbage.stderr == "cmark-swift: error: standard input holds no spec examples (JSON fixtures or spec.txt examples)\n")
        let empty = try CLIRunner.run(["spec", "-"], stdin: [])
        #expect(empty.status == 1)
    }

    /// A config file of one 1 MiB line (a binary file named by mistake) is quoted by its
    /// start: the error stays one short line.
    @Test func configErrorQuotesAShortExcerpt() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config")
        try Data(repeating: 0x01, count: 1 << 20).write(to: config)
        let result = try CLIRunner.run(["render"], stdin: Array("x\n".utf8), environment: ["CMARK_SWIFT_CONFIG": config.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cmark-swift: error: \(config.path):1: expected 'key = value', got '"))
        #expect(result.stderr.utf8.count < 400)
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// A CR that arrives through `&#x0d;` is written `%0D` in snapshot links, as the
    /// terminal's OSC 8 links write it; other bytes outside printable ASCII alike.
    @Test(arguments: ["html", "svg"])
    func snapshotLinksArePercentEncodedAsTheTerminalDoes(format: String) throws {
        let input = Array("[a](http://x.test/a&#x0d;b) [é](http://x.test/é%20)\n".utf8)
        let snapshot = try CLIRunner.run(["render", "--format", format, "--links", "hyperlink"], stdin: input)
        #expect(snapshot.status == 0)
        #expect(snapshot.output.contains("href=\"http://x.test/a%0Db\""))
        #expect(snapshot.output.contains("href=\"http://x.test/%C3%A9%20\""))
        #expect(!snapshot.output.contains("\r"))
        let terminal = try CLIRunner.run(["render", "--color", "always", "--hyperlinks", "always"], stdin: input)
        #expect(terminal.output.contains("\u{1B}]8;;http://x.test/a%0Db\u{1B}\\"))
        #expect(terminal.output.contains("\u{1B}]8;;http://x.test/%C3%A9%20\u{1B}\\"))
    }

    /// An unknown section with no near name still reads as a sentence.
    @Test func unknownThemeSectionNamesTheKnownKeys() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("t.json")
        try Data(#"{"zzzzzz": {}}"#.utf8).write(to: theme)
        let result = try CLIRunner.run(["render", "--theme", theme.path], stdin: Array("x\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("cmark-swift: error: \(theme.path):1:2: zzzzzz: unknown key; known keys here: "))
    }

    /// A signal while the terminal is asked (OSC 11 for `--theme auto`, kitty's query for
    /// `--images auto`) or while `view` holds it: the process ends by that signal, and the
    /// terminal is back in its own mode (echo, line editing, the main screen).
    @Test(arguments: [
        ("SIGINT", "\\x1b]11;?", "render doc.md --theme auto --width 40"),
        ("SIGTERM", "\\x1b]11;?", "render doc.md --theme auto --width 40"),
        ("SIGHUP", "\\x1b]11;?", "render doc.md --theme auto --width 40"),
        ("SIGINT", "\\x1b_Gi=31", "render doc.md --theme dark --images auto --width 40"),
        ("SIGTERM", "\\x1b[?1049h", "view doc.md --theme dark"),
        ("SIGHUP", "\\x1b[?1049h", "view doc.md --theme dark"),
    ])
    func signalDuringTerminalWorkRestoresTheTerminal(signal: String, waitFor: String, command: String) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("# Hi\n\ntext\n".utf8).write(to: directory.appendingPathComponent("doc.md"))
        let script = CLIRunner.root.appendingPathComponent("Tests/CLITests/signalled-terminal.py").path
        let result = try CLIRunner.shell(
            "env -u COLORFGBG -u KITTY_WINDOW_ID -u TERM_PROGRAM TERM=xterm-256color python3 '\(script)' \(signal) '\(waitFor)' \"$CMARK\" \(command)",
            directory: directory)
        let number = ["SIGHUP": 1, "SIGINT": 2, "SIGTERM": 15][signal] ?? 0
        #expect(result.output == "sent=1 signal=\(number) echo=1 icanon=1 screen=main\n", "\(result.stderr)")
    }

    /// Front matter that cannot be read is shown as written, and one warning says why: past
    /// the reader's limit of values, or malformed.
    @Test func unreadFrontMatterIsShownAndWarnedAbout() throws {
        let many = "---\n" + (0...10_000).map { "k\($0): v\n" }.joined() + "---\n# Title\n"
        let result = try CLIRunner.run(["render", "--width", "40"], stdin: Array(many.utf8))
        #expect(result.status == 0)
        #expect(result.stderr.contains("more than 10000 values, the limit; shown as written"), "\(result.stderr)")
        #expect(result.output.contains("k10000: v") && result.output.contains("Title"))
        let malformed = try CLIRunner.run(["render", "--width", "40"], stdin: Array("---\na: [1\n---\n# T\n".utf8))
        #expect(malformed.stderr.hasPrefix("cmark-swift: warning: front matter 3:"), "\(malformed.stderr)")
        #expect(malformed.output.contains("a: [1"))
    }

    /// A run of punctuation makes cmark-gfm take about 180 bytes a byte: past the parser's
    /// memory limit `render` refuses it in one line, and the stream says so and writes the
    /// rest as it came (made safe), losing nothing.
    @Test func aRunOfPunctuationPastTheParserMemoryLimit() throws {
        let colons = Array(repeating: UInt8(ascii: ":"), count: 2_000_000)
        let render = try CLIRunner.run(["render", "--width", "40", "-"], stdin: colons)
        #expect(render.status == 1)
        #expect(render.stdout.isEmpty)
        #expect(render.stderr.hasPrefix("cmark-swift: error: parsing 2000000 bytes needed more than 256 MiB"), "\(render.stderr)")
        #expect(render.stderr.hasSuffix("use --no-limits to lift it\n"))
        #expect(try CLIRunner.run(["render", "--width", "40", "--no-limits", "-"], stdin: Array(colons.prefix(1000))).status == 0)

        let tail = Array("\n\n# after\n\u{1B}[31mred\n".utf8)
        let stream = try CLIRunner.run(["render", "--stream", "--width", "40", "--color", "never"], stdin: colons + tail)
        #expect(stream.status == 1)
        #expect(stream.stderr.hasPrefix("cmark-swift: warning: parsing 2000019 bytes needed more than 256 MiB"), "\(stream.stderr)")
        #expect(stream.stderr.contains("the rest is written as it came"))
        #expect(stream.stdout.count(where: { $0 == UInt8(ascii: ":") }) == colons.count)
        #expect(stream.output.hasSuffix("\n# after\n\u{241B}[31mred\n"), "\(stream.output.suffix(40))")
        #expect(!stream.stdout.contains(0x1B))
    }

    /// The raw HTML limits are told on standard error, with the file, not applied silently.
    @Test func rawHTMLPastItsLimitsIsWarnedAbout() throws {
        let text = String(repeating: "<b>", count: 300) + "x" + String(repeating: "</b>", count: 300) + "\n"
        let result = try CLIRunner.run(["render", "--width", "40", "--color", "never", "-"], stdin: Array(text.utf8))
        #expect(result.status == 0)
        #expect(result.output == "x\n")
        #expect(result.stderr == "cmark-swift: warning: -: raw HTML: 44 start tags dropped past 256 open elements (their text kept)\n")
    }
}
