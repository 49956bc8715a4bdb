import Foundation
import MarkdownImages

/// The fixture images (made by Scripts/make-image-fixtures.sh): a 16 by 8 picture whose left
/// half is red and right half blue, in each format, and the broken ones.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func bytes(_ name: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: directory + "/" + name) ?? Data())
    }

    static func decoded(_ name: String) throws -> DecodedImage {
        try DecodedImage(decoding: bytes(name))
    }

    /// The RGBA of pixel (x, y).
    static func pixel(_ image: DecodedImage, _ x: Int, _ y: Int) -> [Int] {
        let offset = (y * image.width + x) * 4
        return image.pixels[offset..<offset + 4].map(Int.init)
    }

    /// Whether two colours are within `tolerance` on every channel.
    static func near(_ a: [Int], _ b: [Int], tolerance: Int = 24) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// A temporary directory, removed when `body` returns.
    static func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
        let path = NSTemporaryDirectory() + "cmark-images-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
    }
}
