import CMarkSwift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asking the terminal something: a request followed by the primary device attributes
/// query (`ESC [ c`), which every terminal answers, so the wait ends at its answer even when
/// the terminal ignores the request. The terminal is in raw mode, without echo, only while
/// it answers.
enum TerminalQuery {
    /// The longest the terminal is waited for, in milliseconds: a terminal that answers
    /// does so in a few; one that does not costs this once.
    static let timeout = 100

    /// The terminal's answers to `request` and to the device attributes query; nil when
    /// standard input and output are not both a terminal or it cannot be put in raw mode.
    static func ask(_ request: String) -> [UInt8]? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        var original = termios()
        guard tcgetattr(tty, &original) == 0 else { return nil }
        // The signals that would end or stop the process wait until the terminal is given
        // back (the defers run in reverse: termios first, then the mask): Ctrl-C, a kill or
        // the time limit during the wait then acts on a terminal in its own mode again.
        var previous = SignalMask.blockTerminating()
        defer { SignalMask.restore(&previous) }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(tty, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(tty, TCSANOW, &original) }

        let bytes = Array((request + "\u{1B}[c").utf8)
        guard bytes.withUnsafeBytes({ write(tty, $0.baseAddress, $0.count) }) == bytes.count else { return nil }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var waited = 0
        while waited < timeout && reply.count < 4096 && deviceAttributes(in: reply) == nil {
            var descriptor = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            let step = 10
            let ready = poll(&descriptor, 1, Int32(step))
            waited += step
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(tty, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            reply += buffer[..<count]
        }
        return reply
    }

    /// The parameters of a device attributes answer in `reply`, `ESC [ ? 62 ; 4 ; 22 c` →
    /// [62, 4, 22]; nil when there is none (yet).
    static func deviceAttributes(in reply: [UInt8]) -> [Int]? {
        guard let start = reply.indices.first(where: { reply[$0...].starts(with: [0x1B, 0x5B, 0x3F]) }),
            let end = reply[(start + 3)...].firstIndex(of: UInt8(ascii: "c"))
        else { return nil }
        return String(decoding: reply[(start + 3)..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
    }
}

/// Which graphics protocol the terminal answers to: kitty's graphics query (a 1-pixel image
/// queried, `a=q`, never shown), else sixel when its device attributes list 4.
enum ImageQuery {
    static func ask() -> ImageProtocol? {
        guard let reply = TerminalQuery.ask("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\") else { return nil }
        return protocolAnswered(reply)
    }

    /// The protocol an answer shows: kitty's `ESC _ G i=31 ; OK`, or sixel (4) among the
    /// device attributes.
    static func protocolAnswered(_ reply: [UInt8]) -> ImageProtocol? {
        let text = String(decoding: reply, as: UTF8.self)
        if text.contains("\u{1B}_Gi=31;OK") { return .kitty }
        if TerminalQuery.deviceAttributes(in: reply)?.contains(4) == true { return .sixel }
        return nil
    }
}

/// Holding back the signals that end or stop the process while the terminal is in a mode
/// of ours, so that their default action never leaves it there.
enum SignalMask {
    /// The signals held: the keyboard's (Ctrl-C, Ctrl-\\, Ctrl-Z), kill's, a hang-up, and
    /// the time limit's (whose handler exits at once).
    static let terminating = [SIGINT, SIGQUIT, SIGTSTP, SIGTERM, SIGHUP, SIGALRM, SIGPROF]

    /// Blocks ``terminating``; returns the mask before, for ``restore(_:)``.
    static func blockTerminating() -> sigset_t {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for number in terminating { sigaddset(&blocked, number) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        return previous
    }

    /// Sets the mask back; a signal that came meanwhile is delivered now.
    static func restore(_ previous: inout sigset_t) {
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
