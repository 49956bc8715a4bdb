import CMarkSwift
import Testing

/// The viewer draws pictures in view over their blocks, moves them as it scrolls and
/// re-sizes them with the width.
@Suite struct PagerPictureTests {
    struct Sizes: ImageResolver {
        func resolve(source: String) -> ImageResolution? { source == "pic.png" ? .picture(width: 400, height: 200) : nil }
    }

    static let markdown = "Top\n\n![P](pic.png)\n\n" + (1...20).map { "Line \($0)" }.joined(separator: "\n\n") + "\n"

    static func pager(width: Int = 30, height: Int = 12) -> Pager {
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .plain, images: Sizes())
        return Pager(document: styled, width: width, height: height)
    }

    /// Bytes naming the placement, in each protocol's shape.
    static func bytes(_ placement: ImagePlacement) -> [UInt8] {
        Array("\u{1B}_Ga=T,c=\(placement.columns),r=\(placement.rows);AAAA\u{1B}\\".utf8)
    }

    @Test func drawsAWholePictureAtItsCellAndFollowsTheScroll() throws {
        var pager = Self.pager()
        let screen = PagerScreen(title: "t", colorDepth: .ansi256, imageProtocol: .kitty)
        let placement = try #require(pager.layout.placements.first)
        // 400 by 200 pixels at 30 columns: 30 by 8 cells (the plain theme has no margin).
        #expect((placement.row, placement.column, placement.columns, placement.rows) == (2, 0, 30, 8))
        var frame = String(decoding: screen.frame(for: pager) { Self.bytes($0) }, as: UTF8.self)
        #expect(frame.hasPrefix("\u{1B}_Ga=d\u{1B}\\"))
        #expect(frame.contains("\u{1B}[3;1H\u{1B}_Ga=T,c=30,r=8;AAAA"))
        pager.scroll(by: 1)
        frame = String(decoding: screen.frame(for: pager) { Self.bytes($0) }, as: UTF8.self)
        #expect(frame.contains("\u{1B}[2;1H\u{1B}_Ga=T,c=30,r=8;AAAA"))
        // Partly scrolled off: not drawn (its blank block shows).
        pager.scroll(by: 2)
        frame = String(decoding: screen.frame(for: pager) { Self.bytes($0) }, as: UTF8.self)
        #expect(!frame.contains("a=T"))
    }

    @Test func aResizeRescalesThePicture() throws {
        var pager = Self.pager()
        pager.resize(width: 20, height: 12)
        let placement = try #require(pager.layout.placements.first)
        #expect((placement.columns, placement.rows) == (20, 5))
        let frame = String(
            decoding: PagerScreen(title: "t", colorDepth: .ansi256, imageProtocol: .kitty).frame(for: pager) { Self.bytes($0) },
            as: UTF8.self)
        #expect(frame.contains("c=20,r=5;"))
    }

    @Test func symbolsDrawEveryRowInView() {
        var pager = Self.pager()
        pager.scroll(by: 4)
        let screen = PagerScreen(title: "t", colorDepth: .ansi256, imageProtocol: .symbols)
        let frame = String(
            decoding: screen.frame(for: pager) { placement in
                Array((0..<placement.rows).map { "row\($0)" }.joined(separator: "\n").utf8)
            }, as: UTF8.self)
        // Rows 2...9 hold the picture; from top 4, its rows 2...7 are screen rows 0...5.
        #expect(!frame.contains("row1"))
        #expect(frame.contains("\u{1B}[1;1Hrow2\u{1B}[0m") && frame.contains("\u{1B}[6;1Hrow7\u{1B}[0m"))
    }

    @Test func withoutAProtocolOrWithHostileBytesNothingIsDrawn() {
        let pager = Self.pager()
        let plain = PagerScreen(title: "t", colorDepth: .ansi256).frame(for: pager)
        #expect(PagerScreen(title: "t", colorDepth: .ansi256).frame(for: pager) { Self.bytes($0) } == plain)
        let hostile = PagerScreen(title: "t", colorDepth: .ansi256, imageProtocol: .sixel).frame(for: pager) { _ in
            Array("\u{1B}]0;title\u{07}".utf8)
        }
        #expect(hostile == plain)
    }
}
