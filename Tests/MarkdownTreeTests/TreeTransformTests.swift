import Testing

@testable import MarkdownTree

/// The tree transforms styling reads: each runs once, linearly, and leaves the tree in the
/// shape the styler walks.
@Suite struct TreeTransformTests {
    /// Replaced text is written where its node is, in node order, so that a paragraph's
    /// text stays together however many paragraphs come after it.
    @Test func replacedTextStaysInNodeOrder() {
        let document = Document(parsing: String(repeating: "Hello :smile: world *x*\n\n", count: 50))
        let replaced = document.replacingEmojiShortcodes()
        let offsets = replaced.storage.nodes.filter { $0.kind == .text && $0.text.count > 0 }.map(\.text.offset)
        #expect(offsets == offsets.sorted())
        #expect(replaced.root.firstChild?.plainText == "Hello 😄 world x")
        #expect(replaced.storage.bytes.count < document.storage.bytes.count + 100)
    }

    /// A document marked as transformed is not transformed again: `::smile::` would become
    /// `:😄:` once, and a kept shortcode stays kept.
    @Test func eachTransformRunsOnce() {
        let once = Document(parsing: "::smile:: :tada:\n").replacingEmojiShortcodes()
        #expect(once.replacingEmojiShortcodes().storage.bytes == once.storage.bytes)
        let kept = Document(parsing: "Ship :rocket:\n").decidingEmojiShortcodes(replace: false).replacingEmojiShortcodes()
        #expect(kept.root.firstChild?.plainText == "Ship :rocket:")
    }

    /// A prose directive becomes a directive block with its kind and title, its body's
    /// blocks its children (parsed as Markdown, with the fence's range); a directive in the
    /// body, and a fence that holds code, stay code blocks.
    @Test func directiveBodiesBecomeChildren() {
        let markdown =
            "Before\n\n````{warning}\n:class: x\nBody *here*.\n\n```{note}\nInner.\n```\n````\n\n"
            + "```{code-block} python\nx\n```\n"
        let document = Document(parsing: markdown)
        let expanded = document.expandingMySTDirectives()
        let blocks = Array(expanded.root.children)
        #expect(blocks.map(\.kind) == [.paragraph, .customBlock, .codeBlock])
        let directive = expanded.storage.nodes[blocks[1].index]
        #expect(directive.isMySTDirective && directive.directiveKind == .warning)
        #expect(expanded.storage.string(directive.text) == "Warning")
        let body = Array(blocks[1].children)
        #expect(body.map(\.kind) == [.paragraph, .codeBlock])
        #expect(body[0].plainText == "Body here.")
        #expect(body.allSatisfy { $0.sourceRange == blocks[1].sourceRange })
        #expect(expanded.storage.nodes[blocks[2].index].kind == .codeBlock)
        // Once: a second expansion leaves the inner `{note}` a code block.
        #expect(expanded.expandingMySTDirectives() == expanded)
        #expect(document.expandingMySTDirectives().nodeCount == expanded.nodeCount)
    }

    /// Without a prose directive the document is the same tree, only marked.
    @Test func documentsWithoutDirectivesKeepTheirTree() {
        let document = Document(parsing: "```{r}\nx <- 1\n```\n\nText.\n")
        let expanded = document.expandingMySTDirectives()
        #expect(expanded == document)
        #expect(expanded.transforms.contains(.mystDirectives))
    }
}
