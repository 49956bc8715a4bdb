import MarkdownTree
import Testing

@testable import MarkdownLayout
@testable import MarkdownText

/// A large paragraph's text nodes are copied as they are where one pass over their text
/// found nothing to replace, and sanitized one by one elsewhere: the styled
/// text is the same as sanitizing every node.
@Suite struct LargeParagraphSanitizingTests {
    /// Lines of clean text (letters, accents, U+FFFD, ideographs) with, now and then, an
    /// escape, a C1 control, a line separator, DEL or a tab, at the start, the middle or the
    /// end of a line's text; `every` sets how often.
    private static func paragraph(lines: Int, every: Int) -> String {
        let clean = ["plain words ", "é ж ü ", "\u{FFFD}\u{FFFD} ", "日本語 ", "x", "a-b "]
        let dirty = ["\u{1B}[31m", "\u{85}", "\u{2028}", "\u{7F}", "\t", "\u{9B}2J"]
        var text = ""
        for line in 0..<lines {
            var words = (0..<6).map { clean[($0 + line) % clean.count] }
            if line % every == 0 { words.insert(dirty[(line / every) % dirty.count], at: (line / every) % 7) }
            text += words.joined() + "\n"
        }
        return text
    }

    /// What styling every text node on its own gives, softbreaks as spaces.
    private static func expectedText(of document: Document) -> String {
        var expected = ""
        for node in document.nodes {
            switch node.kind {
            case .text: expected += TextSanitizer.sanitized(node.literal ?? "")
            case .softBreak: expected += " "
            default: break
            }
        }
        return expected
    }

    @Test(arguments: [3, 40, 1000])
    func aLargeParagraphIsStyledAsItsNodesSanitizedOneByOne(every: Int) {
        let document = Document(parsing: Self.paragraph(lines: 9000, every: every))
        #expect(document.source.utf8.count >= StyleBuilder.sparseScanBytes)
        let styled = StyledDocument(document: document, theme: .dark)
        let text = String(decoding: styled.text, as: UTF8.self)
        #expect(text.hasSuffix(Self.expectedText(of: document)))
        // Nothing the sanitizer replaces reaches the styled text.
        #expect(!styled.text.contains(0x1B) && !styled.text.contains(0x7F) && !styled.text.contains(0x09))
        #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x2028 })
    }
}
