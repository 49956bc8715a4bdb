import CMarkSwift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalBackground {
    /// The longest the terminal is waited for, in milliseconds: a terminal that answers
    /// does so in a few; one that does not costs this once.
    static let queryTimeout = 100

    /// The background of the terminal the command writes to, for `--theme auto`:
    /// `COLORFGBG` when it names one; else, when standard input and output are both a
    /// terminal, its answer to an OSC 11 query; else dark.
    static func ofTerminal(environment: [String: String]) -> TerminalBackground {
        if let named = detect(environment: environment) { return named }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, environment["TERM"] != "dumb" else { return .dark }
        return query() ?? .dark
    }

    /// Asks the terminal for its background colour (`ESC ] 11 ; ? ESC \`), then for its
    /// device attributes (`ESC [ c`), which every terminal answers: the second answer ends
    /// the wait at once on a terminal that ignores the first. The terminal is in raw mode,
    /// without echo, only while it answers.
    private static func query() -> TerminalBackground? {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        var original = termios()
        guard tcgetattr(tty, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(tty, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(tty, TCSANOW, &original) }

        let request = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
        guard request.withUnsafeBytes({ write(tty, $0.baseAddress, $0.count) }) == request.count else { return nil }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var waited = 0
        while waited < queryTimeout && reply.count < 4096 && !endsWithDeviceAttributes(reply) {
            var descriptor = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            let step = 10
            let ready = poll(&descriptor, 1, Int32(step))
            waited += step
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(tty, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            reply += buffer[..<count]
        }
        return TerminalBackground(osc11Reply: reply)
    }

    /// Whether `reply` holds a device attributes answer, `ESC [ ? ... c`.
    private static func endsWithDeviceAttributes(_ reply: [UInt8]) -> Bool {
        guard let start = reply.indices.first(where: { reply[$0...].starts(with: [0x1B, 0x5B, 0x3F]) }) else { return false }
        return reply[(start + 3)...].contains(UInt8(ascii: "c"))
    }
}
