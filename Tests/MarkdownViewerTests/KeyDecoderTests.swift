import MarkdownViewer
import Testing

@Suite struct KeyDecoderTests {
    @Test func decodesKeysSequencesAndMouseReports() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("j\u{1B}[A\u{1B}[6~\u{1B}OH\u{1B}[Z\t\r\u{3}é\u{1B}[<65;3;4M\u{1B}[<0;5;2M".utf8))
        #expect(
            keys == [
                .character("j"), .up, .pageDown, .home, .backTab, .tab, .enter, .interrupt, .character("é"), .wheelDown,
                .click(row: 1, column: 4),
            ])
    }

    @Test func waitsForSplitSequencesAndReadsALoneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x5B]) == [])
        #expect(decoder.decode([0x42]) == [.down])
        #expect(decoder.decode([0xE6]) == [])
        #expect(decoder.decode([0x97, 0xA5]) == [.character("日")])
        #expect(decoder.decode([0x1B]) == [.escape])
    }
}
