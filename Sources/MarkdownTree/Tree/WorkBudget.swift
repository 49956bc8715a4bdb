/// A deadline for the work on one document, and the cancellation of the task that does it:
/// parsing, styling, laying out and rendering stop when the deadline passes or the calling
/// `Task` is cancelled, with an error that names the stage.
///
/// A budget starts when it is made, and one budget can be handed to every call of a
/// pipeline, so the whole of it shares one deadline (as `cmark-swift --time-limit` does).
/// The parse checks it inside cmark-gfm too, once every 1,024 of cmark's allocations, and
/// while it waits for another parse (see ``Document/parse(_:options:budget:)-(String,_,_)``); a stage in
/// this package checks it between nodes or blocks. So a call returns soon after the
/// deadline or the cancellation, not at it. The slow shapes known in cmark-gfm 0.29.0.gfm.6
/// allocate as they go (docs/adversarial.md); a stretch that allocated nothing would run to
/// its end first.
///
/// ```swift
/// let budget = WorkBudget(time: .seconds(2))
/// let document = try Document.parse(untrustedText, options: ParseOptions(limits: .standard), budget: budget)
/// let styled = try StyledDocument(document: document, theme: .dark, budget: budget)
/// ```
///
/// Any time works: a budget of centuries is a budget with no deadline (it still stops on
/// cancellation), and one of zero or less has run out already.
public struct WorkBudget: Sendable, Hashable {
    /// When the work must stop; nil for no deadline.
    public let deadline: ContinuousClock.Instant?
    /// The time allowed, from the budget's making (for messages).
    public let time: Duration?
    /// Whether the work also stops when the task that does it is cancelled, with
    /// ``ParseLimitError/cancelled(stage:)``.
    public let stopsOnCancellation: Bool

    /// A budget of `time` from now, which also stops when the calling task is cancelled
    /// unless `stopsOnCancellation` is false.
    public init(time: Duration, stopsOnCancellation: Bool = true) {
        self.time = time
        self.stopsOnCancellation = stopsOnCancellation
        // Past about 34,000 years the clock's arithmetic nears its range: no deadline.
        deadline = time >= Self.longestDeadline ? nil : ContinuousClock.now.advanced(by: time)
    }

    private init(stopsOnCancellation: Bool) {
        time = nil
        deadline = nil
        self.stopsOnCancellation = stopsOnCancellation
    }

    /// The longest time that is kept as a deadline.
    private static let longestDeadline = Duration.seconds(Int64(1) << 40)

    /// No deadline, and cancellation ignored: what the calls without a budget do.
    public static let unlimited = WorkBudget(stopsOnCancellation: false)

    /// No deadline; the work stops only when the calling task is cancelled.
    public static let untilCancelled = WorkBudget(stopsOnCancellation: true)

    /// Whether the deadline has passed (cancellation is not asked; see ``isStopped``).
    package var isExhausted: Bool {
        guard let deadline else { return false }
        return ContinuousClock.now >= deadline
    }

    /// Whether the work must stop: the deadline has passed, or the calling task was
    /// cancelled and the budget stops on cancellation.
    public var isStopped: Bool {
        isExhausted || (stopsOnCancellation && Task.isCancelled)
    }

    /// The time left, in nanoseconds, for cmark's arena (at least 1, so that a budget that
    /// ran out stops at the first check; at most `UInt64.max`); nil for no deadline.
    package var remainingNanoseconds: UInt64? {
        guard let deadline else { return nil }
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return 1 }
        let (seconds, attoseconds) = left.components
        let (whole, wrapped) = UInt64(clamping: seconds).multipliedReportingOverflow(by: 1_000_000_000)
        let (sum, carried) = whole.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000))
        return wrapped || carried ? .max : sum
    }

    /// The error for this budget stopping the work during `stage`: cancellation when the
    /// calling task was cancelled, the deadline otherwise.
    package func ranOut(in stage: WorkStage) -> ParseLimitError {
        if stopsOnCancellation && Task.isCancelled && !isExhausted { return .cancelled(stage: stage) }
        return .timeRanOut(stage: stage, budget: time ?? .zero)
    }

    /// What is left of this budget now, kept as a budget of that time for ``resumed()``: work
    /// that pauses between calls (a stream waiting for text) counts only the time of its
    /// calls. A budget with no deadline is returned as it is.
    package func paused() -> WorkBudget {
        guard let deadline else { return self }
        let left = ContinuousClock.now.duration(to: deadline)
        return WorkBudget(time: max(left, .zero), stopsOnCancellation: stopsOnCancellation)
    }

    /// This budget's ``time`` again, from now: a ``paused()`` budget going on.
    package func resumed() -> WorkBudget {
        guard let time, deadline != nil else { return self }
        return WorkBudget(time: time, stopsOnCancellation: stopsOnCancellation)
    }

    /// Throws when the deadline has passed, or the task was cancelled, during `stage`.
    package func check(_ stage: WorkStage) throws(ParseLimitError) {
        if isStopped { throw ranOut(in: stage) }
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

/// A check of a ``WorkBudget`` that reads the clock (and the task's cancellation) only every
/// so many steps: for loops over nodes, lines or cells, where one step is far cheaper than a
/// clock read.
package struct BudgetCheck {
    /// The budget checked.
    package let budget: WorkBudget
    /// The stage named when it stops.
    package let stage: WorkStage
    /// The deadline (nil: none).
    @usableFromInline let deadline: ContinuousClock.Instant?
    /// Whether cancellation of the calling task stops the work.
    @usableFromInline let watchesTask: Bool
    /// One less than the steps between clock reads (a power of two).
    @usableFromInline let mask: Int
    @usableFromInline var steps = 0
    /// Whether any check can stop the work (a deadline, or a task to watch): asked first, as
    /// a plain `Bool`. Asking the optional deadline itself copied the clock's instant, a type
    /// of another module, through its value witnesses on every block and node.
    @usableFromInline let isActive: Bool

    /// A check that reads the clock every `every` steps (a power of two): 1 for steps as
    /// costly as a block, 1,024 for a node or a line.
    package init(_ budget: WorkBudget, stage: WorkStage, every: Int = 1024) {
        precondition(every > 0 && every & (every - 1) == 0, "the stride of a budget check is a power of two")
        self.budget = budget
        self.stage = stage
        deadline = budget.deadline
        watchesTask = budget.stopsOnCancellation
        mask = every - 1
        isActive = budget.deadline != nil || budget.stopsOnCancellation
    }

    /// What ``isExhausted()`` returning true means: the deadline, or the cancellation.
    package var error: ParseLimitError { budget.ranOut(in: stage) }

    /// Counts one step and reads the clock when its turn comes. True once the deadline has
    /// passed or the task was cancelled. Inlinable, on the deadline alone: it runs for every
    /// node and inline the other modules walk, where a call for a check that is almost
    /// always "no deadline" took 3% of a parse and render.
    @inlinable
    package mutating func isExhausted() -> Bool {
        guard isActive else { return false }
        steps &+= 1
        guard steps & mask == 0 else { return false }
        if let deadline, ContinuousClock.now >= deadline { return true }
        return watchesTask && Task.isCancelled
    }
}
