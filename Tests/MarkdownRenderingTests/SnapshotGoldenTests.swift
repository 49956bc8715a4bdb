import CMarkSwift
import Foundation
import Testing

/// SVG and HTML snapshots compared with Fixtures/snapshots/NAME.THEME.WIDTH.{svg,html}.
/// `make golden` (GOLDEN_UPDATE=1) rewrites them; review the diff.
@Suite struct SnapshotGoldenTests {
    static let snapshots = Fixtures.root.appendingPathComponent("Fixtures/snapshots")
    static let inputs = ["basics", "links", "unicode", "tables"]
    /// (theme, width, framed): dark in a frame, light without.
    static let cases: [(theme: Theme, width: Int, frame: Bool)] = [(.dark, 60, true), (.light, 40, false)]

    static func snapshot(_ markdown: String, theme: Theme, width: Int, frame: Bool, svg: Bool) -> String {
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width)
        let options = SnapshotOptions(palette: .suited(to: theme), frame: frame, title: "snapshot.md")
        return svg ? SVGRenderer(options: options).render(layout) : HTMLSnapshotRenderer(options: options).render(layout)
    }

    @Test func snapshotsMatchTheGoldenFiles() throws {
        let update = ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1"
        var compared = 0
        for input in Fixtures.goldenInputs where SnapshotGoldenTests.inputs.contains(input.name) {
            for (theme, width, frame) in SnapshotGoldenTests.cases {
                for svg in [true, false] {
                    let rendered = SnapshotGoldenTests.snapshot(input.markdown, theme: theme, width: width, frame: frame, svg: svg)
                    let name = "\(input.name).\(theme.name).\(width).\(svg ? "svg" : "html")"
                    let file = SnapshotGoldenTests.snapshots.appendingPathComponent(name)
                    if update {
                        try rendered.write(to: file, atomically: true, encoding: .utf8)
                        continue
                    }
                    let expected = try? String(contentsOf: file, encoding: .utf8)
                    #expect(expected == rendered, "\(name) differs; run make golden and review the diff")
                    compared += 1
                }
            }
        }
        #expect(update || compared == SnapshotGoldenTests.inputs.count * 4)
    }

    @Test func wideCharactersArePlacedByCellColumn() {
        let layout = StyledDocument(document: Document(parsing: "日本x\n"), theme: .plain).layout(width: 20)
        let svg = SVGRenderer().render(layout)
        // 日 centred in cells 0-1 (x 12), 本 in cells 2-3 (x 36), x at cell 4 (x 48).
        #expect(svg.contains("x=\"12\" y=\"18\" text-anchor=\"middle\">日</text>"))
        #expect(svg.contains("x=\"36\" y=\"18\" text-anchor=\"middle\">本</text>"))
        #expect(svg.contains("x=\"48\" y=\"18\" textLength=\"12\""))
        let html = HTMLSnapshotRenderer().render(layout)
        #expect(html.contains("style=\"left:2ch;width:2ch\">本</span>"))
        #expect(html.contains("style=\"left:4ch;width:1ch\">x</span>"))
    }

    @Test func paletteFollowsTheTheme() {
        #expect(SnapshotPalette.suited(to: .light) == .light)
        #expect(SnapshotPalette.suited(to: .dark) == .dark)
        #expect(SnapshotPalette.suited(to: .plain) == .dark)
    }

    @Test func inverseSwapsForegroundAndBackground() {
        var theme = Theme.plain
        theme.strong = Style(foreground: .rgb(0x11, 0x22, 0x33), inverse: true)
        let layout = StyledDocument(document: Document(parsing: "**x**\n"), theme: theme).layout(width: 10)
        let svg = SVGRenderer().render(layout)
        #expect(svg.contains("fill=\"#112233\"/>"))  // the background rectangle
        #expect(svg.contains("fill:#1e1e1e"))  // the text in the window's background colour
    }
}
