import MarkdownImages
import Testing

/// Each decoder gives the fixture's pixels; a broken or oversized file is an error, never a crash.
@Suite struct ImageDecodingTests {
    static let red = [255, 0, 0, 255]
    static let blue = [0, 0, 255, 255]

    @Test(arguments: ["halves.png", "halves.jpg", "halves.gif", "halves.webp"])
    func decodesEachFormatToTheSamePixels(name: String) throws {
        let image = try Fixture.decoded(name)
        #expect(image.width == 16 && image.height == 8)
        #expect(image.pixels.count == 16 * 8 * 4)
        // JPEG is lossy: a few levels off, and away from the edge between the halves.
        for y in [0, 4, 7] {
            #expect(Fixture.near(Fixture.pixel(image, 1, y), Self.red), "\(name) left at row \(y)")
            #expect(Fixture.near(Fixture.pixel(image, 14, y), Self.blue), "\(name) right at row \(y)")
        }
    }

    @Test func namesTheFormat() throws {
        #expect(try Fixture.decoded("halves.png").format == "png")
        #expect(try Fixture.decoded("halves.jpg").format == "jpeg")
        #expect(try Fixture.decoded("halves.gif").format == "gif")
        #expect(try Fixture.decoded("halves.webp").format == "webp")
    }

    @Test func refusesAHeaderOverThePixelLimitBeforeDecoding() {
        #expect(throws: ImageError.tooManyPixels(width: 100_000, height: 100_000, limit: 4096 * 4096)) {
            try Fixture.decoded("huge-header.png")
        }
        #expect(throws: ImageError.tooManyPixels(width: 16, height: 8, limit: 100)) {
            try DecodedImage(decoding: Fixture.bytes("halves.png"), limits: ImageLimits(maximumPixels: 100))
        }
        #expect(throws: ImageError.tooManyPixels(width: 16, height: 8, limit: 127)) {
            try DecodedImage(decoding: Fixture.bytes("halves.jpg"), limits: ImageLimits(maximumPixels: 127))
        }
    }

    /// A 16 by 8 GIF screen with a 5000 by 5000 first frame: the frame is what is too large,
    /// so the error gives the frame's size, not the screen's.
    @Test func namesTheGIFFrameThatIsTooLarge() {
        var gif = Array("GIF89a".utf8) + [16, 0, 8, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        gif += [0x2C, 0, 0, 0, 0, 0x88, 0x13, 0x88, 0x13, 0] + [2, 2, 0x4C, 0x01, 0, 0x3B]
        #expect(throws: ImageError.tooManyPixels(width: 5000, height: 5000, limit: 4096 * 4096)) {
            try DecodedImage(decoding: gif)
        }
    }

    @Test(arguments: ["truncated.png", "bad-crc.png"])
    func reportsACorruptPNGInOneLine(name: String) {
        do throws(ImageError) {
            _ = try DecodedImage(decoding: Fixture.bytes(name))
            Issue.record("\(name) decoded")
        } catch {
            guard case .corrupt(let message) = error else {
                Issue.record("\(name): \(error)")
                return
            }
            #expect(!message.isEmpty && !message.contains("\n"))
        }
    }

    @Test func refusesBytesOfNoKnownFormat() {
        #expect(throws: ImageError.unknownFormat) { try Fixture.decoded("not-an-image.png") }
        #expect(throws: ImageError.unknownFormat) { try DecodedImage(decoding: []) }
    }

    /// Every prefix of every fixture: an error or an image of at most the full size, no crash.
    @Test(arguments: ["halves.png", "halves.jpg", "halves.gif", "halves.webp"])
    func survivesEveryTruncation(name: String) {
        let bytes = Fixture.bytes(name)
        var errors = 0
        for length in 0..<bytes.count {
            do {
                let image = try DecodedImage(decoding: Array(bytes[..<length]))
                #expect(image.width <= 16 && image.height <= 8)
            } catch {
                errors += 1
            }
        }
        #expect(errors > 0)
    }

    /// Every single byte flipped in turn: the decoders reject or decode, and never crash.
    @Test(arguments: ["halves.png", "halves.jpg", "halves.gif", "halves.webp"])
    func survivesEveryFlippedByte(name: String) {
        let bytes = Fixture.bytes(name)
        for index in bytes.indices {
            var broken = bytes
            broken[index] ^= 0xA5
            if let image = try? DecodedImage(decoding: broken, limits: ImageLimits(maximumPixels: 1 << 20)) {
                #expect(image.pixels.count == image.width * image.height * 4)
            }
        }
    }
}
