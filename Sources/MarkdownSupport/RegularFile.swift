#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the package reads a file named by untrusted input (a theme, the config file,
/// a picture): opened without blocking, and read only when it is a regular file of at most
/// `limit` bytes, so a FIFO, a device or `/dev/zero` is refused at once instead of waiting in
/// open(2) or filling memory. Each caller words the failure in its own error type.
package enum RegularFile {
    package enum Failure: Error, Equatable {
        /// open(2), fstat(2) or read(2) failed with this errno.
        case system(Int32)
        /// Not a regular file: the `st_mode` file type bits (`S_IFDIR`, `S_IFIFO`, …).
        case notRegular(mode_t)
        /// Larger than the limit: the size fstat(2) reported, or what was read past it.
        case tooLarge(Int)
    }

    /// The file's bytes. `followsLinks: false` refuses a final symbolic link (O_NOFOLLOW),
    /// for a path already resolved to its real path.
    package static func read(_ path: String, limit: Int, followsLinks: Bool = true) -> Result<[UInt8], Failure> {
        guard !path.utf8.contains(0) else { return .failure(.system(ENOENT)) }
        return read(cPath: path.utf8.map { CChar(bitPattern: $0) } + [0], limit: limit, followsLinks: followsLinks)
    }

    /// ``read(_:limit:followsLinks:)`` of a NUL-terminated path's bytes (a file name that is
    /// not UTF-8, as the command line gives it).
    package static func read(cPath: [CChar], limit: Int, followsLinks: Bool = true) -> Result<[UInt8], Failure> {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followsLinks ? 0 : O_NOFOLLOW)
        let descriptor = cPath.withUnsafeBufferPointer { open($0.baseAddress!, flags) }
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(info.st_mode & S_IFMT)) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(Int(info.st_size))) }
        // The size may change while it is read (a file being written): read to the end, but
        // never past the limit.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return .failure(.tooLarge(bytes.count)) }
        }
    }
}

/// read(2), named apart from ``RegularFile/read(cPath:limit:followsLinks:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
