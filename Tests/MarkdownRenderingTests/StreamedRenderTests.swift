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

    @Test func renderInPiecesEqualsTheWholeRenderInPiecesOfAtLeast64KiB() {
        // Some 600 KiB of colour output: many pieces, each but the last at least 64 KiB.
        let markdown = (0..<4_000).map { "## H\($0)\n\nSome *text* with a [link](https://example.com/\($0)) and `code`.\n" }
            .joined(separator: "\n")
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .dark)
        for renderer in Self.renderers {
            var whole: [UInt8] = []
            renderer.render(styled, width: 50, into: &whole)
            var pieces: [[UInt8]] = []
            renderer.render(styled, width: 50) { pieces.append(Array($0)) }
            #expect(pieces.joined().elementsEqual(whole))
            #expect(pieces.count > 4)
            #expect(pieces.dropLast().allSatisfy { $0.count >= ANSIRenderer.flushBytes })
        }
        var whole: [UInt8] = []
        PlainRenderer().render(styled, width: 50, into: &whole)
        var pieces: [[UInt8]] = []
        PlainRenderer().render(styled, width: 50) { pieces.append(Array($0)) }
        #expect(pieces.joined().elementsEqual(whole))
        #expect(pieces.count > 2)
        #expect(pieces.dropLast().allSatisfy { $0.count >= ANSIRenderer.flushBytes })
    }

    @Test func aSmallRenderIsOnePieceAndAnEmptyOneNone() {
        let styled = StyledDocument(document: Document(parsing: "# Hi\n\ntext\n"), theme: .dark)
        var whole: [UInt8] = []
        ANSIRenderer().render(styled, width: 40, into: &whole)
        var pieces: [[UInt8]] = []
        ANSIRenderer().render(styled, width: 40) { pieces.append(Array($0)) }
        #expect(pieces == [whole])
        var theme = Theme.plain
        theme.placeholder.text = nil
        var none: [[UInt8]] = []
        PlainRenderer().render(StyledDocument(document: Document(parsing: ""), theme: theme), width: 40) { none.append(Array($0)) }
        #expect(none.isEmpty)
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
