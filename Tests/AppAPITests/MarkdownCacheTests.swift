import CMarkSwift
import Testing

@Suite struct MarkdownCacheTests {
    @Test func preparesOncePerSourceAndTheme() {
        let cache = MarkdownCache(capacity: 4)
        _ = cache.prepared(for: "# A\n", theme: .dark)
        _ = cache.prepared(for: "# A\n", theme: .dark)
        _ = cache.prepared(for: "# A\n", theme: .light)
        #expect(cache.statistics.hits == 1)
        #expect(cache.count == 2)
    }

    @Test func evictsTheLeastRecentlyUsed() {
        let cache = MarkdownCache(capacity: 2)
        _ = cache.prepared(for: "one", theme: .dark)
        _ = cache.prepared(for: "two", theme: .dark)
        _ = cache.prepared(for: "one", theme: .dark)
        _ = cache.prepared(for: "three", theme: .dark)
        #expect(cache.count == 2)
        let hitsBefore = cache.statistics.hits
        _ = cache.prepared(for: "one", theme: .dark)
        #expect(cache.statistics.hits == hitsBefore + 1)
    }

    @Test func preparedContentIsSendableAcrossTasks() async {
        let prepared = PreparedMarkdown(AppFixtures.real("libcbor-README.md"), theme: .dark)
        let sizes = await withTaskGroup(of: Size.self) { group in
            for width in [30, 60, 90] { group.addTask { prepared.boundingSize(forWidth: width) } }
            return await group.reduce(into: [Size]()) { $0.append($1) }
        }
        #expect(sizes.count == 3)
    }

    /// Every entry is highlighted by the cache's highlighter: what it returns renders as one
    /// highlighted render does, and differently from content without a highlighter.
    @Test func entriesAreHighlightedByTheCachesHighlighter() {
        let text = "Some code:\n\n```toy\nlet x = 1\n```\n"
        let highlighted = MarkdownCache(capacity: 4, highlighter: LetKeyword())
        let plain = MarkdownCache(capacity: 4)
        let expected = StyledDocument(document: Document(parsing: text), theme: .dark, highlighter: LetKeyword())
        let render = { (layout: DocumentLayout) in ANSIRenderer(colorDepth: .ansi256).render(layout) }
        let fromCache = highlighted.prepared(for: text, theme: .dark)
        #expect(render(fromCache.layout(width: 40)) == render(expected.layout(width: 40)))
        #expect(render(fromCache.layout(width: 40)) != render(plain.prepared(for: text, theme: .dark).layout(width: 40)))
        // A keystroke keeps the highlighter, and the stored update is found.
        let edited = "More code:\n\n```toy\nlet x = 1\n```\n"
        highlighted.store(fromCache.updated(with: edited))
        let again = highlighted.prepared(for: edited, theme: .dark)
        #expect(highlighted.statistics.hits == 1)
        let expectedEdit = StyledDocument(document: Document(parsing: edited), theme: .dark, highlighter: LetKeyword())
        #expect(render(again.layout(width: 40)) == render(expectedEdit.layout(width: 40)))
    }
}

/// Marks `let` at the start of a `toy` code line as a keyword.
private struct LetKeyword: CodeHighlighter {
    func makeSession() -> any CodeHighlightSession { Session() }

    struct Session: CodeHighlightSession {
        mutating func tokens(in code: [UInt8], language: String) -> [CodeToken] {
            language == "toy" && code.starts(with: Array("let".utf8)) ? [CodeToken(range: 0..<3, kind: .keyword)] : []
        }
    }
}
