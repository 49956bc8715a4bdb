import CMarkSwift
import Foundation
import Testing

/// Small fixtures cut from real READMEs' raw HTML (Fixtures/render/html: urllib3's heading
/// banner, charset-normalizer's `<br />`, libcbor's and pyenv's `<details>`), rendered at
/// the widths a reader meets and compared with NAME.THEME.WIDTH.ansi beside them.
/// `make golden` (GOLDEN_UPDATE=1) rewrites them; review the diff.
@Suite struct HTMLGoldenTests {
    static let folder = Fixtures.root.appendingPathComponent("Fixtures/render/html")
    static let themes: [Theme] = [.dark, .ascii]
    static let widths = [40, 60, 100]

    @Test func htmlFixturesMatchTheGoldenFiles() throws {
        let update = ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1"
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".md") }.sorted()
        var compared = 0
        for name in names {
            let markdown = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            for theme in Self.themes {
                let styled = StyledDocument(document: Document(parsing: markdown), theme: theme)
                for width in Self.widths {
                    let rendered = ANSIRenderer(colorDepth: .ansi256, hyperlinks: false).render(styled.layout(width: width))
                    let file = Self.folder.appendingPathComponent("\(name.dropLast(3)).\(theme.name).\(width).ansi")
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
        #expect(names.count >= 3)
        #expect(update || compared == names.count * Self.themes.count * Self.widths.count)
    }
}
