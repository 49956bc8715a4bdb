import FuzzSupport
import MarkdownImages
import MarkdownRendering

/// Corrupt image files: every decoder (the format is picked by the bytes) rejects or decodes
/// without crashing or reading out of bounds (AddressSanitizer), within the pixel limit; what
/// decodes encodes in every protocol into bytes the protocol allows.
func fuzzImages(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = ImageLimits(maximumFileBytes: 1 << 20, maximumPixels: 1 << 20)
    guard let image = try? DecodedImage(decoding: bytes, limits: limits) else { return 0 }
    guard image.width * image.height <= limits.maximumPixels, image.pixels.count == image.width * image.height * 4 else {
        fuzzFailure("\(image.format): \(image.width)x\(image.height) with \(image.pixels.count) bytes of pixels")
    }
    for imageProtocol in ImageProtocol.allCases {
        guard let encoded = ImageSet.encode(image, protocol: imageProtocol, columns: 4, rows: 2) else {
            fuzzFailure("\(image.format) \(image.width)x\(image.height): no \(imageProtocol) bytes")
        }
        guard ImageSequence.isWellFormed(encoded, for: imageProtocol) else {
            fuzzFailure("\(image.format) \(image.width)x\(image.height): \(imageProtocol) bytes not well formed")
        }
    }
    return 0
}

@_cdecl("FuzzImages_main")
func fuzzImagesMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv) { fuzzImages($0, $1) }
}
