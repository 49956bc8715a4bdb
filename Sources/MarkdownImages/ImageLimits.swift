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

    /// Limits of `maximumFileBytes` and `maximumPixels`.
    public init(maximumFileBytes: Int = 16 << 20, maximumPixels: Int = 4096 * 4096) {
        self.maximumFileBytes = max(0, maximumFileBytes)
        self.maximumPixels = max(0, maximumPixels)
    }

    /// 16 MiB and 4096 by 4096 pixels.
    public static let standard = ImageLimits()
}
