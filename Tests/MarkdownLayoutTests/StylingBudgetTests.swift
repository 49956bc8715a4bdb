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
