import CMarkSwift
import Foundation
import MarkdownHighlighting
import Testing

/// Whole renders compared with Fixtures/render/NAME.THEME.WIDTH.ansi (escapes kept raw),
/// code highlighted as `cmark-swift render` does. `make golden` (GOLDEN_UPDATE=1) rewrites
/// them; review the diff.
@Suite struct GoldenTests {
    /// The dark theme with the other choices: numbered references, no table borders,
    /// clipped code, HTML dropped.
    static let variant: Theme = {
        var theme = Theme.dark
        theme.name = "variant"
        theme.link.display = .references
        theme.table.borders = TableBorders.none
        theme.codeBlock.overflow = .clip
        theme.html.display = .drop
        theme.headings[2].alignment = .center
        return theme
    }()

    static let cases: [(theme: Theme, widths: [Int])] = [
        (.dark, [20, 40, 80, 120]), (.ascii, [20, 40, 80, 120]), (variant, [40, 80]), (.light, [80]),
    ]

    static func render(_ markdown: String, theme: Theme, width: Int) -> String {
        let styled = StyledDocument(document: Document(parsing: markdown), theme: theme, highlighter: SyntaxHighlighter())
        return ANSIRenderer(colorDepth: .ansi256, hyperlinks: false).render(styled.layout(width: width))
    }

    @Test func rendersMatchTheGoldenFiles() throws {
        let update = ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1"
        var compared = 0
        for input in Fixtures.goldenInputs {
            for (theme, widths) in GoldenTests.cases {
                for width in widths {
                    let rendered = GoldenTests.render(input.markdown, theme: theme, width: width)
                    let file = Fixtures.render.appendingPathComponent("\(input.name).\(theme.name).\(width).ansi")
                    if update {
                        try rendered.write(to: file, atomically: true, encoding: .utf8)
                        continue
                    }
                    let expected = try? String(contentsOf: file, encoding: .utf8)
                    #expect(expected == rendered, "\(file.lastPathComponent) differs; run make golden and review the diff")
                    compared += 1
                }
            }
        }
        #expect(update || compared >= 80)
    }
}
