import Testing

@testable import MarkdownText

/// The lines of runs at a width, as strings.
private func wrap(_ runs: [TextRun], _ width: Int) -> [String] {
    let text = BreakableText(runs)
    return text.lines(width: width).map { text.text(of: $0) }
}

private func wrap(_ string: String, _ width: Int) -> [String] {
    wrap([TextRun(string)], width)
}

/// Command-line flags in text and inline code: a reader should never see `--` / `pager`.
@Suite struct CodeAndFlagBreakTests {
    @Test func neverBreaksAFlagAfterItsLeadingHyphens() {
        #expect(wrap("use --pager now", 8) == ["use", "--pager", "now"])
        #expect(wrap("use -p now", 3) == ["use", "-p", "now"])
        #expect(wrap("see --search-zip", 12) == ["see", "--search-zip"])
        #expect(wrap("see -z/--search-zip", 15) == ["see", "-z/--search-zip"])
        // Wider than the line: split where the width ends, as any word.
        #expect(wrap("--search-zip", 8) == ["--search", "-zip"])
    }

    @Test func stillBreaksAfterHyphensInsideWords() {
        #expect(wrap("a well-known word", 7) == ["a well-", "known", "word"])
        #expect(wrap("x --y well-known", 8) == ["x --y", "well-", "known"])
    }

    @Test func inlineCodeMovesWholeWhenItFitsALine() {
        let runs = [TextRun("run "), TextRun("make all", isCode: true), TextRun(" now")]
        #expect(wrap(runs, 9) == ["run", "make all", "now"])
        #expect(wrap(runs, 40) == ["run make all now"])
    }

    @Test func inlineCodeBreaksOnlyAtItsSpacesWhenWiderThanTheLine() {
        let runs = [TextRun("Debian: "), TextRun("sudo apt-get install g++-12 gcc-12", isCode: true)]
        // The spaces a code span breaks at stay on the line (they are part of the code).
        #expect(wrap(runs, 20) == ["Debian: sudo ", "apt-get install ", "g++-12 gcc-12"])
        #expect(wrap([TextRun("--pager", isCode: true)], 5) == ["--pag", "er"])
    }

    @Test func inlineCodeNeverBreaksAtAHyphen() {
        let runs = [TextRun("pass "), TextRun("--no-pager", isCode: true), TextRun(" to git")]
        #expect(wrap(runs, 10) == ["pass", "--no-pager", "to git"])
        #expect(wrap([TextRun("a "), TextRun("x-y", isCode: true)], 4) == ["a", "x-y"])
    }

    @Test func inlineCodeBreaksAsALetterNextToOtherText() {
        // Beside ideographs, as a Latin word does: `npm` is not glued to the sentence.
        let runs = [TextRun("使用"), TextRun("npm", isCode: true), TextRun("安装")]
        #expect(wrap(runs, 4) == ["使用", "npm", "安装"])
        #expect(wrap([TextRun("x "), TextRun("ab", isCode: true), TextRun(", y")], 3) == ["x", "ab,", "y"])
    }
}
