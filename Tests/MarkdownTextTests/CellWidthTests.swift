import Testing

@testable import MarkdownText

/// The package's door to widths: clusters with their cells, truncation and emoji.
@Suite struct CellWidthTests {
    @Test func clustersOfInvalidUTF8AreOffsetsInTheGivenBytes() {
        // An invalid byte is one cluster of its own byte (shown as U+FFFD, one cell), so
        // the offsets that follow stay offsets in the bytes given, not in a repaired copy.
        let bytes: [UInt8] = [0x61, 0xFF, 0xE4, 0xB8, 0xAD, 0x62]
        #expect(
            CellWidth.clusters(bytes) == [
                TextCluster(offset: 0, count: 1, width: 1), TextCluster(offset: 1, count: 1, width: 1),
                TextCluster(offset: 2, count: 3, width: 2), TextCluster(offset: 5, count: 1, width: 1),
            ])
    }

    @Test func clustersKeepSequencesWholeWithTheirWidths() {
        let text = "e\u{301}中👨‍👩‍👧🇯🇵\r\nx"
        let clusters = CellWidth.clusters(of: text)
        #expect(clusters.map { String($0.text) } == ["e\u{301}", "中", "👨‍👩‍👧", "🇯🇵", "\r\n", "x"])
        #expect(clusters.map(\.width) == [1, 2, 2, 2, 2, 1])
        #expect(clusters.map { String($0.text) }.joined() == text)
    }

    @Test func truncatesAtAClusterBoundaryWithAnEllipsis() {
        #expect(CellWidth.truncated("日本語のテキスト", to: 8) == "日本語…")
        #expect(CellWidth.truncated("ab👨‍👩‍👧cd", to: 4) == "ab…")
        #expect(CellWidth.truncated("ab👨‍👩‍👧cd", to: 5) == "ab👨‍👩‍👧…")
        #expect(CellWidth.truncated("short", to: 5) == "short")
        #expect(CellWidth.truncated("wide", to: 0) == "")
    }

    @Test func emojiAreTheWideClustersOfEmojiNotIdeographs() {
        for emoji in ["❤️", "1️⃣", "👍🏽", "🇯🇵", "👨‍👩‍👧", "🚀"] {
            #expect(CellWidth.isEmoji(cluster: emoji.utf8), "\(emoji)")
        }
        for text in ["中", "a", "❤", "🇯", "ｶ"] {
            #expect(!CellWidth.isEmoji(cluster: text.utf8), "\(text)")
        }
    }
}
