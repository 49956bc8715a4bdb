import Testing

@testable import MarkdownText

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneCellEach() {
        #expect(DisplayWidth.of("Hello, world!") == 13)
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("a" as Character) == 1)
        #expect(DisplayWidth.of("~" as Unicode.Scalar) == 1)
    }

    @Test func cjkAndFullwidthFormsAreTwoCells() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("中" as Unicode.Scalar) == 2)
        #expect(DisplayWidth.of("ＡＢＣ") == 6)  // fullwidth forms
        #expect(DisplayWidth.of("ｱｲｳ") == 3)  // halfwidth katakana
        #expect(DisplayWidth.of("ひらがな、カタカナ。") == 20)
        #expect(DisplayWidth.of("\u{20000}") == 2)  // CJK Extension B
    }

    @Test func hangulSyllablesAndJamoClustersAreTwoCells() {
        #expect(DisplayWidth.of("한국어") == 6)
        let jamo: Character = "\u{1100}\u{1161}\u{11A8}"  // 각 from conjoining jamo
        #expect(DisplayWidth.of(jamo) == 2)
        #expect(DisplayWidth.of("\u{1161}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.of("\u{D7B0}" as Unicode.Scalar) == 0)
    }

    @Test func combiningMarksAddNothing() {
        #expect(DisplayWidth.of("e\u{301}" as Character) == 1)
        #expect(DisplayWidth.of("cafe\u{301}") == 4)
        let stack = "a" + String(repeating: "\u{301}\u{316}\u{35C}\u{489}", count: 5)  // 20 marks
        #expect(stack.count == 1)
        #expect(DisplayWidth.of(stack) == 1)
        #expect(DisplayWidth.of("\u{301}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.of("日\u{3099}") == 2)
    }

    @Test func emojiSequencesAreTwoCellsAsAWhole() {
        #expect(DisplayWidth.of("👨‍👩‍👧‍👦" as Character) == 2)
        #expect(DisplayWidth.of("🇯🇵" as Character) == 2)
        #expect(DisplayWidth.of("🇯🇵🇺🇸") == 4)
        #expect(DisplayWidth.of("1️⃣" as Character) == 2)
        #expect(DisplayWidth.of("#️⃣" as Character) == 2)
        #expect(DisplayWidth.of("👍🏽" as Character) == 2)
        #expect(DisplayWidth.of("☝🏽" as Character) == 2)  // text-default base with a modifier
        #expect(DisplayWidth.of("🏳️‍🌈" as Character) == 2)
        #expect(DisplayWidth.of("🏴󠁧󠁢󠁥󠁮󠁧󠁿" as Character) == 2)  // tag sequence
        #expect(DisplayWidth.of("👍") == 2)
        #expect(DisplayWidth.of("🏽" as Character) == 2)  // a lone modifier is a swatch
    }

    @Test func variationSelectorsChoosePresentation() {
        #expect(DisplayWidth.of("❤" as Character) == 1)
        #expect(DisplayWidth.of("❤️" as Character) == 2)
        #expect(DisplayWidth.of("⌚" as Character) == 2)
        #expect(DisplayWidth.of("⌚\u{FE0E}" as Character) == 2)  // as glibc: VS15 takes no cell back
        #expect(DisplayWidth.of("a\u{FE0F}" as Character) == 1)  // not an emoji: no effect
        #expect(DisplayWidth.of("中\u{FE0E}" as Character) == 2)
        #expect(DisplayWidth.of("\u{E0100}" as Unicode.Scalar) == 0)
    }

    @Test func formatCharactersAreZeroWidth() {
        for scalar: Unicode.Scalar in ["\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{2060}", "\u{FEFF}", "\u{FE0F}"] {
            #expect(DisplayWidth.of(scalar) == 0, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{600}" as Unicode.Scalar) == 1)  // a prepended sign is visible
        #expect(DisplayWidth.of("\u{AD}" as Unicode.Scalar) == 1)  // a soft hyphen too, as glibc shows it
    }

    @Test func controlsTakeTheWidthOfTheirSubstitutes() {
        #expect(DisplayWidth.substitute(for: "\u{1B}") == "␛")
        #expect(DisplayWidth.substitute(for: "\u{0}") == "␀")
        #expect(DisplayWidth.substitute(for: "\u{1F}") == "␟")
        #expect(DisplayWidth.substitute(for: "\u{7F}") == "␡")
        #expect(DisplayWidth.substitute(for: "\u{85}") == "\u{FFFD}")
        #expect(DisplayWidth.substitute(for: "a") == nil)
        #expect(DisplayWidth.substitute(for: "\u{A0}") == nil)
        for value in Array(0x00...0x1F) + Array(0x7F...0x9F) {
            let scalar = Unicode.Scalar(UInt32(value))!
            let substitute = DisplayWidth.substitute(for: scalar)!
            #expect(DisplayWidth.of(scalar) == 1)
            #expect(DisplayWidth.of(Character(scalar)) == DisplayWidth.of(substitute))
        }
        #expect(DisplayWidth.of("a\u{1B}[31mb") == 7)
        #expect(DisplayWidth.of("\r\n" as Character) == 2)
    }

    @Test func utf8WidthMatchesStringWidth() {
        let samples = [
            "plain ascii", "e\u{301}x", "x\u{600}1", "a\r\nb", "日本語 and English", "👨‍👩‍👧‍👦!", "🇯🇵🇯🇵🇯",
            "\u{301}start", "end\u{301}", "ab\u{1B}c", "한국어 텍스트", "1️⃣2️⃣", "",
        ]
        for sample in samples {
            let bytes = Array(sample.utf8)
            let byCharacter = sample.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.of(utf8: bytes[...]) == byCharacter, "\(sample)")
            #expect(DisplayWidth.of(sample) == byCharacter, "\(sample)")
            #expect(DisplayWidth.of(sample.dropFirst()) == byCharacter - (sample.first.map(DisplayWidth.of) ?? 0), "\(sample)")
        }
        #expect(DisplayWidth.of(utf8: [0x61, 0xFF, 0x62][...]) == 3)  // invalid UTF-8 counts as U+FFFD
    }

    @Test func docExamplesHold() {
        #expect(DisplayWidth.of("Grüße, 世界! 👍🏽") == 15)
        #expect(DisplayWidth.of(utf8: Array("tab\u{9}le 表".utf8)[...]) == 9)
        #expect(DisplayWidth.of(utf8: Array("日本".utf8)[...]) == 4)
    }

    @Test func reportsTheUnicodeVersion() {
        #expect(DisplayWidth.unicodeVersion.split(separator: ".").count == 3)
    }
}
