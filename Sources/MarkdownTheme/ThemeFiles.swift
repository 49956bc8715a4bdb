import MarkdownSupport

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

    /// The whole file as bytes: only a regular file, opened without blocking, as
    /// ``RegularFile`` reads every file untrusted input names.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        switch RegularFile.read(path, limit: maximumBytes) {
        case .success(let bytes): return bytes
        case .failure(.system(let code)): throw failure(code)
        case .failure(.notRegular(let mode)) where mode == S_IFDIR: throw Failure(missing: false, reason: "is a directory")
        case .failure(.notRegular(let mode)) where mode == S_IFIFO:
            throw Failure(missing: false, reason: "is a FIFO, not a regular file")
        case .failure(.notRegular): throw Failure(missing: false, reason: "is a device or socket, not a regular file")
        case .failure(.tooLarge): throw Failure(missing: false, reason: "larger than \(maximumBytes >> 20) MiB; not a theme file")
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
