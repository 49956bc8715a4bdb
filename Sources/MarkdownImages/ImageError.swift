/// Why an image is not shown. Each message fits one line of a warning.
public enum ImageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A URL with a host (or any scheme but `file:`): never fetched.
    case remote(host: String)
    /// A path that leads outside the document's directory (`..`, an absolute path, a
    /// symbolic link out).
    case outsideDirectory
    /// No file there (or not one that can be read).
    case notFound
    /// Not a regular file (a directory, a device, a pipe).
    case notAFile
    /// A file larger than ``ImageLimits/maximumFileBytes``.
    case fileTooLarge(bytes: Int, limit: Int)
    /// An image with more pixels than ``ImageLimits/maximumPixels``.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The document's pictures before this one used up ``ImageLimits/maximumDocumentPixels``.
    case documentPixelsSpent(limit: Int)
    /// Not a PNG, JPEG, GIF or WebP file.
    case unknownFormat
    /// The decoder rejected the file; its message.
    case corrupt(String)

    /// The reason as a warning says it: `refused: outside the document's directory`.
    public var description: String {
        switch self {
        case .remote(let host): "remote (\(host)), not fetched"
        case .outsideDirectory: "refused: outside the document's directory"
        case .notFound: "not found"
        case .notAFile: "not a regular file"
        case .fileTooLarge(let bytes, let limit): "file too large (\(bytes) bytes, the limit is \(limit))"
        case .tooManyPixels(let width, let height, let limit): "too many pixels (\(width)x\(height), the limit is \(limit))"
        case .documentPixelsSpent(let limit): "the document's pictures reached \(limit) pixels, the limit for one document"
        case .unknownFormat: "not a PNG, JPEG, GIF or WebP image"
        case .corrupt(let message): "cannot be decoded: \(message)"
        }
    }

    /// What the placeholder adds after the alt text: the host of a remote image, else a word.
    public var note: String {
        switch self {
        case .remote(let host): host
        case .outsideDirectory: "refused"
        case .notFound: "not found"
        case .notAFile, .unknownFormat: "not an image"
        case .fileTooLarge, .tooManyPixels, .documentPixelsSpent: "too large"
        case .corrupt: "unreadable"
        }
    }
}
