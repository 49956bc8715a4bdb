import Foundation
import Testing

/// A readable measure on wide terminals and `render --pager` (issue 22).
@Suite struct MeasureAndPagerTests {
    static let document =
        "# Title\n\n" + String(repeating: "word ", count: 100) + "\n\n```\n" + String(repeating: "x", count: 150) + "\n```\n"

    static func widest(_ output: String) -> Int {
        output.split(separator: "\n").map { (line: Substring) in line.count }.max() ?? 0
    }

    /// Whether the output was laid out at `width`: no line wider, and the paragraph's
    /// lines (words of 5 cells) within 5 cells of it.
    static func laidOut(_ result: CLIRunner.Result, at width: Int) -> Bool {
        let widest = widest(result.output)
        return widest <= width && widest > width - 5
    }

    static func render(_ arguments: [String], columns: String?) throws -> CLIRunner.Result {
        try CLIRunner.run(
            ["render", "--color", "never"] + arguments, stdin: Array(document.utf8), environment: columns.map { ["COLUMNS": $0] } ?? [:])
    }

    /// Piped output takes COLUMNS, capped at the theme's measure (100 by default);
    /// --width is taken as it is; a theme's "measure" changes the cap, 0 lifts it.
    @Test func textIsCappedAtTheMeasureUnlessTheWidthIsGiven() throws {
        #expect(Self.laidOut(try Self.render([], columns: "200"), at: 100))
        #expect(Self.laidOut(try Self.render([], columns: "60"), at: 60))
        #expect(Self.laidOut(try Self.render(["--width", "150"], columns: "200"), at: 150))
        #expect(Self.laidOut(try Self.render(["--width", "auto"], columns: "200"), at: 100))
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (measure, expected) in [(120, 120), (0, 200), (40, 40)] {
            let theme = directory.appendingPathComponent("m\(measure).json")
            try Data(#"{"extends": "plain", "measure": \#(measure)}"#.utf8).write(to: theme)
            #expect(Self.laidOut(try Self.render(["--theme", theme.path], columns: "200"), at: expected), "measure \(measure)")
        }
    }

    /// `view` off a terminal prints what `render` would, at its --width or the measure.
    @Test func viewTakesAWidth() throws {
        let view = try CLIRunner.run(["view", "--width", "40", "--color", "never"], stdin: Array(Self.document.utf8))
        #expect(view.status == 0, "\(view.stderr)")
        #expect(Self.laidOut(view, at: 40))
        let bad = try CLIRunner.run(["view", "--width", "0"], stdin: Array(Self.document.utf8))
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("cmark-swift: error: --width must be a whole number from 1 to 4096"))
        let wide = try CLIRunner.run(["view", "--color", "never"], stdin: Array(Self.document.utf8), environment: ["COLUMNS": "300"])
        #expect(Self.laidOut(wide, at: 100))
    }

    @Test func aBadMeasureIsAThemeError() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("bad.json")
        try Data(#"{"measure": "wide"}"#.utf8).write(to: theme)
        let result = try Self.render(["--theme", theme.path], columns: nil)
        #expect(result.status == 1)
        #expect(result.stderr.contains("measure"), "\(result.stderr)")
    }

    /// `--pager always` goes through $PAGER even into a pipe; `auto` never pages a pipe;
    /// a pager that cannot start is reported once and the output is written directly.
    @Test func pagerModesAndAFailingPagerFallsBack() throws {
        let paged = try CLIRunner.shell("printf '# hello\\n' | PAGER='tr a-z A-Z' \"$CMARK\" render --color never --pager always")
        #expect(paged.status == 0, "\(paged.stderr)")
        #expect(paged.output.contains("# HELLO"))
        let auto = try CLIRunner.shell("printf '# hello\\n' | PAGER='tr a-z A-Z' \"$CMARK\" render --color never")
        #expect(auto.output.contains("# hello"))
        let never = try CLIRunner.shell("printf '# hello\\n' | PAGER='tr a-z A-Z' \"$CMARK\" render --color never --pager never")
        #expect(never.output.contains("# hello"))
        let missing = try CLIRunner.shell("printf '# hello\\n' | PAGER=/no/such/pager \"$CMARK\" render --color never --pager always")
        #expect(missing.status == 0)
        #expect(missing.output.contains("# hello"))
        #expect(
            missing.stderr
                == "cmark-swift: warning: cannot start the pager '/no/such/pager': No such file or directory; writing directly (--pager never stops trying)\n"
        )
        let config = try CLIRunner.shell(
            "f=$(mktemp); printf 'pager = always\\n' > $f; printf '# hello\\n' | CMARK_SWIFT_CONFIG=$f PAGER='tr a-z A-Z' \"$CMARK\" --color never; rm -f $f"
        )
        #expect(config.output.contains("# HELLO"), "\(config.stderr)")
        let bad = try CLIRunner.run(["render", "--pager", "sometimes"], stdin: Array("x\n".utf8))
        #expect(bad.status == 2)
        #expect(bad.stderr == "cmark-swift: error: --pager must be one of auto, never, always, got 'sometimes'\n")
    }

    /// Several files go through one pager, one after the other.
    @Test func severalFilesArePagedTogether() throws {
        let script = """
            d=$(mktemp -d); printf '# one\\n' > $d/a.md; printf '# two\\n' > $d/b.md
            PAGER='tr a-z A-Z' "$CMARK" $d/a.md $d/missing.md $d/b.md --color never --pager always; echo "status $?"; rm -rf $d
            """
        let result = try CLIRunner.shell(script)
        #expect(result.output == "# ONE\n\n# TWO\nstatus 1\n", "\(result.stderr)")
        #expect(result.stderr.contains("missing.md"))
    }
}
