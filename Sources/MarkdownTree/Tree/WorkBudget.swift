/// A deadline for the work on one document: parsing, styling, laying out and rendering
/// stop when it passes, with an error that names the stage.
///
/// A budget starts when it is made, and one budget can be handed to every call of a
/// pipeline, so the whole of it shares one deadline (as `cmark-swift --time-limit` does).
/// The parse checks it inside cmark-gfm too, once every 1,024 of cmark's allocations; a stage
/// in this package checks it between nodes or blocks. So a call returns soon after the
/// deadline, not at it. The slow shapes known in cmark-gfm 0.29.0.gfm.6 allocate as they go
/// (docs/adversarial.md); a stretch that allocated nothing would run to its end first.
///
/// ```swift
/// let budget = WorkBudget(time: .seconds(2))
/// let document = try Document.parse(untrustedText, options: ParseOptions(limits: .standard), budget: budget)
/// let styled = try StyledDocument(document: document, theme: .dark, budget: budget)
/// ```
public struct WorkBudget: Sendable, Hashable {
    /// When the work must stop; nil for no deadline.
    public let deadline: ContinuousClock.Instant?
    /// The time allowed, from the budget's making (for messages).
    public let time: Duration?

    /// A budget of `time` from now.
    public init(time: Duration) {
        self.time = time
        deadline = ContinuousClock.now.advanced(by: time)
    }

    private init() {
        time = nil
        deadline = nil
    }

    /// No deadline: what the calls without a budget do.
    public static let unlimited = WorkBudget()

    /// Whether the deadline has passed.
    public var isExhausted: Bool {
        guard let deadline else { return false }
        return ContinuousClock.now >= deadline
    }

    /// The time left, in nanoseconds, for cmark's arena (at least 1, so that a budget that
    /// ran out stops at the first check); nil for no deadline.
    package var remainingNanoseconds: UInt64? {
        guard let deadline else { return nil }
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return 1 }
        let (seconds, attoseconds) = left.components
        return UInt64(clamping: seconds) &* 1_000_000_000 &+ UInt64(attoseconds / 1_000_000_000)
    }

    /// The error for this budget running out during `stage`.
    package func ranOut(in stage: WorkStage) -> ParseLimitError {
        .timeRanOut(stage: stage, budget: time ?? .zero)
    }

    /// Throws when the deadline has passed during `stage`.
    package func check(_ stage: WorkStage) throws(ParseLimitError) {
        if isExhausted { throw ranOut(in: stage) }
    }
}

/// The stages a ``WorkBudget`` can run out in, named in ``ParseLimitError/timeRanOut(stage:budget:)``.
public enum WorkStage: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// cmark-gfm reading the text.
    case parsing
    /// cmark's tree turned into the typed tree.
    case converting
    /// The typed tree turned into styled text (the theme, highlighting, raw HTML, images).
    case styling
    /// Styled text broken into lines at a width (writing the lines as bytes is linear in
    /// them, and not checked).
    case layingOut

    public var description: String {
        switch self {
        case .parsing: "parsing (in cmark-gfm)"
        case .converting: "converting cmark's tree"
        case .styling: "styling"
        case .layingOut: "laying out"
        }
    }
}

/// A check of a ``WorkBudget`` that reads the clock only every so many steps: for loops over
/// nodes, lines or cells, where one step is far cheaper than a clock read.
package struct BudgetCheck {
    /// The deadline (nil: none).
    @usableFromInline let deadline: ContinuousClock.Instant?
    /// What ``isExhausted()`` returning true means.
    package let error: ParseLimitError
    /// One less than the steps between clock reads (a power of two).
    @usableFromInline let mask: Int
    @usableFromInline var steps = 0

    /// A check that reads the clock every `every` steps (a power of two): 1 for steps as
    /// costly as a block, 1,024 for a node or a line.
    package init(_ budget: WorkBudget, stage: WorkStage, every: Int = 1024) {
        precondition(every > 0 && every & (every - 1) == 0, "the stride of a budget check is a power of two")
        deadline = budget.deadline
        error = budget.ranOut(in: stage)
        mask = every - 1
    }

    /// Counts one step and reads the clock when its turn comes. True once the deadline has
    /// passed. Inlinable, on the deadline alone: it runs for every node and inline the other
    /// modules walk, where a call for a check that is almost always "no deadline" took 3% of
    /// a parse and render.
    @inlinable
    package mutating func isExhausted() -> Bool {
        guard let deadline else { return false }
        steps &+= 1
        return steps & mask == 0 && ContinuousClock.now >= deadline
    }
}
