import Testing

@testable import MarkdownText

/// The lines of a paragraph at a width, as strings.
private func wrap(_ text: BreakableText, _ width: Int) -> [String] {
    text.lines(width: width).map { text.text(of: $0) }
}

private func wrap(_ string: String, _ width: Int) -> [String] {
    wrap(BreakableText(string), width)
}

@Suite struct LineBreakerTests {
    @Test func wrapsAtSpaces() {
        #expect(wrap("the quick brown fox", 10) == ["the quick", "brown fox"])
        #expect(wrap("the quick brown fox", 80) == ["the quick brown fox"])
        #expect(wrap("a   b", 1) == ["a", "b"])
        #expect(wrap("a   b", 5) == ["a   b"])
    }

    @Test func dropsSpacesAtLineEndsAndWrappedStarts() {
        let text = BreakableText("one  two   ")
        let lines = text.lines(width: 4)
        #expect(lines.map { text.text(of: $0) } == ["one", "two"])
        #expect(lines.map(\.width) == [3, 3])
        #expect(wrap("  indented text", 40) == ["  indented text"])  // kept at the paragraph start
        #expect(wrap("   ", 10) == [""])
    }

    @Test func breaksAfterHyphens() {
        #expect(wrap("well-known words", 6) == ["well-", "known", "words"])
        #expect(wrap("well-known", 80) == ["well-known"])
        #expect(wrap("a -5 b", 3) == ["a", "-5", "b"])  // a sign, not a hyphen
        #expect(wrap("x\u{2014}y", 2) == ["x\u{2014}", "y"])
    }

    @Test func wrapsCJKBetweenIdeographs() {
        #expect(wrap("日本語のテキスト", 6) == ["日本語", "のテキ", "スト"])
        #expect(wrap("한국어텍스트", 4) == ["한국", "어텍", "스트"])
        #expect(wrap("xx abc日本", 6) == ["xx abc", "日本"])  // a break between Latin and CJK
    }

    @Test func keepsCJKPunctuationWithItsNeighbours() {
        #expect(wrap("日本語。", 6) == ["日本", "語。"])  // no break before a closing mark
        #expect(wrap("日「本」", 6) == ["日", "「本」"])  // nor after an opening one
        #expect(wrap("x 日\u{A0}本", 6) == ["x", "日\u{A0}本"])  // a no-break space glues
    }

    @Test func breaksAtNoBreakSpacesOnlyWhenThePhraseIsWiderThanTheLine() {
        // nodejs primordials.md's table header: words joined by U+00A0 so that it stays on
        // one line; in a column narrower than the phrase it breaks there, not inside a word.
        let phrase = "The\u{A0}string\u{A0}method"
        #expect(wrap(phrase, 17) == [phrase])
        #expect(wrap(phrase, 15) == ["The\u{A0}string\u{A0}", "method"])
        #expect(wrap(phrase, 7) == ["The\u{A0}", "string\u{A0}", "method"])
        #expect(wrap("a " + phrase, 18) == ["a", phrase])  // fits a line of its own: moved whole
        #expect(wrap("a " + phrase, 14) == ["a The\u{A0}string\u{A0}", "method"])
        #expect(wrap("10\u{A0}km", 3) == ["10\u{A0}", "km"])
        #expect(wrap("x\u{A0}!", 1) == ["x", "\u{A0}", "!"])  // never before closing punctuation: cluster by cluster
        // A word joiner (zero width) is no space: the word breaks between clusters.
        #expect(wrap("abc\u{2060}def", 4) == ["abc\u{2060}d", "ef"])
    }

