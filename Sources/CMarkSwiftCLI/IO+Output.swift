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
    /// was. A device or pipe (`/dev/stdout`, `/dev/full`, a FIFO) is written in place.
    static func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(CLIError) {
        TimeLimit.stop()  // a deadline must not cut the file short and leave a temporary
        let target = FileName.bytes(of: path)
        let name = FileName.quoted(path)
        var info = stat()
        if stat(target, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG && (info.st_mode & S_IFMT) != S_IFDIR {
            let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard descriptor >= 0 else { throw .input("cannot write \(name): \(describe(errno))") }
            defer { close(descriptor) }
            if let code = writeAll(bytes, to: descriptor) { throw .input("cannot write \(name): \(describe(code))") }
            return
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = FileName.bytes(of: directory + "." + base + ".cmark-swift-XXXXXX")
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .input("cannot write \(name): \(describe(errno))") }
        var failure = writeAll(bytes, to: descriptor)
        // mkstemp makes the file 0600; give it the mode a new file would get (0666 & ~umask).
        let mask = umask(0)
        umask(mask)
        if failure == nil && fchmod(descriptor, 0o666 & ~mask) != 0 { failure = errno }
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(template, target) != 0 { failure = errno }
        if let failure {
            unlink(template)
            throw .input("cannot write \(name): \(describe(failure))")
        }
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
