import CMarkSwift
import Testing

@testable import MarkdownLayout
@testable import MarkdownRendering

/// Widths from 1 to `Int.max`, and counts a theme made in code may hold, through every
/// entry point: nothing traps, a huge width is laid out at ``Layout/maximumWidth``, and no
/// line is wider than the width asked for.
@Suite struct ExtremeWidthTests {
    static let markdown = """
        # A centred heading that is long enough to wrap

        Some text with **bold**, `code`, a [link](https://example.com/a/long/path) and 日本語 कि a🏽.

        > A quote
        > > nested, with a list:
        > > - one
        > > - two
        >
        > 1. first
        > 2. second

        ```swift
        struct Point: Hashable { var x: Int; var y: Int }
        \tlet tab = 1
        ```

        | a | b | c |
        |:--|:-:|--:|
        | one | two | three |
        | 世界 | x | a long cell that wraps |

        ---

        - [ ] task
        - [x] done[^1]

        [^1]: A footnote.

        """

    static let widths = [1, 2, 3, Int.max, Int.max / 2, 1 << 32, Int(Int32.max), 0, Int.min]

    /// Dark with centred headings, and one with every count at `Int.max`.
    static var themes: [Theme] {
        var centred = Theme.dark
        centred.name = "centred"
        centred.headings.base.alignment = .center
        var huge = Theme.dark
        huge.name = "huge"
        huge.transformStyles { style in
            style.marginTop = .max
            style.marginBottom = .max
            style.indent = .max
            style.padding = .max
        }
        huge.headings.base.alignment = .center
        huge.list.levelIndent = .max
        huge.table.cellPadding = .max
        huge.codeBlock.tabWidth = .max
        return [centred, huge, .ascii, .plain]
    }

    @Test func everyEntryPointTakesEveryWidthWithoutTrapping() {
        let document = Document(parsing: Self.markdown)
        for theme in Self.themes {
            let styled = StyledDocument(document: document, theme: theme)
            for width in Self.widths {
                let expected = min(max(1, width), DocumentLayout.maximumWidth)
                let layout = styled.layout(width: width)
                #expect(layout.width == expected, "\(theme.name) @\(width)")
                let lineWidths = plainLineWidths(layout)
                let widest = lineWidths.max() ?? 0
                #expect(widest <= expected, "\(theme.name) @\(width): a line is \(widest) cells wide")
                #expect(styled.boundingSize(forWidth: width) == Size(columns: widest, rows: lineWidths.count), "\(theme.name) @\(width)")
                #expect(layout.size == Size(columns: widest, rows: lineWidths.count), "\(theme.name) @\(width)")
                // The line-at-a-time renderers give the same lines.
                var ansi: [UInt8] = []
                ANSIRenderer(colorDepth: .ansi256).render(styled, width: width, into: &ansi)
                #expect(ansi == Array(ANSIRenderer(colorDepth: .ansi256).render(layout).utf8), "\(theme.name) @\(width)")
                var plain: [UInt8] = []
                PlainRenderer().render(styled, width: width, into: &plain)
                #expect(plain == Array(PlainRenderer().render(layout).utf8), "\(theme.name) @\(width)")
                #expect(styled.estimatedOutputBytes(width: width) < 64 << 20, "\(theme.name) @\(width)")
            }
        }
    }

    @Test func preparedAndStreamedContentTakeEveryWidth() {
        for width in Self.widths {
            let expected = min(max(1, width), DocumentLayout.maximumWidth)
            let prepared = PreparedMarkdown(Self.markdown, theme: .dark)
            #expect(prepared.layout(width: width).width == expected)
            #expect(prepared.boundingSize(forWidth: width) == prepared.layout(width: width).size)
            var stream = StreamingRenderer(theme: .dark, width: width)
            _ = stream.append(Array(Self.markdown.utf8))
            let update = stream.finish()
            #expect(!update.final.isEmpty, "@\(width)")
        }
    }
}
