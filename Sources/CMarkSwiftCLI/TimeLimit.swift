import CMarkSwift
import MarkdownSupport
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--time-limit SECONDS`: a deadline for reading, parsing, styling and laying out, before
/// output is written.
///
/// The deadline is a ``WorkBudget``, the library's one time mechanism: parsing (inside
/// cmark-gfm too) and styling stop when it passes, with one error line naming the stage,
/// nothing written. A signal a second later is the last resort, for what no budget sees:
/// reading a trickling pipe, and laying out. It is off with `--no-limits` (unless given),
/// and stops before the first byte of output, so a slow reader (`| less`) never trips it.
///
/// `render --stream` writes as it reads and may wait on its writer for as long as it likes,
/// so there the budget is processor time (`ITIMER_PROF`: user and system time of the whole
/// stream), which waiting does not use.
enum TimeLimit {
    /// The default deadline, in seconds, when limits are on.
    static let defaultSeconds = 60

    /// What the command is doing, for the message when the time runs out: the handler reads
    /// it (an atomic load is async-signal-safe) and names the stage.
    enum Stage: Int {
        case reading, parsing, styling, rendering
    }

    private static let currentStage = Atomic<Int>(Stage.reading.rawValue)

    /// The budget of the running command (``WorkBudget/unlimited`` before ``start(seconds:processorTime:)``).
    private static let current = Locked(WorkBudget.unlimited)

    /// The budget parsing and styling take: the command's deadline.
    static var budget: WorkBudget { current.withLock { $0 } }

    /// Why the command stopped when the budget ran out during `stage` (without the
    /// `cmark-swift: error:` prefix): the signal's words too.
    static func reason(_ stage: Stage) -> StaticString {
        switch stage {
        case .parsing:
            "the time limit ran out while parsing (cmark-gfm is slow on some shapes of input); use --time-limit SECONDS or --no-limits to lift it"
        case .styling:
            "the time limit ran out while styling; use --time-limit SECONDS or --no-limits to lift it"
        case .rendering:
            "the time limit ran out while laying out and rendering; use --time-limit SECONDS or --no-limits to lift it"
        case .reading:
            "the time limit ran out while reading the input; use --time-limit SECONDS or --no-limits to lift it"
        }
    }

    /// The error for the budget stopping `stage`.
    static func error(_ stage: Stage) -> CLIError {
        .input(reason(stage).description)
    }

    /// Marks the stage the command has reached.
    static func enter(_ stage: Stage) {
        currentStage.store(stage.rawValue, ordering: .relaxed)
    }

    /// The stage the command is in (for the signal handler).
    fileprivate static var stage: Int { currentStage.load(ordering: .relaxed) }

    /// Removes `--time-limit` and returns the seconds to allow (0: no limit).
    static func parse(_ arguments: inout Arguments, limits: ParseLimits) throws(CLIError) -> Int {
        let given = try arguments.integer("--time-limit", in: 0...86_400)
        return given ?? (limits == .unlimited ? 0 : defaultSeconds)
    }

    /// Starts the deadline (nothing for 0 seconds): the ``budget`` of `seconds` and its
    /// signal a second later, or `seconds` of processor time when `processorTime` (a signal
    /// alone, which ``stop()`` leaves running).
    static func start(seconds: Int, processorTime: Bool = false) {
        guard seconds > 0 else { return }
        let backstop = processorTime ? seconds : seconds + 1
        if !processorTime {
            current.withLock { $0 = WorkBudget(time: .seconds(seconds), stopsOnCancellation: false) }
        }
        let number = processorTime ? SIGPROF : SIGALRM
        signal(number, timeLimitExpired)
        // A parent may have blocked the signal (Foundation's Process does): unblock it.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        if processorTime {
            var timer = itimerval(it_interval: timeval(), it_value: timeval(tv_sec: backstop, tv_usec: 0))
            #if canImport(Glibc)
                setitimer(__itimer_which_t(ITIMER_PROF.rawValue), &timer, nil)
            #else
                setitimer(ITIMER_PROF, &timer, nil)
            #endif
        } else {
            alarm(UInt32(backstop))
        }
    }

    /// Cancels the wall-clock deadline and its budget: output is being written (a viewer's
    /// later reloads have no deadline).
    static func stop() {
        alarm(0)
        current.withLock { $0 = .unlimited }
    }
}

/// The SIGALRM handler: only async-signal-safe calls (an atomic load, write, _exit) and
/// static messages, one per stage.
private func timeLimitExpired(_ signal: Int32) {
    let stage = TimeLimit.Stage(rawValue: TimeLimit.stage) ?? .reading
    let reason = TimeLimit.reason(stage)
    let prefix: StaticString = "cmark-swift: error: "
    let end: StaticString = "\n"
    for text in [prefix, reason, end] {
        _ = write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    }
    _exit(1)
}
