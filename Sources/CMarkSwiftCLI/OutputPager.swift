import CMarkSwift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `render --pager`: output taller than the terminal goes through `$PAGER` (`less -R`
/// when unset), as git and bat do.
///
/// `auto` pages when standard output is a terminal and the output has more lines than it
/// has rows; `always` pages whatever the output (a pipe too: the pager then copies it);
/// `never` writes directly. A pager that cannot be started (not installed, not
/// executable) is reported in one warning and the output is written directly.
enum OutputPager {
    /// The pager's words: `$PAGER` split at spaces (an empty one is the default), run
    /// without a shell.
    static func command(environment: [String: String]) -> [String] {
        let words = (environment["PAGER"] ?? "").split(separator: " ").map(String.init)
        return words.isEmpty ? ["less", "-R"] : words
    }

    /// Whether `bytes` should go through the pager under `mode`.
    static func shouldPage(_ bytes: [UInt8], mode: String) -> Bool {
        switch mode {
        case "always": return true
        case "never": return false
        default:
            guard Terminal.isOutputTerminal, let size = TerminalSize.current(), size.rows > 0 else { return false }
            var lines = 0
            for byte in bytes where byte == 0x0A {
                lines += 1
                if lines >= size.rows { return true }
            }
            return false
        }
    }

    /// Runs the pager with `bytes` on its standard input and waits for it; `false` when it
    /// could not be started (nothing was written then).
    static func page(_ bytes: [UInt8], environment: [String: String]) -> Bool {
        let words = command(environment: environment)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        // less shows colour (-R), quits when the text fits (-F) and leaves it on the
        // screen (-X), unless the user's LESS says otherwise (git's choice).
        var variables = environment
        if variables["LESS"] == nil { variables["LESS"] = "FRX" }
        // The output is UTF-8 whatever the locale: without a UTF-8 locale less would show
        // every non-ASCII byte as <E2> (seen with `env -i`, under cron, in containers).
        if variables["LESSCHARSET"] == nil { variables["LESSCHARSET"] = "utf-8" }
        let environmentStrings: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") }
        let argumentStrings: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
        defer { (environmentStrings + argumentStrings).forEach { free($0) } }
        var argv = argumentStrings + [nil]
        var envp = environmentStrings + [nil]
        // The pager gets default handlers for what this process ignores (SIGPIPE) or
        // ignores while it waits (SIGINT: Ctrl-C is the pager's to handle).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, previousInterrupt) }
        let status = posix_spawnp(&child, words[0], &actions, &attributes, &argv, &envp)
        close(ends[0])
        guard status == 0 else {
            close(ends[1])
            Output.warn("cannot start the pager '\(words[0])': \(IO.describe(status)); writing directly (--pager never stops trying)")
            return false
        }
        // A pager quit early (q) closes the pipe: EPIPE, which ends the writing quietly.
        _ = IO.writeAll(bytes, to: ends[1])
        close(ends[1])
        var exitStatus: Int32 = 0
        while waitpid(child, &exitStatus, 0) < 0 && errno == EINTR {}
        return true
    }
}
