import CMarkSwift
import Testing

@testable import MarkdownLayout
@testable import MarkdownRendering

/// Rendering line by line as the layout makes them (what `cmark-swift render` does) gives
/// the bytes of rendering a whole ``Layout``, for both terminal renderers.
@Suite struct StreamedRenderTests {
    static let renderers = [
        ANSIRenderer(colorDepth: .trueColor, hyperlinks: true), ANSIRenderer(colorDepth: .ansi16), ANSIRenderer(colorDepth: .none),
    ]

    @Test func streamedRendersEqualLayoutRendersOnSpecAndGoldenInputs() {
        let inputs = Fixtures.specExamples + Fixtures.goldenInputs
        for input in inputs {
            let document = Document(parsing: input.markdown)
            for theme in [Theme.dark, .ascii] {
                let styled = StyledDocument(document: document, theme: theme)
                for width in [1, 7, 33, 80] {
                    let layout = styled.layout(width: width)
                    for renderer in Self.renderers {
                        var whole: [UInt8] = []
                        renderer.render(layout, into: &whole)
                        var streamed: [UInt8] = []
                        renderer.render(styled, width: width, into: &streamed)
                        #expect(streamed == whole, "\(input.name) \(theme.name) @\(width)")
                    }
                    var plain: [UInt8] = []
                    PlainRenderer().render(layout, into: &plain)
                    var streamedPlain: [UInt8] = []
                    PlainRenderer().render(styled, width: width, into: &streamedPlain)
                    #expect(streamedPlain == plain, "\(input.name) \(theme.name) @\(width) plain")
                }
            }
        }
    }

    @Test func aLargeDocumentRenderedInParallelEqualsItsWholeRendering() {
        // Golden inputs and spec examples, as separate paragraphs' worth of blocks, repeated
        // past the size from which two parts are styled and rendered at once; then the same
        // with footnotes (their definitions stay together) and with a second part of link
        // definitions only (which shows nothing: the whole document is rendered instead).
        let pieces = (Fixtures.goldenInputs + Fixtures.specExamples.prefix(200)).map(\.markdown)
        var body = ""
        while body.utf8.count < StyledDocument.parallelBytes { body += pieces.joined(separator: "\n\n- - -\n\n") + "\n\n" }
        let documents = [
            body,
            "---\ntitle: front\n---\n" + body + "A note[^n] and another[^m].\n\n[^n]: First.\n\n[^m]: Second.\n",
            "# Title\n\n" + body + String(repeating: "[x]: /u\n", count: 40_000),
        ]
        for text in documents {
            let document = Document(parsing: text, options: ParseOptions(frontMatter: true))
            // Rendered HTML blocks pair tags across the document: it is styled whole.
            #expect(StyledDocument.parallelParts(of: document, theme: .dark) == nil)
            for theme in [Theme.dark, .ascii, .plain].map({ theme in
                var raw = theme
                raw.html.display = .raw
                return raw
            }) {
                #expect(
                    (StyledDocument.parallelParts(of: document, theme: theme) != nil)
                        == !StyledDocument.numbersLinks(in: document, theme: theme))
                for width in [33] {
                    for renderer in Self.renderers.prefix(1) {
                        var whole: [UInt8] = []
                        renderer.render(StyledDocument(document: document, theme: theme), width: width, into: &whole)
                        var parts: [UInt8] = []
                        renderer.render(document, theme: theme, width: width, into: &parts, parallel: true)
                        #expect(parts == whole, "\(theme.name) @\(width)")
                    }
                    var whole: [UInt8] = []
                    PlainRenderer().render(StyledDocument(document: document, theme: theme), width: width, into: &whole)
                    var parts: [UInt8] = []
                    PlainRenderer().render(document, theme: theme, width: width, into: &parts, parallel: true)
                    #expect(parts == whole, "\(theme.name) @\(width) plain")
                }
            }
        }
    }

    @Test func streamedRenderShowsThePlaceholderAndMinimumRows() {
        var theme = Theme.plain
        theme.placeholder.text = "Nothing yet"
        theme.placeholder.minimumHeight = 4
        let styled = StyledDocument(document: Document(parsing: ""), theme: theme)
        var whole: [UInt8] = []
        PlainRenderer().render(styled.layout(width: 20), into: &whole)
        var streamed: [UInt8] = []
        PlainRenderer().render(styled, width: 20, into: &streamed)
        #expect(streamed == whole)
        #expect(String(decoding: streamed, as: UTF8.self).contains("Nothing yet"))
        #expect(streamed.filter { $0 == 0x0A }.count == 4)
    }
}
