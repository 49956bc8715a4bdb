import CMarkSwift
import Testing

@Suite struct EmptyStateTests {
    @Test func emptySourceShowsThePlaceholderAtMinimumHeight() {
        var theme = Theme.dark
        theme.placeholder.text = "Nothing yet"
        theme.placeholder.minimumHeight = 5
        let prepared = PreparedMarkdown("", theme: theme)
        #expect(prepared.boundingSize(forWidth: 40).rows == 5)
        let layout = prepared.layout(width: 40)
        #expect(layout.rowCount == 5)
        #expect(layout.line(0).text.contains("Nothing yet"))
        #expect(layout.styles[layout.line(0).parts.last!.style].italic)
    }

    @Test func clearingTheTextBringsThePlaceholderBack() {
        var theme = Theme.light
        theme.placeholder.minimumHeight = 3
        let prepared = PreparedMarkdown("Some text.\n", theme: theme).updated(with: "")
        #expect(prepared.boundingSize(forWidth: 30).rows == 3)
        #expect(prepared.updated(with: "Hi\n").boundingSize(forWidth: 30).rows >= 1)
    }

    @Test func contentTallerThanTheMinimumIsUnchanged() {
        var theme = Theme.ascii
        theme.placeholder.minimumHeight = 2
        let text = "a\n\nb\n\nc\n"
        #expect(
            PreparedMarkdown(text, theme: theme).boundingSize(forWidth: 20).rows
                == StyledDocument(document: Document(parsing: text), theme: theme).boundingSize(forWidth: 20).rows)
    }
}
