import CMarkSwift
import Testing

@Suite struct FrontMatterDisplayTests {
    static let text = "---\ntitle: Notes\ntags: [a, b]\nauthor:\n  name: Ann\n---\n# Body\n"

    @Test func frontMatterIsShownByDefaultAndHiddenWhenTheThemeSaysSo() {
        let prepared = PreparedMarkdown(Self.text, theme: .ascii, options: ParseOptions(frontMatter: true))
        let rendered = PlainRenderer().render(prepared.layout(width: 40))
        #expect(rendered.hasPrefix("  title:  Notes\n"), "in the document's indent, as the body")
        #expect(rendered.contains("BODY") || rendered.contains("Body"))
        #expect(prepared.document.frontMatter?.value?["tags"]?[1]?.scalarText == "b")
        #expect(prepared.document.root.firstChild?.sourceRange.start.line == 7)
        var hidden = Theme.ascii
        hidden.frontMatterDisplay = .hide
        let without = PlainRenderer().render(
            PreparedMarkdown(Self.text, theme: hidden, options: ParseOptions(frontMatter: true)).layout(width: 40))
        #expect(!without.contains("title"))
    }

    @Test func themeCanShowItAsKeyValueLines() {
        var theme = Theme.ascii
        theme.frontMatterDisplay = .table
        let prepared = PreparedMarkdown(Self.text, theme: theme, options: ParseOptions(frontMatter: true))
        let rendered = PlainRenderer().render(prepared.layout(width: 40))
        #expect(rendered.split(separator: "\n").prefix(3) == ["  title:  Notes", "  tags:   [a, b]", "  author: {name: Ann}"])
        #expect(PlainRenderer().render(StyledDocument(document: prepared.document, theme: theme).layout(width: 40)) == rendered)
    }

    @Test func malformedFrontMatterIsShownAsWritten() {
        var theme = Theme.ascii
        theme.frontMatterDisplay = .table
        let prepared = PreparedMarkdown("---\nkey: [unclosed\n---\nBody\n", theme: theme, options: ParseOptions(frontMatter: true))
        #expect(prepared.document.frontMatter?.error != nil)
        #expect(PlainRenderer().render(prepared.layout(width: 40)).hasPrefix("  key: [unclosed\n"))
    }

    @Test func editsBelowFrontMatterAreIncremental() {
        let options = ParseOptions(frontMatter: true)
        let body = String(repeating: "Paragraph.\n\n", count: 40)
        let prepared = PreparedMarkdown(Self.text + body, theme: .dark, options: options)
        let updated = prepared.updated(with: Self.text + body + "More.\n")
        #expect(updated.updateKind == .incremental)
        let edited = prepared.updated(with: Self.text.replacingOccurrences(of: "Notes", with: "Plans") + body)
        #expect(edited.updateKind == .full)
        #expect(edited.document.frontMatter?.value?["title"]?.scalarText == "Plans")
    }
}
