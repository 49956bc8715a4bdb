import CMarkSwift
import Testing

/// Raw HTML in Markdown rendered the way a browser shows it (the theme's `render`).
@Suite struct HTMLRenderingTests {
    static func plain(_ markdown: String, width: Int = 60, html: HTMLDisplay = .render, links: LinkDisplay = .inline) -> String {
        var theme = Theme.plain
        theme.html.display = html
        theme.link.display = links
        return PlainRenderer().render(StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width))
    }

    static func lines(_ markdown: String, width: Int = 60) -> [String] {
        plain(markdown, width: width).split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func commentsScriptsStylesAndTemplatesAreHidden() {
        let text = Self.plain(
            "<!-- YAML\nadded: v0.1\n-->\n\n<script>alert(1)</script>\n\n<style>p{}</style>\n\n<template>t</template>\n\nBody.\n")
        #expect(text == "Body.\n")
    }

    @Test func centeredHeadingIsAHeadingInTheMiddle() {
        let lines = Self.lines("<h1 align=\"center\">My Project</h1>\n", width: 30)
        let first = lines.first ?? ""
        #expect(first.contains("My Project") && first.prefix { $0 == " " }.count >= 6)
    }

    @Test func inlineTagsPairAcrossSiblingNodes() {
        var theme = Theme.ascii
        theme.html.display = .render
        let styled = StyledDocument(document: Document(parsing: "Press <kbd>Ctrl</kbd> now.\n"), theme: theme)
        #expect(PlainRenderer().render(styled.layout(width: 40)).contains("Press `Ctrl` now."))
    }

    @Test func supAndSubUseUnicodeScriptsOrCarets() {
        #expect(Self.plain("x<sup>2</sup> H<sub>2</sub>O e<sup>iπ</sup>\n") == "x² H₂O e^iπ\n")
    }

    /// A caret or underscore marks only text attached to the word before it: small print
    /// standing apart (a README's `<sub>` caption) reads as it is.
    @Test func scriptTextStandingApartHasNoMarker() {
        #expect(Self.plain("<sub>Built with care by <a href=\"https://x.org\">X</a></sub>\n", links: .hidden) == "Built with care by X\n")
        #expect(Self.plain("the 1<sup>st</sup> and a<sub>ij</sub>, see <sup>[note]</sup>\n") == "the 1^st and a_ij, see [note]\n")
        #expect(Self.plain("<p><sub>small print</sub> and x<sup>th</sup></p>\n") == "small print and x^th\n")
    }

    /// A terminal shows `<details>` open; the theme's marker before the summary says that
    /// it folds, and the summary's own leading space is not doubled.
    @Test func detailsSummaryGetsTheThemesMarker() {
        let markdown = "<details>\n<summary> Install <b>steps</b></summary>\n\nRun it.\n\n</details>\n"
        var theme = Theme.plain
        theme.html.summaryMarker = "▾ "
        let marked = PlainRenderer().render(StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: 40))
        #expect(marked.hasPrefix("**▾ Install steps**\n"))
        #expect(Self.plain(markdown).hasPrefix("**Install steps**\n"))
        #expect(Theme.dark.html.summaryMarker == "▾ " && Theme.ascii.html.summaryMarker == nil)
    }

    @Test func lineBreakTagBreaksTheLine() {
        #expect(Self.plain("one<br>two\n") == "one\ntwo\n")
    }

    @Test func entitiesAreDecodedAndUnknownTagsKeepTheirText() {
        #expect(Self.plain("<div><span class=\"x\">a &amp; b</span> <blink>c</blink></div>\n") == "a & b c\n")
    }

    @Test func detailsShowsTheSummaryAndTheMarkdownBody() {
        let text = Self.plain("<details>\n<summary>Click me</summary>\n\nHidden *body*.\n\n</details>\n\nAfter.\n")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains("Click me") && lines[1].contains("Hidden") && lines[2] == "After.")
    }

    @Test func divAlignCentersTheMarkdownInside() {
        let lines = Self.lines("<div align=\"center\">\n\nCentered.\n\n</div>\n\nLeft.\n", width: 21)
        #expect(lines.contains("      Centered."))
        #expect(lines.contains("Left."))
    }

    @Test func htmlListsAndPreformattedText() {
        let text = Self.plain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n\n<ol start=\"3\"><li>three</li></ol>\n\n<pre>\n  a   b\n</pre>\n")
        #expect(text.contains("- one\n- two\n"))
        #expect(text.contains("3. three"))
        #expect(text.contains("  a   b"))
    }

    @Test func imageIsAPlaceholderWithItsAltTextLinkedInsideAnAnchor() {
        var theme = Theme.plain
        theme.link.display = .inline
        let styled = StyledDocument(
            document: Document(parsing: "<p><a href=\"https://x.org/ci\"><img src=\"b.svg\" alt=\"CI\"></a> <b>bold</b></p>\n"),
            theme: theme)
        let layout = styled.layout(width: 40)
        #expect(PlainRenderer().render(layout) == "[CI] bold\n")
        #expect(layout.link(atRow: 0, column: 1) == .url("https://x.org/ci"))
    }

    @Test func rawShowsTheTagsAndDropLeavesThemOut() {
        #expect(Self.plain("x<sup>2</sup>\n", html: .raw) == "x<sup>2</sup>\n")
        #expect(Self.plain("x<sup>2</sup>\n", html: .drop) == "x2\n")
    }

    @Test func hostileHTMLStaysLinearAndInert() {
        let nested = String(repeating: "<div>", count: 100_000) + "deep\n"
        #expect(Self.plain(nested).contains("deep"))
        let unclosed = String(repeating: "<b><i><kbd>", count: 10_000) + "x\n"
        #expect(Self.plain(unclosed).contains("x"))
        let flood = "<p " + String(repeating: "a=1 ", count: 50_000) + "align=\"center\">flood</p>\n"
        #expect(Self.plain(flood).contains("flood"))
        let escapes = Self.plain("<b>&#27;[31m</b><a href=\"javascript:alert(1)\">x</a>\n")
        #expect(!escapes.unicodeScalars.contains("\u{1B}"))
    }

    @Test func measuredSizeEqualsRenderedSizeWithHTML() {
        let markdown =
            "<p align=\"center\"><img src=a alt=A> <img src=b alt=B></p>\n\n<details><summary>S</summary>\n\nBody\n\n</details>\n"
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .dark)
        for width in [10, 40, 80] {
            #expect(styled.boundingSize(forWidth: width) == styled.layout(width: width).size)
        }
    }
}

