import CMarkSwift
import Foundation
import Testing

/// Small fixtures cut to the shape of a real document's trouble spot, rendered as
/// `GoldenTests` renders at the widths a reader meets them and compared with
/// NAME.THEME.WIDTH.ansi beside them: Fixtures/render/shapes (a PowerShell install block,
/// MyST directives, a wide support matrix, headings holding a link and code as urllib3's and
/// charset-normalizer's do, nodejs primordials.md's table whose header joins its words with
/// no-break spaces beside a column of long identifiers) and Fixtures/render/html (urllib3's
/// heading banner, charset-normalizer's `<br />`, libcbor's and pyenv's `<details>`).
/// `make golden` (GOLDEN_UPDATE=1) rewrites them; review the diff.
@Suite struct FolderGoldenTests {
    static let themes: [Theme] = [.dark, .ascii]
    static let widths = [40, 60, 100]

    @Test(arguments: ["shapes", "html"])
    func fixturesMatchTheGoldenFiles(folder name: String) throws {
        let folder = Fixtures.render.appendingPathComponent(name)
        let update = ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        #expect(names.count >= 3)
        var compared = 0
        for name in names {
            let markdown = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for theme in Self.themes {
                for width in Self.widths {
                    let rendered = GoldenTests.render(markdown, theme: theme, width: width)
                    let file = folder.appendingPathComponent("\(name.dropLast(3)).\(theme.name).\(width).ansi")
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
        #expect(update || compared == names.count * Self.themes.count * Self.widths.count)
    }
}
