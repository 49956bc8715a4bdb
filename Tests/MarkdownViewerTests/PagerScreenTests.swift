import CMarkSwift
import Testing

@testable import MarkdownViewer

@Suite struct PagerScreenTests {
    @Test func frameHasTheStatusLineAndSanitizesTheTitle() {
        let styled = StyledDocument(document: Document(parsing: "# Hi\n\ntext\n"), theme: .plain)
        var pager = Pager(document: styled, width: 40, height: 5)
        let screen = PagerScreen(title: "evil\u{1B}]0;x\u{7}.md", colorDepth: .none)
        let frame = String(decoding: screen.frame(for: pager), as: UTF8.self)
        #expect(frame.contains("evil␛]0;x␇.md"))
        #expect(!frame.contains("\u{7}"))
        #expect(frame.contains("rows 1-"))
        pager.message = "bad\u{1B}[2J"
        #expect(screen.statusText(pager).left == "bad␛[2J")
    }
}
