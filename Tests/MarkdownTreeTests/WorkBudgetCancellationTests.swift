import Testing

@testable import MarkdownTree

/// A budget of any size, and the calling task's cancellation: the two ends of a budget.
@Suite struct WorkBudgetCancellationTests {
    let text = String(repeating: "Some *text* with a [link](https://example.com) and ~~gone~~.\n\n", count: 20_000)

    @Test(arguments: [Duration.seconds(Int64.max), .seconds(Int64(1) << 36), .seconds(Int64(1) << 33)])
    func aBudgetOfCenturiesLetsTheParseFinish(time: Duration) throws {
        let budget = WorkBudget(time: time)
        #expect(!budget.isExhausted)
        let document = try Document.parse(text, options: ParseOptions(limits: .standard), budget: budget)
        #expect(document == Document(parsing: text, options: ParseOptions(limits: .standard)))
    }

    @Test func theRemainingTimeSaturates() throws {
        let remaining = try #require(WorkBudget(time: .seconds(Int64(1) << 36)).remainingNanoseconds)
        #expect(remaining == .max)
        #expect(WorkBudget(time: .seconds(Int64.max)).deadline == nil)
        #expect(WorkBudget(time: .zero).isExhausted)
    }

    @Test func aCancelledTaskStopsTheParseAndNamesIt() async {
        let text = text
        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return Result { () throws(ParseLimitError) in try Document.parse(text, options: ParseOptions(), budget: .untilCancelled) }
        }.value
        #expect(throws: ParseLimitError.cancelled(stage: .parsing)) { try result.get() }
    }

    @Test func aBudgetThatIgnoresCancellationFinishes() async throws {
        let text = text
        let document = try await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try Document.parse(text, options: ParseOptions(), budget: WorkBudget(time: .seconds(600), stopsOnCancellation: false))
        }.value
        #expect(document.nodeCount == Document(parsing: text).nodeCount)
    }

    @Test func theCallsWithoutABudgetIgnoreCancellation() async {
        let text = text
        let count = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return Document(parsing: text).nodeCount
        }.value
        #expect(count == Document(parsing: text).nodeCount)
    }

    @Test func cancellationIsNamedApartFromTheDeadline() {
        #expect(ParseLimitError.cancelled(stage: .styling).description == "the task was cancelled while styling")
    }
}
