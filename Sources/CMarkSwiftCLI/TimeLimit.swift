import CMarkSwift
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
/// cmark-gfm cannot be interrupted, and some shapes of input are quadratic in it (see
/// docs/adversarial.md), so the budget is the process's: when it runs out, the command
/// prints one error line and exits 1, having written nothing. It is off with `--no-limits`
/// (unless given), and stops before the first byte of output, so a slow reader (`| less`)
/// never trips it.
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

    /// Starts the deadline (nothing for 0 seconds): `seconds` of wall-clock time, or of
    /// processor time when `processorTime` (``stop()`` leaves that one running).
    static func start(seconds: Int, processorTime: Bool = false) {
        guard seconds > 0 else { return }
        let number = processorTime ? SIGPROF : SIGALRM
        signal(number, timeLimitExpired)
        // A parent may have blocked the signal (Foundation's Process does): unblock it.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        if processorTime {
            var timer = itimerval(it_interval: timeval(), it_value: timeval(tv_sec: seconds, tv_usec: 0))
            #if canImport(Glibc)
                setitimer(__itimer_which_t(ITIMER_PROF.rawValue), &timer, nil)
            #else
                setitimer(ITIMER_PROF, &timer, nil)
            #endif
        } else {
            alarm(UInt32(seconds))
        }
    }

    /// Cancels the wall-clock deadline: output is being written.
    static func stop() {
        alarm(0)
    }
}

/// The SIGALRM handler: only async-signal-safe calls (an atomic load, write, _exit) and
/// static messages, one per stage.
private func timeLimitExpired(_ signal: Int32) {
    let message: StaticString =
        switch TimeLimit.stage {
        case TimeLimit.Stage.parsing.rawValue:
            "cmark-swift: error: the time limit ran out while parsing (cmark-gfm is slow on some shapes of input); use --time-limit SECONDS or --no-limits to lift it\n"
        case TimeLimit.Stage.styling.rawValue:
            "cmark-swift: error: the time limit ran out while styling; use --time-limit SECONDS or --no-limits to lift it\n"
        case TimeLimit.Stage.rendering.rawValue:
            "cmark-swift: error: the time limit ran out while laying out and rendering; use --time-limit SECONDS or --no-limits to lift it\n"
        default:
            "cmark-swift: error: the time limit ran out while reading the input; use --time-limit SECONDS or --no-limits to lift it\n"
        }
    _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
    _exit(1)
}
