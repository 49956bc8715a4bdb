import MarkdownImages
import MarkdownRendering
import Testing

/// Each protocol's bytes for the fixture, read back: the size asked for and the colours.
@Suite struct ImageEncodingTests {
    static let red = [255, 0, 0]
    static let blue = [0, 0, 255]

    static func encoded(_ imageProtocol: ImageProtocol, columns: Int = 4, rows: Int = 2) throws -> [UInt8] {
        let image = try Fixture.decoded("halves.png")
        let bytes = try #require(ImageSet.encode(image, protocol: imageProtocol, columns: columns, rows: rows))
        #expect(ImageSequence.isWellFormed(bytes, for: imageProtocol))
        return bytes
    }

    /// The left and right quarters of a picture read back are the fixture's red and blue.
    static func expectHalves(_ picture: ProtocolDecoders.Picture, tolerance: Int = 40) {
        let y = picture.height / 2
        #expect(
            Fixture.near(picture.color(picture.width / 4, y), red, tolerance: tolerance), "left: \(picture.color(picture.width / 4, y))")
        #expect(
            Fixture.near(picture.color(picture.width * 3 / 4, y), blue, tolerance: tolerance),
            "right: \(picture.color(picture.width * 3 / 4, y))")
    }

    @Test func kittyCarriesRGBAOfTheCellsPixelsAndTheirCellCount() throws {
        let (keys, picture) = ProtocolDecoders.kitty(try Self.encoded(.kitty))
        #expect(keys["a"] == "T" && keys["c"] == "4" && keys["r"] == "2")
        let decoded = try #require(picture)
        // 4 by 2 cells of 10 by 20 pixels, the picture's 2:1 kept inside 40 by 40.
        #expect(decoded.width <= 40 && decoded.height <= 40 && decoded.width == 40)
        Self.expectHalves(decoded, tolerance: 8)
    }

    @Test func itermCarriesATIFFSizedInCells() throws {
        let (arguments, picture) = ProtocolDecoders.iterm(try Self.encoded(.iterm))
        #expect(arguments["inline"] == "1" && arguments["width"] == "4" && arguments["height"] == "2")
        let decoded = try #require(picture)
        #expect(decoded.width == 40)
        Self.expectHalves(decoded, tolerance: 8)
    }

    @Test func sixelDecodesToTheHalves() throws {
        let picture = try #require(ProtocolDecoders.sixel(try Self.encoded(.sixel)))
        #expect(picture.width == 40 && picture.height <= 40 && picture.height > 0)
        Self.expectHalves(picture)
    }

    @Test func symbolsAreOneLineARowOfTheColumnsAskedFor() throws {
        let bytes = try Self.encoded(.symbols, columns: 6, rows: 3)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        for line in lines {
            let visible = line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
            #expect(visible.unicodeScalars.count == 6, "\(visible)")
        }
        // The left cells are drawn in red (38;2;255;0;0 or 48;2;255;0;0), the right in blue.
        #expect(lines[1].contains("255;0;0m") && lines[1].contains("0;0;255m"))
    }

    @Test(arguments: [(1, 1), (3, 1), (10, 5), (80, 20)])
    func encodesAtEverySizeAsked(columns: Int, rows: Int) throws {
        for imageProtocol in ImageProtocol.allCases {
            let bytes = try Self.encoded(imageProtocol, columns: columns, rows: rows)
            switch imageProtocol {
            case .kitty: #expect(ProtocolDecoders.kitty(bytes).keys["c"] == "\(columns)")
            case .iterm: #expect(ProtocolDecoders.iterm(bytes).arguments["width"] == "\(columns)")
            case .sixel: #expect((ProtocolDecoders.sixel(bytes)?.width ?? 0) <= columns * 10)
            case .symbols: #expect(String(decoding: bytes, as: UTF8.self).split(separator: "\n").count == rows)
            }
        }
    }

    @Test func refusesSizesOutOfRange() throws {
        let image = try Fixture.decoded("halves.png")
        #expect(ImageSet.encode(image, protocol: .kitty, columns: 0, rows: 2) == nil)
        #expect(ImageSet.encode(image, protocol: .sixel, columns: 2, rows: 5000) == nil)
    }
}
