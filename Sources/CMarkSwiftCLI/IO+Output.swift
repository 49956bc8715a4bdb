#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension IO {
    /// Writes `bytes` to `path`, all or nothing.
    ///
    /// A regular file (or a new one) is written through a temporary file in the same
    /// directory, flushed, then renamed over `path`: a failure (disk full, read-only
    /// directory, the path is a directory) removes the temporary and leaves `path` as it
    /// was. An existing file keeps its permission bits (a 0600 file stays 0600). A symbolic
    /// link is followed on purpose: the file it leads to is replaced and the link stays; a
    /// link to nothing is refused. A device or FIFO (`/dev/stdout`, `/dev/full`) is written
    /// in place, opened without blocking so that a FIFO nobody reads is an error, not a hang.
    static func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(CLIError) {
        TimeLimit.stop()  // a deadline must not cut the file short and leave a temporary
        let name = FileName.quoted(path)
        var target = path
        var info = stat()
        if lstat(FileName.bytes(of: path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realPath(path) else {
                throw .input("cannot write \(name): a symbolic link to a missing file")
            }
            target = resolved
        }
        let targetBytes = FileName.bytes(of: target)
        let existing = stat(targetBytes, &info) == 0
        let kind = info.st_mode & S_IFMT
        if existing && kind != S_IFREG && kind != S_IFDIR {
            try writeInPlace(bytes, to: targetBytes, name: name, kind: kind)
            return
        }
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[...$0]) } ?? ""
        let base = slash.map { String(target[target.index(after: $0)...]) } ?? target
        var template = FileName.bytes(of: directory + "." + base + ".cmark-swift-XXXXXX")
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .input("cannot write \(name): \(describe(errno))") }
        var failure = writeAll(bytes, to: descriptor)
        // mkstemp makes the file 0600: give it the replaced file's mode, else the mode a new
        // file would get (0666 & ~umask).
        let mode: mode_t
        if existing && kind == S_IFREG {
            mode = info.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        if failure == nil && fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(template, targetBytes) != 0 { failure = errno }
        if let failure {
            unlink(template)
            throw .input("cannot write \(name): \(describe(failure))")
        }
    }

    /// Writes to a device or FIFO where it is. O_NONBLOCK makes opening a FIFO without a
    /// reader fail (ENXIO) instead of waiting; blocking writes are restored once it is open.
    private static func writeInPlace(_ bytes: [UInt8], to path: [CChar], name: String, kind: mode_t) throws(CLIError) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENXIO && kind == S_IFIFO { throw .input("cannot write \(name): a FIFO that nobody reads") }
            throw .input("cannot write \(name): \(describe(errno))")
        }
        defer { close(descriptor) }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        if let code = writeAll(bytes, to: descriptor) { throw .input("cannot write \(name): \(describe(code))") }
    }

    /// The path with every symbolic link resolved; nil when it leads to nothing.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(FileName.bytes(of: path), nil) else { return nil }
        defer { free(resolved) }
        return FileName.argument(Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map { UInt8(bitPattern: $0) }))
    }

    /// Writes every byte to `descriptor`, retrying after interruptions; the errno of a
    /// failure, or `nil`.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
