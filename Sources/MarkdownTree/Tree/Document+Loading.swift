import MarkdownSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why ``Document/init(contentsOf:options:)`` could not read its file.
public enum DocumentReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL is not a `file:` URL.
    case notAFile(url: String)
    /// open(2), fstat(2) or read(2) failed with this `errno`.
    case unreadable(path: String, errno: Int32)
    /// The path names a directory, a FIFO, a device or another non-regular file.
    case notRegularFile(path: String)
    /// The file is larger than ``ParseLimits/maximumInputBytes``.
    case tooLarge(path: String, bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .notAFile(let url): "\(url): not a file URL"
        case .unreadable(let path, let errno): "\(path): cannot be read (errno \(errno))"
        case .notRegularFile(let path): "\(path): not a regular file"
        case .tooLarge(let path, let bytes, let limit): "\(path): \(bytes) bytes, more than the limit of \(limit)"
        }
    }
}

extension Document {
    /// Reads and parses a Markdown file. Invalid UTF-8 is replaced by U+FFFD; a file larger
    /// than `options.limits.maximumInputBytes` is refused before it is read, and so is
    /// anything that is not a regular file (a FIFO would block, `/dev/zero` never ends).
    ///
    /// ```swift
    /// let document = try Document(contentsOf: URL(filePath: "README.md"))
    /// ```
    public init(contentsOf url: URL, options: ParseOptions = .init()) throws(DocumentReadError) {
        guard url.isFileURL else { throw .notAFile(url: url.absoluteString) }
        let path = url.path(percentEncoded: false)
        let limit = options.limits.maximumInputBytes
        switch RegularFile.read(path, limit: limit) {
        case .success(let bytes):
            self.init(parsing: bytes, options: options)
        case .failure(.system(let errno)):
            throw .unreadable(path: path, errno: errno)
        case .failure(.notRegular):
            throw .notRegularFile(path: path)
        case .failure(.tooLarge(let bytes)):
            throw .tooLarge(path: path, bytes: bytes, limit: limit)
        }
    }
}
