import MarkdownTheme
import MarkdownTree
import Testing

@testable import MarkdownLayout

/// A ``WorkBudget`` given to styling and layout: spent, each stops and names its stage;
/// with time left, each gives what the calls without a budget give.
@Suite struct StylingBudgetTests {
    let document = Document(parsing: String(repeating: "# Heading\n\nSome *text* and `code`.\n\n- item\n\n", count: 200))

    @Test func aSpentBudgetStopsStylingAndNamesIt() {
        #expect(throws: ParseLimitError.timeRanOut(stage: .styling, budget: .zero)) {
            try StyledDocument(document: document, theme: .dark, budget: WorkBudget(time: .zero))
        }
    }

    @Test func aSpentBudgetStopsTheLayoutAndNamesIt() {
        let styled = StyledDocument(document: document, theme: .dark)
        #expect(throws: ParseLimitError.timeRanOut(stage: .layingOut, budget: .zero)) {
            try styled.layout(width: 80, budget: WorkBudget(time: .zero))
        }
        // The stopped layout left no size behind for the width.
        #expect(styled.boundingSize(forWidth: 80) == styled.layout(width: 80).size)
    }

    @Test func aCancelledTaskStopsStylingAndTheLayoutAndNamesThem() async {
        let document = document
        let (styling, layout) = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            let styling = Result { () throws(ParseLimitError) in
                try StyledDocument(document: document, theme: .dark, budget: .untilCancelled)
            }
            let layout = Result { () throws(ParseLimitError) in
                try StyledDocument(document: document, theme: .dark).layout(width: 80, budget: .untilCancelled)
            }
            return (styling.map { _ in () }, layout.map { _ in () })
        }.value
        #expect(throws: ParseLimitError.cancelled(stage: .styling)) { try styling.get() }
        #expect(throws: ParseLimitError.cancelled(stage: .layingOut)) { try layout.get() }
    }

    @Test func withTimeLeftTheBudgetChangesNothing() throws {
        let budget = WorkBudget(time: .seconds(600))
        let styled = try StyledDocument(document: document, theme: .dark, budget: budget)
        let plain = StyledDocument(document: document, theme: .dark)
        let bounded = try styled.layout(width: 60, budget: budget)
        let expected = plain.layout(width: 60)
        #expect(bounded.rowCount == expected.rowCount)
        #expect((0..<bounded.rowCount).allSatisfy { bounded.line($0) == expected.line($0) })
        #expect(bounded.size == plain.boundingSize(forWidth: 60))
    }
}

/// Raw HTML past its limits is noted, so no caller drops it silently; open elements are
/// bounded by the document's depth limit where that is lower.
@Suite struct RawHTMLLimitNoteTests {
    @Test func unclosedTagsPastTheOpenElementLimitAreNotedAndTheirTextKept() {
        let text = String(repeating: "<b>", count: 300) + "deep" + String(repeating: "</b>", count: 300) + "\n"
        let styled = StyledDocument(document: Document(parsing: text), theme: .plain)
        #expect(styled.limitNotes == ["raw HTML: 44 start tags dropped past 256 open elements (their text kept)"])
        #expect(styled.layout(width: 40).line(0).parts.map(\.text).joined() == "deep")
    }

    @Test func theDepthLimitBoundsOpenElementsToo() {
        var options = ParseOptions()
        options.limits.maximumDepth = 10
        let text = String(repeating: "<i>", count: 30) + "x\n"
        let styled = StyledDocument(document: Document(parsing: text, options: options), theme: .plain)
        #expect(styled.limitNotes == ["raw HTML: 20 start tags dropped past 10 open elements (their text kept)"])
    }

    @Test func documentsUnderTheLimitsHaveNoNotes() {
        let styled = StyledDocument(document: Document(parsing: "<b>bold</b> <a href=\"x\" title=\"y\">z</a>\n"), theme: .plain)
        #expect(styled.limitNotes.isEmpty)
    }
}
