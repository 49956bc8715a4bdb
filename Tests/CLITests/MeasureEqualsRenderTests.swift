import CMarkSwift
import Foundation
import Testing

/// `measure` is `render` without rendering (issue 31): for every fixture, every width and
/// every option that changes the layout, the size `measure` prints is the size of what
/// `render` prints with the same options.
@Suite struct MeasureEqualsRenderTests {
    static let widths = [12, 40, 100]

    /// The options that change how links and colour lay out, as a user passes them.
    static let settings: [[String]] = [
        [], ["--links", "references"], ["--links", "inline"], ["--links", "none"],
        ["--color", "always", "--hyperlinks", "always"], ["--color", "always", "--hyperlinks", "never"],
        ["--format", "plain"], ["--theme", "ascii"],
    ]

    static var fixtures: [URL] {
        let manager = FileManager.default
        return ["Fixtures/real", "Fixtures/render"].flatMap { folder -> [URL] in
            let directory = CLIRunner.root.appendingPathComponent(folder)
            let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { directory.appendingPathComponent($0) }
        }
    }

    /// The size of rendered output: its widest line in cells (escapes skipped) and its lines.
    static func size(of output: [UInt8]) -> (columns: Int, rows: Int) {
        var columns = 0
        var rows = 0
        for line in TerminalText.visibleLines(output) {
            columns = max(columns, DisplayWidth.of(line))
            rows += 1
        }
        return (columns, rows)
    }

    /// `measure`'s "WIDTH COLUMNS ROWS" lines, by width.
    static func measured(_ output: String) -> [Int: (columns: Int, rows: Int)] {
        var sizes: [Int: (columns: Int, rows: Int)] = [:]
        for line in output.split(separator: "\n") {
            let numbers = line.split(separator: " ").compactMap { Int($0) }
            if numbers.count == 3 { sizes[numbers[0]] = (numbers[1], numbers[2]) }
        }
        return sizes
    }

