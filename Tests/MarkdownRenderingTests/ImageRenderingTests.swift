import CMarkSwift
import Testing

/// The ANSI renderer draws an encoder's pictures over their blocks, and nothing an encoder
/// gives that its protocol does not allow.
@Suite struct ImageRenderingTests {
    struct Sizes: ImageResolver {
        func resolve(source: String) -> ImageResolution? { source == "pic.png" ? .picture(width: 40, height: 40) : nil }
    }

    /// Gives fixed bytes for every picture.
    struct Fixed: ImageEncoder {
        var imageProtocol: ImageProtocol
        var bytes: @Sendable (Int, Int) -> [UInt8]
        func encode(_ image: ImageAttachment, columns: Int, rows: Int) -> [UInt8]? { bytes(columns, rows) }
    }

    static let kitty = Fixed(imageProtocol: .kitty) { columns, rows in Array("\u{1B}_Ga=T,c=\(columns),r=\(rows);AAAA\u{1B}\\".utf8) }

    static func render(_ markdown: String, _ encoder: Fixed?, width: Int = 20) -> (DocumentLayout, String) {
        let layout = StyledDocument(document: Document(parsing: markdown), theme: .dark, images: Sizes()).layout(width: width)
        return (layout, ANSIRenderer(colorDepth: .ansi256, images: encoder).render(layout))
    }

    @Test func drawsAPixelPictureOnceItsRowsAreWritten() throws {
        let (layout, output) = Self.render("> ![P](pic.png)\n\nAfter\n", Self.kitty)
        let placement = try #require(layout.placements.first)
        // The dark theme's 2-column margin and the quote's bar: the block starts at column 4.
        #expect((placement.column, placement.columns, placement.rows) == (4, 4, 2))
        let expected = "\u{1B}7\u{1B}[2A\u{1B}[5G\u{1B}_Ga=T,c=4,r=2;AAAA\u{1B}\\\u{1B}8"
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        // The block's rows hold the bar only; the picture follows its last row's line feed.
        #expect(lines.count == layout.rowCount + 1)
        #expect(lines[0].hasSuffix("│ \u{1B}[0m") || lines[0].hasSuffix("│ "))
        #expect(lines[2].hasPrefix(expected))
        #expect(output.components(separatedBy: "\u{1B}_G").count == 2)
        #expect(!output.contains("▣"))
    }

    @Test func symbolsFillEachRowAfterItsPrefix() throws {
        let symbols = Fixed(imageProtocol: .symbols) { columns, rows in
            Array((0..<rows).map { _ in "\u{1B}[31m" + String(repeating: "▀", count: columns) }.joined(separator: "\n").utf8)
        }
        let (layout, output) = Self.render("![P](pic.png)\n", symbols)
        #expect(layout.rowCount == 2)
        #expect(output == "  \u{1B}[31m▀▀▀▀\u{1B}[0m\n  \u{1B}[31m▀▀▀▀\u{1B}[0m\n")
    }

    @Test func bytesOutsideTheProtocolAreNeverWritten() {
        let hostile: [(ImageProtocol, String)] = [
            (.kitty, "\u{1B}]0;pwned\u{07}"), (.kitty, "\u{1B}_Ga=T;AAAA\u{1B}\\\u{1B}[2J"), (.kitty, "\u{1B}_Ga=T;AA\u{07}AA\u{1B}\\"),
            (.iterm, "\u{1B}]1337;File=inline=1:AAAA\u{07}\u{1B}]1337;File=x\u{07}"), (.iterm, "\u{1B}]52;c;AAAA\u{07}"),
            (.sixel, "\u{1B}P0;1q#0\u{1B}[6n\u{1B}\\"), (.sixel, "\u{1B}P0;1;0\u{1B}\\"),
            (.symbols, "\u{1B}]8;;http://x\u{1B}\\▀"), (.symbols, "▀\u{0D}▀"), (.symbols, "▀\u{C2}\u{9B}2J"),
        ]
        for (imageProtocol, bytes) in hostile {
            #expect(!ImageSequence.isWellFormed(Array(bytes.utf8), for: imageProtocol), "\(imageProtocol): \(bytes.debugDescription)")
            let (layout, output) = Self.render("![P](pic.png)\n", Fixed(imageProtocol: imageProtocol) { _, _ in Array(bytes.utf8) })
            // The placeholder stays, as without an encoder.
            #expect(output == Self.render("![P](pic.png)\n", nil).1)
            #expect(layout.line(0).text == "  ▣ P ")
        }
    }

    @Test func withoutAnEncoderTheBlockShowsItsPlaceholder() {
        let (_, output) = Self.render("![P](pic.png)\n", nil)
        #expect(!output.contains("\u{1B}_G") && !output.contains("\u{1B}7"))
        #expect(output.contains("▣ P"))
    }
}
