#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The little file-system access theme loading needs, over POSIX.
enum ThemeFiles {
    /// A read failure: whether the file simply does not exist, and the system's reason.
    struct Failure: Error {
        var missing: Bool
        var reason: String
    }

    /// The largest theme file read: far above any real theme, it stops `"extends":
    /// "/dev/zero"` (or any endless stream) from filling memory.
    static let maximumBytes = 4 << 20

    /// The whole file as bytes. Only a regular file is read, and it is opened without
    /// blocking: a FIFO would otherwise wait in open(2) for a writer that never comes.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(missing: false, reason: "is a directory")
        case S_IFIFO: throw Failure(missing: false, reason: "is a FIFO, not a regular file")
        default: throw Failure(missing: false, reason: "is a device or socket, not a regular file")
        }
        if Int(info.st_size) > maximumBytes {
            throw Failure(missing: false, reason: "larger than \(maximumBytes >> 20) MiB; not a theme file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumBytes {
                throw Failure(missing: false, reason: "larger than \(maximumBytes >> 20) MiB; not a theme file")
            }
        }
    }

    /// The absolute, symlink-free path of an existing file (`path` itself when that fails):
    /// how an extends cycle is recognised whatever the spelling of the paths.
    static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The directory part of `path` (`"."` for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name without directory and without a `.json` extension.
    static func baseName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// `path` relative to `directory`, unless it is absolute.
    static func join(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    private static func failure(_ code: Int32) -> Failure {
        Failure(missing: code == ENOENT || code == ENOTDIR, reason: String(cString: strerror(code)))
    }
}

/// read(2), named apart from ``ThemeFiles/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
