import MarkdownSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an image source leads, and reading it, inside a document's directory only.
///
/// A source is a path relative to the directory (percent-escapes decoded, as a browser
/// does), a path from `/` or a `file:` URL; each is resolved to its real path (every `..`
/// and symbolic link followed) and must be inside the directory's real path. Any other URL
/// (`https:`, `//host/…`, `data:`) is remote and never fetched.
enum ImageFile {
    /// The real path of the file `source` names inside `directory` (a real path).
    static func resolve(_ source: String, in directory: String) -> Result<String, ImageError> {
        let path: String
        switch location(of: source) {
        case .remote(let host): return .failure(.remote(host: host))
        case .path(let named): path = named
        }
        guard !path.isEmpty else { return .failure(.notFound) }
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        let inside = directory == "/" ? "/" : directory + "/"
        guard let real = realPath(joined) else {
            // Missing: refused all the same when its path alone leads out.
            return .failure(normalized(joined).hasPrefix(inside) ? .notFound : .outsideDirectory)
        }
        guard real.hasPrefix(inside) else { return .failure(.outsideDirectory) }
        return .success(real)
    }

    /// An absolute path with `.` and `..` resolved by its text alone (no link followed).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    enum Location: Equatable {
        case path(String)
        case remote(host: String)
    }

    /// A source as a path, or as a remote URL's host (the scheme when it has none).
    static func location(of source: String) -> Location {
        let trimmed = source.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        if trimmed.hasPrefix("//") { return .remote(host: host(after: trimmed.dropFirst(2))) }
        guard let colon = trimmed.firstIndex(of: ":"), isScheme(trimmed[..<colon]) else {
            return .path(percentDecoded(trimmed.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""))
        }
        let scheme = trimmed[..<colon].lowercased()
        let rest = trimmed[trimmed.index(after: colon)...]
        guard scheme == "file" else {
            return .remote(host: rest.hasPrefix("//") ? host(after: rest.dropFirst(2)) : scheme)
        }
        // file:/path, file:///path and file://localhost/path are local; file://host/path is not.
        if rest.hasPrefix("//") {
            let authority = host(after: rest.dropFirst(2))
            guard authority.isEmpty || authority == "localhost" else { return .remote(host: authority) }
            let path = rest.dropFirst(2).drop { $0 != "/" }
            return .path(percentDecoded(String(path)))
        }
        return .path(percentDecoded(String(rest)))
    }

    /// A URL scheme: a letter, then letters, digits, `+`, `-` or `.` (two characters at
    /// least, so that `C:` stays a path).
    private static func isScheme(_ text: Substring) -> Bool {
        guard text.count >= 2, let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
        }
    }

    /// The host of an authority (what follows `//`): up to the path, without a user or port.
    private static func host(after authority: Substring) -> String {
        let end = authority.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? authority.endIndex
        var host = authority[..<end]
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if !host.hasPrefix("["), let colon = host.firstIndex(of: ":") { host = host[..<colon] }
        return String(host.prefix(253))
    }

    /// `%XX` escapes decoded (an invalid one is kept as it is).
    static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == 0x25, index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// The path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard !path.utf8.contains(0), let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes of the regular file at `path` (a real path), at most `limit` of them.
    static func contents(of path: String, limit: Int) -> Result<[UInt8], ImageError> {
        // No final link: the real path has none left; one put there since is not followed.
        switch RegularFile.read(path, limit: limit, followsLinks: false) {
        case .success(let bytes): return .success(bytes)
        case .failure(.system): return .failure(.notFound)
        case .failure(.notRegular): return .failure(.notAFile)
        case .failure(.tooLarge(let size)): return .failure(.fileTooLarge(bytes: size, limit: limit))
        }
    }
}
