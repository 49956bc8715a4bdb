import CMarkSwift
import Foundation
import Testing

/// The smaller points of issue 24, each pinned.
@Suite struct SmallPointsTests {
    /// Lines and columns read as `Int` (stored in 32 bits), and their JSON is unchanged.
    @Test func sourceLocationsAreInts() throws {
        let heading = try #require(Document(parsing: "# Title\n").root.children.first)
        let line: Int = heading.sourceRange.start.line
        #expect(line == 1)
        #expect(heading.sourceRange.end.column == 7)
        var location = SourceLocation(line: 3, column: 4)
        location.line += 1
        #expect(location == SourceLocation(line: 4, column: 4))
        #expect(SourceLocation(line: .max, column: .min) == SourceLocation(line: Int(Int32.max), column: Int(Int32.min)))
        let json = String(decoding: try JSONEncoder().encode(location), as: UTF8.self)
        #expect(json.contains("\"line\":4") && json.contains("\"column\":4"))
        #expect(try JSONDecoder().decode(SourceLocation.self, from: Data(json.utf8)) == location)
    }

    @Test func minimumHeightHoldsWithoutPlaceholderText() {
        var theme = Theme.plain
        theme.placeholder.text = nil
        theme.placeholder.minimumHeight = 4
        let prepared = PreparedMarkdown("", theme: theme)
        #expect(prepared.layout(width: 20).rowCount == 4)
        #expect(prepared.boundingSize(forWidth: 20).rows == 4)
        #expect(prepared.updated(with: "").boundingSize(forWidth: 20).rows == 4)
    }

    @Test func storeUsesTheDocumentsOwnOptionsByDefault() {
        let cache = MarkdownCache(capacity: 4)
        let options = ParseOptions(frontMatter: true)
        let text = "---\ntitle: A\n---\n# Body\n"
        let first = cache.prepared(for: text, theme: .dark, options: options)
        let edited = first.updated(with: text + "\nMore.\n")
        cache.store(edited)
        let hits = cache.statistics.hits
        _ = cache.prepared(for: edited.source, theme: .dark, options: options)
        #expect(cache.statistics.hits == hits + 1)
    }

    @Test func renderersReturnStringsAndBytesAlike() {
        let document = Document(parsing: "# Hi *there*\n")
        let renderer = ANSIRenderer(colorDepth: .ansi256)
        let layout = StyledDocument(document: document, theme: .dark).layout(width: 40)
        let text: String = renderer.render(document, theme: .dark, width: 40)
        #expect(text == renderer.render(layout))
        #expect(renderer.renderUTF8(document, theme: .dark, width: 40) == Array(text.utf8))
        #expect(renderer.renderUTF8(layout) == Array(text.utf8))
        let plain: String = PlainRenderer().render(document, theme: .dark, width: 40)
        #expect(plain == PlainRenderer().render(layout))
        #expect(PlainRenderer().renderUTF8(layout) == Array(plain.utf8))
    }

    @Test func styledDocumentsDocCommentSizeIsTheResult() {
        let document = Document(parsing: "# Title\n\nSome *emphasis* and a [link](https://example.com).\n")
        let styled = StyledDocument(document: document, theme: Theme(name: "mine"))
        let layout = styled.layout(width: 40)
        #expect(layout.size == Size(columns: 24, rows: 4))
        #expect(styled.boundingSize(forWidth: 40) == layout.size)
    }

    @Test func customInlineContentCarriesItsRulesName() {
        let document = Document(parsing: "a ==b== c\n").applying([InlineRule(open: "==", close: "==", name: "mark")])
        let custom = document.nodes.first { $0.kind == .customInline }
        guard case .customInline(_, _, let name)? = custom?.content else {
            Issue.record("no custom inline")
            return
        }
        #expect(name == "mark")
        // Built from content, the name survives.
        var builder = DocumentBuilder()
        builder.open(.paragraph)
        builder.open(.customInline(onEnter: "", onExit: "", name: "mark"))
        builder.text("x")
        let built = builder.build()
        #expect(built.nodes.first { $0.kind == .customInline }?.customName == "mark")
    }

    @Test func terminalSizeIsPublicAndFallsBackToColumns() {
        // Tests run with standard output on a pipe or file: no terminal size.
        if TerminalSize.current() == nil {
            #expect(TerminalSize.width(environment: ["COLUMNS": "123"]) == 123)
            #expect(TerminalSize.width(environment: ["COLUMNS": "0"]) == 80)
            #expect(TerminalSize.width(environment: [:]) == 80)
        }
        #expect(TerminalSize(columns: 80, rows: 24).rows == 24)
    }
}

@Suite struct UpdateKindTests {
    @Test func anUpdateSaysWhetherItWasIncremental() {
        let text = String(repeating: "Paragraph text.\n\n", count: 40)
        let prepared = PreparedMarkdown(text, theme: .dark)
        #expect(prepared.updateKind == .full)
        #expect(prepared.updated(with: text + "More.\n").updateKind == .incremental)
        var limited = ParseOptions()
        limited.limits = .standard
        #expect(PreparedMarkdown(text, theme: .dark, options: limited).updated(with: text + "More.\n").updateKind == .full)
    }
}
