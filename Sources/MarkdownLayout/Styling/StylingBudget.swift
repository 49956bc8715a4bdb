import MarkdownTree

/// Styling's deadline, read before each block and between inlines: once it has passed,
/// ``stopped`` is set and the rest is passed over (the caller throws, keeping nothing).
struct StylingBudget {
    private var blocks: BudgetCheck
    private var inlines: BudgetCheck
    private(set) var stopped = false

    init(_ budget: WorkBudget) {
        blocks = BudgetCheck(budget, stage: .styling, every: 1)
        inlines = BudgetCheck(budget, stage: .styling)
    }

    /// Whether styling stops before the next block.
    mutating func stopsBeforeBlock() -> Bool {
        if stopped || blocks.isExhausted() { stopped = true }
        return stopped
    }

    /// Whether styling stops before the next inline.
    mutating func stopsBeforeInline() -> Bool {
        if stopped || inlines.isExhausted() { stopped = true }
        return stopped
    }

    /// What stopping means: the deadline, or the cancellation, named for styling.
    var error: ParseLimitError { blocks.error }
}
