import MarkdownLayout
import MarkdownSupport
import MarkdownText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's read(2) and write(2), named apart from this file's methods.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Reading inputs and writing outputs for the commands, with one-line errors.
enum IO {
    /// Reads a file, or standard input for `-`, keeping at most `limit` bytes and one more:
    /// reading stops there, so the caller sees the input is over the limit without anything
    /// reading on (an endless `/dev/zero` or pipe ends as soon as it passes the limit).
    static func readFile(_ path: String, limit: Int) throws(CLIError) -> [UInt8] {
        if path == "-" { return try readAll(descriptor: STDIN_FILENO, name: "standard input", limit: limit) }
        let descriptor = FileName.bytes(of: path).withUnsafeBufferPointer { open($0.baseAddress!, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw .input("cannot read \(FileName.quoted(path)): \(describe(errno))") }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            throw .input("cannot read \(FileName.quoted(path)): is a directory")
        }
        return try readAll(descriptor: descriptor, name: FileName.quoted(path), limit: limit)
    }

    /// Reads a settings file (the config file): opened without blocking, and only when it is a
    /// regular file of at most `limit` bytes, as the image loader opens pictures. A FIFO,
    /// device or socket is refused at once instead of waiting in open(2) or reading forever.
    static func readRegularFile(_ path: String, limit: Int) throws(CLIError) -> [UInt8] {
        let name = FileName.quoted(path)
        switch RegularFile.read(cPath: FileName.bytes(of: path), limit: limit) {
        case .success(let bytes): return bytes
        case .failure(.system(let code)): throw .input("cannot read \(name): \(describe(code))")
        case .failure(.notRegular(let mode)): throw .input("cannot read \(name): \(fileKind(mode)), not a regular file")
        case .failure(.tooLarge): throw .input("cannot read \(name): larger than \(limit >> 10) KiB")
        }
    }

    /// What a file that is not a regular file is, for messages: `a FIFO`, `a directory`.
    static func fileKind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }

    /// Reads every input named (standard input when none), as one text: at most `limit`
    /// bytes and one more, as ``readFile(_:limit:)`` does.
    static func readInputs(_ paths: [String], limit: Int) throws(CLIError) -> [UInt8] {
        let paths = paths.isEmpty ? ["-"] : paths
        if paths.count == 1 { return try readFile(paths[0], limit: limit) }
        var bytes: [UInt8] = []
        for path in paths {
            bytes += try readFile(path, limit: max(0, limit - bytes.count))
            if bytes.count > limit { break }
            if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
        }
        return bytes
    }

    private static func readAll(descriptor: Int32, name: String, limit: Int) throws(CLIError) -> [UInt8] {
        let keep = limit == .max ? limit : limit + 1
        var bytes: [UInt8] = []
        // A regular file (named, or redirected to standard input) within the limit is read
        // into one allocation of its size and a byte more, not into a buffer that doubles as
        // it grows: on 10 MB, that was 20 MB of pages touched and 10 MB copied on the way. One
        // over the limit (a sparse file can claim exabytes) is read as a pipe is, up to it;
        // so is one over 4 GiB, which `--no-limits` lets through: its size is not asked of
        // the allocator at once (a 4 TiB sparse file made the process abort on it).
        var info = stat()
        if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && info.st_size >= 0
            && info.st_size < min(keep, 1 << 32)
        {
            bytes.reserveCapacity(Int(info.st_size) + 1)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < keep {
            let want = min(chunk.count, keep - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, want) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .input("cannot read \(name): \(describe(errno))")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Reads standard input as it arrives, calling `body` with each piece read(2) returns
    /// (nothing waits for the end of the input).
    ///
    /// When `idleAfter` gives a number of milliseconds, input that does not come within them
    /// calls `idle` (a stream draws the frame it held back) before reading on.
    static func readStandardInput(
        idleAfter: () -> Int? = { nil }, idle: () -> Void = {}, _ body: (UnsafeBufferPointer<UInt8>) throws(CLIError) -> Void
    ) throws(CLIError) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let milliseconds = idleAfter() {
                var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, Int32(clamping: milliseconds)) == 0 {
                    idle()
                    continue
                }
            }
            let count = chunk.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count == 0 { return }
            if count < 0 {
                if errno == EINTR { continue }
                throw .input("cannot read standard input: \(describe(errno))")
            }
            try chunk.withUnsafeBufferPointer { buffer throws(CLIError) in try body(UnsafeBufferPointer(rebasing: buffer[0..<count])) }
        }
    }

    /// Writes `bytes` to `path` whole or not at all: into a temporary file beside it, then
    /// renamed over it, so a reader never sees half a file and a failure leaves the old one.
    ///
    /// ```swift
    /// try IO.writeFile("out.svg", bytes: Array(svg.utf8))
    /// ```
    static func writeFile(_ path: String, bytes: [UInt8]) throws(CLIError) {
        try writeFileAtomically(bytes, to: path)
    }

    /// Whether something exists at `path` (opened by its bytes).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(FileName.bytes(of: path), &info) == 0
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// Buffered standard output. A closed pipe (`| head -1`) ends the program quietly.
struct Output: ~Copyable {
    private var buffer: [UInt8] = []
    private let descriptor: Int32

    init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
        // What would not fit in the buffer's 64 KiB goes out from where it is, after what is
        // buffered: a whole document's HTML is not copied into a buffer grown to its size.
        if buffer.count + bytes.count > 1 << 16 {
            flush()
            send(UnsafeRawBufferPointer(bytes))
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        buffer.withUnsafeBytes { send($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` whole; the time limit stops, as output is being written.
    private func send(_ bytes: UnsafeRawBufferPointer) {
        TimeLimit.stop()
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                // EPIPE: the reader went away; nothing more to say. The process ends at once,
                // as SIGPIPE's default would end it, but with status 0: no exit handlers run
                // (LeakSanitizer's would count the document the frames below still use as lost).
                if errno == EPIPE { _exit(0) }
                Output.fail("cannot write output: \(IO.describe(errno))", code: 1)
            }
            offset += written
        }
    }

    /// Prints `cmark-swift: error: MESSAGE` on stderr and exits with `code`.
    static func fail(_ message: String, code: Int32) -> Never {
        printDiagnostic("error", message)
        exit(code)
    }

    /// Prints `cmark-swift: error: MESSAGE` on stderr and goes on (one input of several
    /// failed; the command exits 1 at the end).
    static func report(_ message: String) {
        printDiagnostic("error", message)
    }

    /// Prints `cmark-swift: warning: MESSAGE` on stderr.
    static func warn(_ message: String) {
        printDiagnostic("warning", message)
    }

    /// One line on stderr. The message goes through the one sanitizer first: it may hold a
    /// file name, a theme's text or a path from the command line, and none of their control
    /// characters may reach the terminal.
    private static func printDiagnostic(_ kind: String, _ message: String) {
        var bytes = Array("cmark-swift: \(kind): \(TextSanitizer.sanitized(FileName.display(message)))\n".utf8)
        bytes.withUnsafeMutableBytes { _ = systemWrite(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