/// Links shown once: never a URL the text already is, nor one within the document.
@Suite struct LinkDisplayTests {
    @Test func fragmentLinksPrintNoURL() {
        #expect(HTMLRenderingTests.plain("See [usage](#usage).\n") == "See usage.\n")
    }

    @Test func linkWhoseTextIsTheURLPrintsItOnce() {
        #expect(HTMLRenderingTests.plain("[https://a.org](https://a.org) <https://b.org>\n") == "https://a.org https://b.org\n")
        #expect(HTMLRenderingTests.plain("[a.org](https://a.org/)\n") == "a.org\n")
    }

    @Test func otherLinksPrintTheirURLPerTheme() {
        #expect(HTMLRenderingTests.plain("[docs](https://a.org/d)\n") == "docs (https://a.org/d)\n")
        #expect(HTMLRenderingTests.plain("[docs](https://a.org/d)\n", links: .references) == "docs[1]\n\n[1] https://a.org/d\n")
        #expect(HTMLRenderingTests.plain("[docs](https://a.org/d)\n", links: .hyperlink) == "docs\n")
    }

    @Test func badgeLinksShowTheirLabelOnly() {
        let markdown = "[![CI](https://img/ci.svg)](https://ci.org) [![PyPI](https://img/p.svg)](https://pypi.org)\n"
        #expect(HTMLRenderingTests.plain(markdown) == "[CI] [PyPI]\n")
    }
}
