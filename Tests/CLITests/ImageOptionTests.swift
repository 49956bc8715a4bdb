import Foundation
import Testing

/// `--images` and `--embed-images`: local pictures drawn, everything else a placeholder.
@Suite struct ImageOptionTests {
    static let fixture = CLIRunner.root.appendingPathComponent("Tests/MarkdownImagesTests/Fixtures/halves.png")

    /// A document directory with the fixture picture, and a secret picture beside it.
    static func withDocument(_ body: (URL) throws -> Void) throws {
        let root = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: docs.appendingPathComponent("pic.png"))
        try FileManager.default.copyItem(at: fixture, to: root.appendingPathComponent("secret.png"))
        let markdown = "# Pictures\n\n![Local](pic.png)\n\n![Secret](../secret.png)\n\n![Pixel](https://tracker.example.com/p.gif)\n"
        try Data(markdown.utf8).write(to: docs.appendingPathComponent("doc.md"))
        try body(docs)
    }

    static func render(_ docs: URL, _ extra: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(["render", docs.appendingPathComponent("doc.md").path, "--width", "40", "--theme", "dark"] + extra)
    }

    @Test func autoIsNoneOffATerminal() throws {
        try Self.withDocument { docs in
            let auto = try Self.render(docs, ["--color", "always"])
            let none = try Self.render(docs, ["--color", "always", "--images", "none"])
            #expect(auto.status == 0 && auto.stdout == none.stdout)
            #expect(!auto.output.contains("\u{1B}_G") && auto.stderr.isEmpty)
            // With images off, placeholders are what they always were.
            #expect(auto.output.contains("▣ Local") && auto.output.contains("▣ Pixel\u{1B}"))
        }
    }

    @Test(arguments: [("kitty", "\u{1B}_Ga=T,"), ("iterm", "\u{1B}]1337;File=inline=1;"), ("sixel", "\u{1B}P0;1;0q")])
    func eachProtocolDrawsTheLocalPictureOnly(name: String, introducer: String) throws {
        try Self.withDocument { docs in
            let result = try Self.render(docs, ["--images", name])
            #expect(result.status == 0)
            #expect(result.output.components(separatedBy: introducer).count == 2, "\(result.output.debugDescription.prefix(300))")
            #expect(result.output.contains("\u{1B}7\u{1B}[1A\u{1B}[3G" + introducer))
            #expect(!result.output.contains("▣ Local"))
            // The refused and the remote picture keep their placeholders; only the refusal is warned.
            #expect(result.output.contains("▣ Secret (refused)") && result.output.contains("▣ Pixel (tracker.example.com)"))
            #expect(result.stderr.hasPrefix("cmark-swift: warning: ") && result.stderr.split(separator: "\n").count == 1)
            #expect(result.stderr.hasSuffix("doc.md: image '../secret.png': refused: outside the document's directory\n"))
        }
    }

    @Test func symbolsAreColouredCellsInTheBlock() throws {
        try Self.withDocument { docs in
            let result = try Self.render(docs, ["--images", "symbols", "--color", "always"])
            #expect(result.status == 0 && !result.output.contains("▣ Local"))
            #expect(result.output.contains("255;0;0m") || result.output.contains("5;196m"))
        }
    }

    @Test func snapshotsEmbedPicturesOnlyWhenAsked() throws {
        try Self.withDocument { docs in
            for format in ["svg", "html"] {
                let plain = try Self.render(docs, ["--format", format])
                let embedded = try Self.render(docs, ["--format", format, "--embed-images"])
                #expect(plain.status == 0 && embedded.status == 0)
                #expect(!plain.output.contains("data:image"))
                #expect(embedded.output.components(separatedBy: "data:image/png;base64,iVBORw0KGgo").count == 2, "\(format)")
            }
        }
    }

    @Test func badValuesAreUsageErrors() throws {
        try Self.withDocument { docs in
            let bad = try Self.render(docs, ["--images", "always"])
            #expect(bad.status == 2 && bad.stderr.hasPrefix("cmark-swift: error:"))
            let embed = try Self.render(docs, ["--embed-images"])
            #expect(embed.status == 2 && embed.stderr.contains("--embed-images needs --format svg or html"))
        }
    }

    /// `auto` on a terminal (a pseudo-terminal from util-linux's `script`): the protocol the
    /// environment names; with none named, the terminal is asked, and one that does not
    /// answer gets placeholders after the 100 ms wait.
    @Test(arguments: [
        ("KITTY_WINDOW_ID=1", "\u{1B}_Ga=T,"), ("TERM_PROGRAM=iTerm.app", "\u{1B}]1337;File=inline=1;"), ("TERM_PROGRAM=none", "▣ Local"),
    ])
    func autoOnATerminalFollowsTheEnvironment(variable: String, expected: String) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        try Self.withDocument { docs in
            let command = "\"$CMARK\" render doc.md --width 40 --theme dark --images auto"
            let result = try CLIRunner.shell(
                "env -u KITTY_WINDOW_ID -u TERM_PROGRAM TERM=xterm-256color \(variable) script -qec '\(command)' /dev/null </dev/null",
                directory: docs)
            #expect(result.status == 0)
            #expect(result.output.contains(expected), "\(result.output.debugDescription.prefix(400))")
        }
    }

    /// `auto` asks a terminal that names nothing: kitty's answer to its graphics query
    /// gives kitty, a 4 among the device attributes sixel, neither the placeholders.
    @Test(arguments: [
        ("\u{1B}[?62;22c", "kitty", "\u{1B}_Ga=T,"), ("\u{1B}[?62;4;22c", "-", "\u{1B}P0;1;0q"), ("\u{1B}[?62;22c", "-", "▣ Local"),
    ])
    func autoAsksTheTerminal(attributes: String, kitty: String, expected: String) throws {
        let script = CLIRunner.root.appendingPathComponent("Tests/CLITests/answering-terminal.py").path
        try Self.withDocument { docs in
            let command = "render doc.md --width 40 --theme dark --images auto"
            let result = try CLIRunner.shell(
                "env -u KITTY_WINDOW_ID -u TERM_PROGRAM TERM=xterm-256color python3 '\(script)' $'\(attributes.replacingOccurrences(of: "\u{1B}", with: "\\e"))' \(kitty) \"$CMARK\" \(command)",
                directory: docs)
            #expect(result.status == 0)
            #expect(result.output.contains(expected), "\(result.output.debugDescription.prefix(400))")
        }
    }

    /// A theme whose image fallback is symbols gets them where the terminal names and
    /// answers no graphics protocol.
    @Test func theThemesFallbackIsSymbolsOnATerminalWithoutGraphics() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        try Self.withDocument { docs in
            try Data(#"{"extends": "dark", "image": {"fallback": "symbols"}}"#.utf8).write(to: docs.appendingPathComponent("t.json"))
            let command = "\"$CMARK\" render doc.md --width 40 --theme t.json --color always"
            let result = try CLIRunner.shell(
                "env -u KITTY_WINDOW_ID -u TERM_PROGRAM TERM=xterm-256color script -qec '\(command)' /dev/null </dev/null", directory: docs)
            #expect(result.status == 0)
            // (The kitty query itself goes to the terminal too: only an image would be a=T.)
            #expect(!result.output.contains("▣ Local") && !result.output.contains("\u{1B}_Ga=T"))
            #expect(result.output.contains("5;196m") && result.output.contains("5;21m"), "\(result.output.debugDescription.prefix(600))")
            #expect(result.output.contains("▣ Secret (refused)"))
        }
    }
}
