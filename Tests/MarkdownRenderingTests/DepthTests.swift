import CMarkSwift
import Testing

/// Nothing recurses on depth: absurdly nested documents lay out and render.
@Suite struct DepthTests {
    @Test func hundredThousandDeepQuoteRenders() {
        let markdown = String(repeating: "> ", count: 100_000) + "deep text\n"
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .dark)
        for width in [1, 20, 80] {
            let layout = styled.layout(width: width)
            #expect(layout.size == styled.boundingSize(forWidth: width))
            #expect((plainLineWidths(layout).max() ?? 0) <= width)
            if width >= 20 { #expect(PlainRenderer().render(layout).contains("deep text")) }
        }
    }

    @Test func fiveThousandDeepListRenders() {
        var markdown = ""
        for depth in 0..<5_000 { markdown += String(repeating: "  ", count: depth) + "- item \(depth)\n" }
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .ascii)
        let layout = styled.layout(width: 60)
        #expect(layout.size == styled.boundingSize(forWidth: 60))
        #expect((plainLineWidths(layout).max() ?? 0) <= 60)
        _ = ANSIRenderer().render(layout)
    }

    @Test func deepEmphasisRenders() {
        let markdown = String(repeating: "*a ", count: 20_000) + "x" + String(repeating: "*", count: 20_000) + "\n"
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .dark)
        #expect(styled.layout(width: 40).size == styled.boundingSize(forWidth: 40))
    }
}
