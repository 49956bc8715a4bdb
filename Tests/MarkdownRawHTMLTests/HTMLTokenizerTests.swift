import Testing

@testable import MarkdownRawHTML

@Suite struct HTMLTokenizerTests {
    private func summary(_ tokens: [HTMLToken]) -> [String] {
        tokens.map { token in
            switch token.kind {
            case .start: "<\(token.text)\(token.attributes.map { " \($0.name)=\($0.value)" }.joined())>@\(token.piece)"
            case .end: "</\(token.text)>@\(token.piece)"
            case .text: "\"\(token.text)\"@\(token.piece)"
            }
        }
    }

    @Test func pairsTagsAcrossPieces() {
        let tokens = HTMLTokenizer.tokens(of: [Array("<kbd>".utf8), Array("</kbd>".utf8)])
        #expect(summary(tokens) == ["<kbd>@0", "</kbd>@1"])
    }

    @Test func leavesOutTheClosesAddedAtTheEnd() {
        #expect(
            summary(HTMLTokenizer.tokens(of: [Array("<details><summary>Hi</summary>".utf8)]))
                == ["<details>@0", "<summary>@0", "\"Hi\"@0", "</summary>@0"])
    }

    @Test func dropsEndTagsWithNothingOpen() {
        #expect(summary(HTMLTokenizer.tokens(of: [Array("</kbd>x".utf8)])).contains("</kbd>@0") == false)
    }

    @Test func decodesEntitiesAndLowercasesNames() {
        let tokens = HTMLTokenizer.tokens(of: [Array("<P ALIGN=\"center\">a &amp; b&#x41;</P>".utf8)])
        #expect(tokens.first?.text == "p")
        #expect(tokens.first?.attribute("align") == "center")
        #expect(tokens.filter { $0.kind == .text }.map(\.text).joined() == "a & bA")
    }

    @Test func commentsGiveNoTokens() {
        #expect(HTMLTokenizer.tokens(of: [Array("<!-- YAML\nadded: v0.1 -->".utf8)]).isEmpty)
    }

    @Test func controlCharacterReferencesAreNotDecoded() {
        let text = HTMLTokenizer.tokens(of: [Array("<b>&#27;[31m</b>".utf8)]).filter { $0.kind == .text }.map(\.text).joined()
        #expect(!text.unicodeScalars.contains("\u{1B}"))
    }

    @Test func invalidUTF8IsReadAsReplacementCharacters() {
        let tokens = HTMLTokenizer.tokens(of: [[0x3C, 0x62, 0x3E, 0xFF, 0x3C, 0x2F, 0x62, 0x3E]])
        #expect(summary(tokens) == ["<b>@0", "\"\u{FFFD}\"@0", "</b>@0"])
    }

    @Test func aPieceCutInsideATagDoesNotSwallowTheNext() {
        let tokens = HTMLTokenizer.tokens(of: [Array("<img src=\"a.png\"".utf8), Array("<b>x</b>".utf8)])
        #expect(summary(tokens).suffix(3) == ["<b>@1", "\"x\"@1", "</b>@1"])
    }

    @Test func tokensFarIntoALongInputKeepTheirPieces() {
        // libxml2 drops what it has read from the front of its buffer: pieces must still match.
        var pieces = Array(repeating: Array("<b>".utf8), count: 5_000)
        pieces.append(Array("<br>".utf8))
        let tokens = HTMLTokenizer.tokens(of: pieces)
        #expect(tokens.last { $0.text == "br" }?.piece == 5_000)
    }

    @Test func hundredThousandNestedDivsStayFlat() {
        let input = Array(String(repeating: "<div>", count: 100_000).utf8)
        let unlimited = HTMLTokenizer.tokens(of: [input], limits: .unlimited)
        #expect(unlimited.count == 100_000)
        #expect(unlimited.allSatisfy { $0.kind == .start && $0.text == "div" })
    }

    /// Past the open-element limit a start tag is left out and its text kept; an end tag
    /// closes what is open, so the elements after it open again below the limit.
    @Test func startTagsPastTheOpenElementLimitAreDroppedTheirTextKept() {
        let input = String(repeating: "<b>", count: 300) + "x" + String(repeating: "</i>", count: 300) + "</b><u>y</u>"
        let reading = HTMLTokenizer.read([Array(input.utf8)])
        #expect(reading.tokens.filter { $0.kind == .start && $0.text == "b" }.count == 256)
        #expect(reading.tokens.contains { $0.kind == .text && $0.text == "x" })
        #expect(summary(Array(reading.tokens.suffix(4))) == ["</b>@0", "<u>@0", "\"y\"@0", "</u>@0"])
        #expect(reading.report == HTMLLimitReport(droppedAttributes: 0, droppedStartTags: 44))
        #expect(reading.report.messages(limits: .standard) == ["raw HTML: 44 start tags dropped past 256 open elements (their text kept)"])
    }

    /// Up to the limit the same tokens as without it: every element open, every attribute.
    @Test func nothingChangesBelowTheLimits() {
        let tags = (0..<250).map { "<span id=s\($0) class='c \($0)' data-x=\"1\" hidden>" }.joined()
        let input = Array((tags + "<br/><img src=x>t<p>a<p>b<!-- <b> --><script>if (a<b) {}</script></i></p></br></span>").utf8)
        let reading = HTMLTokenizer.read([input])
        #expect(reading.report.isEmpty)
        #expect(reading.tokens == HTMLTokenizer.tokens(of: [input], limits: .unlimited), "tokens differ")
        #expect(reading.tokens.first?.attributes.count == 4)
    }

    /// Distinct attributes past the limit are dropped with a count; a repeated name is
    /// dropped silently (a browser keeps the first).
    @Test func attributesPastTheLimitAreDropped() {
        let names = (1...300).map { " a\($0)=x" }.joined()
        let reading = HTMLTokenizer.read([Array("<b\(names) a1=y>t</b>".utf8)])
        let start = reading.tokens.first { $0.kind == .start }
        #expect(start?.attributes.count == 256)
        #expect(start?.attribute("a1") == "x" && start?.attribute("a256") == "x" && start?.attribute("a257") == nil)
        #expect(reading.report.droppedAttributes == 44)
        #expect(reading.tokens.contains { $0.kind == .text && $0.text == "t" })
    }

    @Test func attributeFloodsAreRead() {
        let input = Array(("<a " + String(repeating: "x=1 ", count: 20_000) + "href=\"u\">").utf8)
        let tokens = HTMLTokenizer.tokens(of: [input])
        #expect(tokens.first?.attribute("href") == "u")
    }
}
