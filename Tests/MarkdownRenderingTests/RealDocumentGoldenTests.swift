import CMarkSwift
import Foundation
import Testing

/// Real READMEs and a changelog (Fixtures/real: HTML, badges, front matter, tables, links in
/// headings) rendered as a reader sees them, compared with
/// Fixtures/render/real/NAME.THEME.WIDTH.ansi. `make golden` (GOLDEN_UPDATE=1) rewrites them;
/// review the diff.
@Suite struct RealDocumentGoldenTests {
    static let names = [
        "urllib3-README", "charset-normalizer-README", "systemd-DISTRO_PORTING", "pyenv-README", "gradio-README", "textual-README",
        "charset-normalizer-CHANGELOG",
    ]
    static let themes: [Theme] = [.dark, .light, .ascii]
    static let widths = [40, 80, 120]
    static let folder = Fixtures.root.appendingPathComponent("Fixtures/render/real")

    static func document(_ name: String) throws -> Document {
        let text = try String(contentsOf: Fixtures.root.appendingPathComponent("Fixtures/real/\(name).md"), encoding: .utf8)
        return Document(parsing: text, options: ParseOptions(frontMatter: true))
    }

    @Test func realDocumentsMatchTheGoldenFiles() throws {
        let update = ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1"
        var compared = 0
        for name in Self.names {
            let document = try Self.document(name)
            for theme in Self.themes {
                let styled = StyledDocument(document: document, theme: theme)
                for width in Self.widths {
                    let rendered = ANSIRenderer(colorDepth: .ansi256, hyperlinks: false).render(styled.layout(width: width))
                    let file = Self.folder.appendingPathComponent("\(name).\(theme.name).\(width).ansi")
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
        #expect(update || compared == Self.names.count * Self.themes.count * Self.widths.count)
    }

    /// No raw markup reaches the reader: comments, tags and entities are rendered.
    @Test func realDocumentsShowNoRawHTML() throws {
        for name in Self.names {
            let styled = StyledDocument(document: try Self.document(name), theme: .plain)
            let text = PlainRenderer().render(styled.layout(width: 80))
            for markup in ["<!--", "<p align", "<img ", "<br>", "</a>", "&amp;"] {
                #expect(!text.contains(markup), "\(name) shows \(markup)")
            }
        }
    }

    /// The contract on every real document: the measured size is the rendered size.
    @Test func measuredSizeEqualsRenderedSizeOnEveryRealDocument() throws {
        let folder = Fixtures.root.appendingPathComponent("Fixtures/real")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") && $0 != "README.md" }
        #expect(files.count >= 10)
        for file in files.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let document = Document(parsing: text, options: ParseOptions(frontMatter: true))
            for theme in Self.themes {
                let styled = StyledDocument(document: document, theme: theme)
                for width in [20, 40, 80, 120] {
                    #expect(styled.boundingSize(forWidth: width) == styled.layout(width: width).size, "\(file) \(theme.name) @\(width)")
                }
            }
        }
    }
}
