import Glibc
import MarkdownLayout
import MarkdownTheme
import MarkdownTree
import Testing

@testable import MarkdownText

/// Widths against glibc's `wcwidth` under C.UTF-8, what xterm, VTE and tmux draw, over
/// every code point; the deliberate differences are the ones `docs/width.md` lists.
@Suite struct GlibcWidthTests {
    /// glibc's `wcwidth` of every code point (-1: not printable, such as a control or an
    /// unassigned code point), read under C.UTF-8 set for this thread only (`uselocale`),
    /// so no other test sees the locale change.
    /// (`wcwidth` is found with `dlsym`: Swift's Glibc module does not declare it.)
    static let glibc: [Int32] = {
        typealias WCWidth = @convention(c) (wchar_t) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth"),
            let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
        else { return [] }
        let wcwidth = unsafeBitCast(symbol, to: WCWidth.self)
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        return (0..<0x11_0000).map { wcwidth(wchar_t($0)) }
    }()

    /// The code points glibc gives a width to, but NUL: controls are shown as one-cell
    /// substitutes (glibc: -1, and 0 for NUL).
    static var comparable: [Unicode.Scalar] {
        (1..<0x11_0000).compactMap { value in glibc[value] >= 0 ? Unicode.Scalar(UInt32(value)) : nil }
    }

    static func hex(_ scalars: [Unicode.Scalar]) -> String {
        scalars.prefix(20).map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    @Test func glibcKnowsTheUTF8Locale() {
        #expect(Self.glibc.count == 0x11_0000)
        #expect(Self.glibc[0x4E2D] == 2)  // 中: C.UTF-8 is there and read
    }

    @Test func everyCodePointIsAsWideAsGlibcSays() {
        let differing = Self.comparable.filter { DisplayWidth.of($0) != Int(Self.glibc[Int($0.value)]) }
        #expect(Self.comparable.count > 280_000)
        #expect(differing.isEmpty, "\(differing.count) differ: \(Self.hex(differing))")
    }

    /// After a letter, every code point adds its own width, whether it joins the letter's
    /// cluster (a mark, a spacing mark, a lone skin-tone modifier) or not; before one, a
    /// prepended sign (U+0600) keeps its cell too.
    @Test func everyCodePointNextToALetterAddsItsGlibcWidth() {
        var after: [Unicode.Scalar] = []
        var before: [Unicode.Scalar] = []
        var byCharacters: [Unicode.Scalar] = []
        for scalar in Self.comparable {
            let expected = 1 + Int(Self.glibc[Int(scalar.value)])
            var letterFirst = "a"
            letterFirst.unicodeScalars.append(scalar)
            var letterLast = String(Character(scalar))
            letterLast.append("a")
            if DisplayWidth.of(letterFirst) != expected { after.append(scalar) }
            if DisplayWidth.of(letterLast) != expected { before.append(scalar) }
            if letterFirst.reduce(0, { $0 + DisplayWidth.of($1) }) != expected { byCharacters.append(scalar) }
        }
        #expect(after.isEmpty, "\(after.count) differ after a letter: \(Self.hex(after))")
        #expect(before.isEmpty, "\(before.count) differ before a letter: \(Self.hex(before))")
        #expect(byCharacters.isEmpty, "\(byCharacters.count) differ by Character: \(Self.hex(byCharacters))")
    }

    @Test func clustersWithSpacingMarksCountEachScalarAsGlibcDoes() {
        #expect(DisplayWidth.of("\u{AD}" as Unicode.Scalar) == 1)  // soft hyphen
        #expect(DisplayWidth.of("soft\u{AD}hyphen") == 11)
        #expect(DisplayWidth.of("कि" as Character) == 2)  // Devanagari KA + vowel sign I (Mc)
        #expect(DisplayWidth.of("क\u{903}" as Character) == 2)  // visarga
        #expect(DisplayWidth.of("กำ" as Character) == 2)  // Thai SARA AM
        #expect(DisplayWidth.of("ｶﾞ") == 2)  // halfwidth voiced sound mark
        #expect(DisplayWidth.of("a🏽" as Character) == 3)  // a lone modifier after a letter
        #expect(DisplayWidth.of("\u{600}1") == 2)  // Arabic number sign before a digit
        #expect(DisplayWidth.of("\u{1F1EF}" as Unicode.Scalar) == 1)  // a lone regional indicator
        #expect(DisplayWidth.of("⌚\u{FE0E}" as Character) == 2)  // VS15 takes no cell back
        // The same through the byte scanner, in runs long enough for its stretches.
        for (sample, width) in [("किकिकि नमस्ते", 11), ("ｶﾞｷﾞｸﾞ", 6), ("กำกำ", 4), ("aé🏽", 4)] {
            #expect(DisplayWidth.of(sample) == width, "\(sample)")
            #expect(sample.reduce(0) { $0 + DisplayWidth.of($1) } == width, "\(sample)")
        }
    }

    /// The deliberate differences: an emoji sequence is 2 cells as a whole, where glibc's
    /// sum would be 1 (keycap, VS16), 4 (modifier) or 8 (a family).
    @Test func emojiSequencesStayTwoCellsWhereGlibcSumsOtherwise() {
        let sequences: [(Character, glibcSum: Int)] = [
            ("👨‍👩‍👧‍👦", 8), ("👍🏽", 4), ("1️⃣", 1), ("❤️", 1), ("🏳️‍🌈", 3), ("🇯🇵", 2), ("🏴󠁧󠁢󠁥󠁮󠁧󠁿", 2),
        ]
        for (sequence, glibcSum) in sequences {
            let sum = sequence.unicodeScalars.reduce(0) { $0 + Int(Self.glibc[Int($1.value)]) }
            #expect(sum == glibcSum, "\(sequence)")
            #expect(DisplayWidth.of(sequence) == 2, "\(sequence)")
        }
    }

    /// Widths are summed per code point, but lines still break between clusters only.
    @Test func linesBreakBetweenClustersOfSpacingMarks() {
        let text = String(repeating: "कि", count: 6)
        let layout = StyledDocument(document: Document(parsing: text + "\n"), theme: Theme(name: "bare")).layout(width: 5)
        let lines = (0..<layout.rowCount).map { layout.line($0) }
        #expect(lines.map(\.text) == ["किकि", "किकि", "किकि"])
        for line in lines {
            #expect(line.width == DisplayWidth.of(line.text))
            #expect(line.width <= 5)
        }
        // A 3-cell cluster wider than the line is shown as `…`, never cut.
        let narrow = StyledDocument(document: Document(parsing: "a🏽\n"), theme: Theme(name: "bare")).layout(width: 2)
        #expect((0..<narrow.rowCount).map { narrow.line($0).text } == ["…"])
    }

    /// A letter with more spacing marks than a cluster width can count is counted as the
    /// most there is, and shown as `…` (no trap on the cell count).
    @Test func aClusterOfManySpacingMarksIsCountedUpToTheMaximum() {
        let cluster = "क" + String(repeating: "\u{903}", count: 70_000)
        #expect(cluster.count == 1)
        #expect(DisplayWidth.of(cluster) == ClusterWidth.maximum)
        let layout = StyledDocument(document: Document(parsing: "x " + cluster + "\n"), theme: Theme(name: "bare")).layout(width: 80)
        #expect((0..<layout.rowCount).map { layout.line($0).text } == ["x", "…"])
    }
}