    @Test func breaksURLsOnlyWhenTheyDoNotFit() {
        let url = "https://example.com/a/b"
        let runs = [TextRun("see "), TextRun(url, style: 1, isURL: true)]
        #expect(wrap(BreakableText(runs), 40) == ["see https://example.com/a/b"])
        #expect(wrap(BreakableText(runs), 23) == ["see", url])  // fits a line of its own: moved whole
        #expect(wrap(BreakableText(runs), 20) == ["see https://example.", "com/a/b"])
        #expect(wrap(BreakableText([TextRun("see " + url)]), 20) == ["see", "https://example.com/", "a/b"])  // plain text
        let query = BreakableText([TextRun("https://x.io/search?q=1&lang=en", isURL: true)])
        #expect(wrap(query, 16) == ["https://x.io/", "search?q=1&lang=", "en"])
    }

    @Test func breaksLongWordsAtGraphemeBoundaries() {
        #expect(wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"])
        #expect(wrap("ab cdefghij", 4) == ["ab", "cdef", "ghij"])
        #expect(wrap("e\u{301}e\u{301}e\u{301}", 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test func neverBreaksInsideAnEmojiZWJSequence() {
        let family = "👨‍👩‍👧‍👦"
        #expect(wrap(family + family + family, 3) == [family, family, family])
        let text = BreakableText(family + "🇯🇵")
        #expect(text.lines(width: 1).map(\.width) == [2, 2])  // a cluster wider than the line is alone
        #expect(wrap(text, 1) == [family, "🇯🇵"])
    }

    @Test func keepsHardBreaks() {
        let runs = [TextRun("a"), TextRun.hardBreak(), TextRun.hardBreak(), TextRun("b")]
        #expect(wrap(BreakableText(runs), 10) == ["a", "", "b"])
        #expect(wrap("one\ntwo\r\nthree", 80) == ["one", "two", "three"])
        #expect(wrap("end\n", 80) == ["end", ""])
        #expect(wrap("a  \n  b", 80) == ["a", "  b"])
    }

    @Test func treatsSoftBreaksAsSpaces() {
        let runs = [TextRun("first line"), TextRun(" "), TextRun("second")]
        #expect(wrap(BreakableText(runs), 80) == ["first line second"])
        #expect(wrap(BreakableText(runs), 10) == ["first line", "second"])
    }

    @Test func carriesStylesPerCluster() {
        let text = BreakableText([TextRun("plain "), TextRun("bold words", style: 7), TextRun(" end")])
        let lines = text.lines(width: 11)
        #expect(lines.count == 2)
        #expect(text.runs(of: lines[0]) == [TextRun("plain "), TextRun("bold", style: 7)])
        #expect(text.runs(of: lines[1]) == [TextRun("words", style: 7), TextRun(" end")])
    }

    @Test func measuresWithoutBuildingLines() {
        let text = BreakableText("a few short words")
        #expect(text.measure(width: 5) == (lines: 3, maxWidth: 5))
        #expect(text.measure(width: 20) == (lines: 1, maxWidth: 17))
        #expect(text.lineCount(width: 11) == 2)
        #expect(text.naturalWidth == 17)
        #expect(text.widestWord == 5)
    }

    @Test func emptyTextHasNoLines() {
        let text = BreakableText("")
        #expect(text.isEmpty)
        #expect(text.lines(width: 10).isEmpty)
        #expect(text.measure(width: 10) == (lines: 0, maxWidth: 0))
    }

    @Test func docExamplesHold() {
        let text = BreakableText([TextRun("Hello, "), TextRun("world", style: 1), TextRun("! 日本語です。")])
        #expect(wrap(text, 10) == ["Hello,", "world! 日", "本語です。"])
        #expect(text.measure(width: 10) == (lines: 3, maxWidth: 10))
        #expect(BreakableText("a few words").lineCount(width: 5) == 2)
        #expect(BreakableText("日本語のテキスト").lineCount(width: 6) == 3)
        #expect(wrap("one two", 3) == ["one", "two"])
    }

    @Test func clampsWidthToOne() {
        #expect(wrap("ab", 0) == ["a", "b"])
        #expect(wrap("ab", -5) == ["a", "b"])
    }
}