    /// `columns`: whether the widest line is compared too (a picture drawn by a graphics
    /// protocol takes cells the escapes' text does not show).
    func expectAgreement(_ file: URL, _ options: [String], directory: URL? = nil, columns: Bool = true) throws {
        let list = Self.widths.map(String.init).joined(separator: ",")
        let measure = try CLIRunner.run(["measure", "--width", list] + options + [file.path], directory: directory)
        #expect(measure.status == 0, "\(measure.stderr)")
        let sizes = Self.measured(measure.output)
        for width in Self.widths {
            let render = try CLIRunner.run(["render", "--width", "\(width)"] + options + [file.path], directory: directory)
            #expect(render.status == 0, "\(render.stderr)")
            let rendered = Self.size(of: render.stdout)
            let name = "\(file.lastPathComponent) at \(width) with \(options)"
            #expect(sizes[width]?.rows == rendered.rows, "rows of \(name)")
            if columns { #expect(sizes[width]?.columns == rendered.columns, "columns of \(name)") }
        }
    }

    @Test(arguments: settings)
    func measureIsTheSizeOfTheRender(options: [String]) throws {
        #expect(Self.fixtures.count > 20)
        for file in Self.fixtures { try expectAgreement(file, options) }
    }

    /// A picture drawn by a graphics protocol takes its rows in both; a placeholder its line.
    @Test(arguments: ["kitty", "sixel", "iterm", "symbols", "none"])
    func picturesTakeTheSameRows(protocol name: String) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let picture = CLIRunner.root.appendingPathComponent("Tests/CLITests/Fixtures/gradient-160x96.png")
        try FileManager.default.copyItem(at: picture, to: directory.appendingPathComponent("gradient.png"))
        let file = directory.appendingPathComponent("doc.md")
        try Data("# A picture\n\n![a gradient](gradient.png)\n\nSome text after it, enough to wrap at twelve.\n".utf8).write(to: file)
        try expectAgreement(file, ["--color", "always", "--images", name], columns: name == "symbols" || name == "none")
        let drawn = try CLIRunner.run(["measure", "--width", "40", "--color", "always", "--images", name, file.path])
        let placeholder = try CLIRunner.run(["measure", "--width", "40", "--color", "always", "--images", "none", file.path])
        if name != "none" { #expect(drawn.output != placeholder.output, "the picture changes the size") }
    }

    /// On a terminal, where links are OSC 8 hyperlinks and print no URL, `measure` (whose
    /// output is the same terminal) sizes that, as `render` shows it (the issue's
    /// reproduction: 564 rows rendered, 598 measured at width 12).
    @Test func onATerminalHyperlinksAreMeasured() throws {
        let script = CLIRunner.root.appendingPathComponent("Tests/CLITests/answering-terminal.py").path
        let file = CLIRunner.root.appendingPathComponent("Fixtures/real/urllib3-README.md").path
        func inTerminal(_ command: String) throws -> [UInt8] {
            let result = try CLIRunner.shell(
                "env -u KITTY_WINDOW_ID -u TERM_PROGRAM -u NO_COLOR TERM=xterm-256color python3 '\(script)' $'\\e[?62;22c' - \"$CMARK\" \(command)"
            )
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        for width in [12, 60] {
            let rendered = Self.size(of: try inTerminal("render --pager never --width \(width) '\(file)'"))
            let measured = Self.measured(
                TerminalText.visibleLines(try inTerminal("measure --width \(width) '\(file)'")).joined(separator: "\n"))
            #expect(measured[width]?.rows == rendered.rows, "at \(width)")
            let piped = try CLIRunner.run(["measure", "--width", "\(width)", file])
            #expect(Self.measured(piped.output)[width]?.rows != rendered.rows, "a pipe shows the URLs")
        }
    }

    /// Front matter is a block in both (issue 32's reproduction: 5 rows measured, 4 shown).
    @Test func frontMatterIsMeasured() throws {
        let text = "---\na: 1\nb: 2\n---\n# T\n"
        let measure = try CLIRunner.run(["measure", "--width", "40"], stdin: Array(text.utf8))
        let render = try CLIRunner.run(["render", "--width", "40"], stdin: Array(text.utf8))
        #expect(Self.measured(measure.output)[40]?.rows == Self.size(of: render.stdout).rows)
        #expect(Self.size(of: render.stdout).rows == 4)
    }

    /// The defaults from the environment reach `measure` as they reach `render`; a width
    /// default does not replace the widths asked for.
    @Test func environmentDefaultsApply() throws {
        let file = CLIRunner.root.appendingPathComponent("Fixtures/real/urllib3-README.md")
        let environment = ["CMARK_SWIFT_LINKS": "inline", "CMARK_SWIFT_WIDTH": "33"]
        let measure = try CLIRunner.run(["measure", "--width", "40", file.path], environment: environment)
        let render = try CLIRunner.run(["render", "--width", "40", file.path], environment: environment)
        #expect(measure.status == 0, "\(measure.stderr)")
        #expect(Self.measured(measure.output)[40]?.rows == Self.size(of: render.stdout).rows)
        let plain = try CLIRunner.run(["measure", "--width", "40", file.path])
        #expect(plain.output != measure.output, "--links inline from the environment changes the size")
    }

    /// An option `render` has that does not change the layout is no option of `measure`.
    @Test(arguments: [["--pager", "never"], ["--stream"], ["--frame"], ["--output", "x"]])
    func optionsThatDoNotLayOutAreRefused(options: [String]) throws {
        let result = try CLIRunner.run(["measure", "--width", "40"] + options, stdin: Array("# T\n".utf8))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cmark-swift: error: unknown option '\(options[0])'"), "\(result.stderr)")
    }
}

/// What a terminal shows of output bytes: lines without their escapes (SGR, OSC 8, and the
/// APC/DCS/OSC strings that carry pictures).
enum TerminalText {
    static func visibleLines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var line: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x1B, i + 1 < bytes.count {
                i = end(ofEscapeAt: i, in: bytes)
                continue
            }
            if byte == 0x0A {
                lines.append(String(decoding: line, as: UTF8.self))
                line.removeAll()
            } else if byte != 0x0D {
                line.append(byte)
            }
            i += 1
        }
        if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    /// Where the escape sequence at `start` ends: CSI at its final byte; OSC, APC and DCS at
    /// the string terminator (ESC \ or BEL).
    static func end(ofEscapeAt start: Int, in bytes: [UInt8]) -> Int {
        var i = start + 2
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            while i < bytes.count && !(0x40...0x7E).contains(bytes[i]) { i += 1 }
            return i + 1
        case UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "P"):
            while i < bytes.count {
                if bytes[i] == 0x07 { return i + 1 }
                if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\") { return i + 2 }
                i += 1
            }
            return i
        default:
            return start + 2
        }
    }
}

/// `render` makes the tree transforms (MyST directives, emoji shortcodes) itself, before
/// styling, and lets the parsed tree go: what it prints is what the library prints for the
/// untransformed document, colour and plain.
@Suite struct RenderTransformsTests {
    static let markdown = "# Notes :tada:\n\n```{warning} Careful\nA *directive* body.\n```\n\nDone :rocket:.\n"

    @Test(arguments: [["--color", "never"], ["--format", "plain"]])
    func renderPrintsWhatTheLibraryPrintsForATransformedDocument(options: [String]) throws {
        let result = try CLIRunner.run(["render", "--width", "50", "--theme", "dark"] + options, stdin: Array(Self.markdown.utf8))
        #expect(result.status == 0)
        let document = Document(parsing: Self.markdown, options: ParseOptions(frontMatter: true))
        let expected =
            options.contains("plain")
            ? PlainRenderer().render(document, theme: .dark, width: 50)
            : ANSIRenderer(colorDepth: .none).render(document, theme: .dark, width: 50)
        let printed = String(decoding: result.stdout, as: UTF8.self)
        #expect(printed == expected)
        #expect(printed.contains("🎉") && printed.contains("🚀") && !printed.contains("```"))
    }
}
