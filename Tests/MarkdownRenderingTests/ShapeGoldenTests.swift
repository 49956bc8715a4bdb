import CMarkSwift
import Foundation
import Testing

/// Small fixtures cut to the shape of a real document's trouble spot (Fixtures/render/shapes,
/// a PowerShell install block, a wide support matrix), rendered as `GoldenTests` renders at
/// the widths a reader meets them and compared with
/// Fixtures/render/shapes/NAME.THEME.WIDTH.ansi. `make golden` (GOLDEN_UPDATE=1) rewrites
/// them; review the diff.
@Suite struct ShapeGoldenTests {
    static let folder = Fixtures.render.appendingPathComponent("shapes")
    static let themes: [Theme] = [.dark, .ascii]
    static let widths = [40, 60, 100]

    @Test func shapesMatchTheGoldenFiles() throws {
        let update = ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1"
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".md") }.sorted()
        #expect(!names.isEmpty)
        var compared = 0
        for name in names {
            let markdown = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            for theme in Self.themes {
                for width in Self.widths {
                    let rendered = GoldenTests.render(markdown, theme: theme, width: width)
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
        #expect(update || compared == names.count * Self.themes.count * Self.widths.count)
    }
}
