import CMarkdownImages

/// An image decoded to RGBA pixels (8 bits a channel, unassociated alpha, rows packed).
///
/// ```swift
/// let image = try DecodedImage(decoding: bytes, limits: .standard)
/// print(image.width, image.height, image.format)   // 16 8 png
/// ```
public struct DecodedImage: Sendable, Hashable {
    /// The width in pixels (at least 1).
    public let width: Int
    /// The height in pixels (at least 1).
    public let height: Int
    /// `width * height * 4` bytes.
    public let pixels: [UInt8]
    /// `png`, `jpeg`, `gif` (its first frame) or `webp`.
    public let format: String

    /// Decodes a PNG, JPEG, GIF or WebP file's bytes; an image with more pixels than
    /// `limits` allows is refused before its pixels are allocated.
    public init(decoding bytes: [UInt8], limits: ImageLimits = .standard) throws(ImageError) {
        var image = cmi_image()
        let status = bytes.withUnsafeBufferPointer { buffer in
            cmi_decode(buffer.baseAddress, buffer.count, UInt64(limits.maximumPixels), &image)
        }
        defer { cmi_free(image.pixels) }
        let message = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch status {
        case CMI_OK:
            guard let pixels = image.pixels, image.width > 0, image.height > 0 else { throw .corrupt("no pixels") }
            width = Int(image.width)
            height = Int(image.height)
            self.pixels = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
            format = image.format.map { String(cString: $0) } ?? "?"
        case CMI_TOO_LARGE:
            throw .tooManyPixels(width: Int(image.width), height: Int(image.height), limit: limits.maximumPixels)
        case CMI_UNKNOWN_FORMAT:
            throw .unknownFormat
        case CMI_NO_MEMORY:
            throw .corrupt("out of memory")
        default:
            throw .corrupt(Self.oneLine(message.isEmpty ? "the decoder rejected it" : message))
        }
    }

    /// A decoder's message on one line, of printable ASCII, at most 120 bytes.
    static func oneLine(_ message: String) -> String {
        let printable = message.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : " " }
        return String(String(printable).prefix(120))
    }
}
