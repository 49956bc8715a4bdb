/// How much of an image file is read and decoded: a crafted file is refused before the
/// decoder allocates for it.
///
/// ```swift
/// var limits = ImageLimits.standard
/// limits.maximumPixels = 1_000_000        // a thumbnail service
/// ```
public struct ImageLimits: Sendable, Hashable {
    /// The largest file read, in bytes (standard: 16 MiB).
    public var maximumFileBytes: Int
    /// The most pixels an image may have, by its header, before decoding (standard: 4096 by
    /// 4096, 16.8 million: 64 MiB of RGBA).
    public var maximumPixels: Int

    /// The most pixels all of a document's pictures may have together, each file counted
    /// once (standard: four at the largest, 67 million: 256 MiB of RGBA).
    public var maximumDocumentPixels: Int

    /// Limits of `maximumFileBytes`, `maximumPixels` and `maximumDocumentPixels`.
    public init(maximumFileBytes: Int = 16 << 20, maximumPixels: Int = 4096 * 4096, maximumDocumentPixels: Int = 4 * 4096 * 4096) {
        self.maximumFileBytes = max(0, maximumFileBytes)
        self.maximumPixels = max(0, maximumPixels)
        self.maximumDocumentPixels = max(0, maximumDocumentPixels)
    }

    /// 16 MiB and 4096 by 4096 pixels an image, four such images a document.
    public static let standard = ImageLimits()
}
