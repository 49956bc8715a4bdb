import Foundation
import Testing

@testable import MarkdownText

/// Where Debian's unicode-data package puts the Unicode Character Database.
private let unicodeData = "/usr/share/unicode"

/// Spot-checks of the generated tables against Debian's unicode-data files.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: unicodeData + "/EastAsianWidth.txt")))
struct WidthTableTests {
    static let data = unicodeData

    /// (first, last, value) for each data line of a UCD file.
    static func records(_ name: String) throws -> [(ClosedRange<UInt32>, String)] {
        let text = try String(contentsOfFile: data + "/" + name, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let content = line.prefix { $0 != "#" }
            let fields = content.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2 else { return nil }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            return (bounds[0]...bounds[bounds.count - 1], fields[1])
        }
    }

    /// Whether the tables give this scalar a width class other than wide for a reason.
    static func isSpecial(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return [.nonspacingMark, .enclosingMark, .format].contains(properties.generalCategory)
            || properties.isDefaultIgnorableCodePoint
    }

    @Test func wideRangesAreTwoCells() throws {
        let wide = try Self.records("EastAsianWidth.txt").filter { $0.1 == "W" || $0.1 == "F" }
        #expect(wide.count > 100)
        var checked = 0
        for (index, (range, _)) in wide.enumerated() where index % 3 == 0 {
            for value in [range.lowerBound, range.upperBound] {
                guard let scalar = Unicode.Scalar(value), !Self.isSpecial(scalar) else { continue }
                #expect(DisplayWidth.of(scalar) == 2, "U+\(String(value, radix: 16))")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test func narrowRangesAreOneCell() throws {
        let narrow = try Self.records("EastAsianWidth.txt").filter { $0.1 == "Na" || $0.1 == "H" }
        for (range, _) in narrow {
            for value in [range.lowerBound, range.upperBound] {
                guard let scalar = Unicode.Scalar(value), !Self.isSpecial(scalar) else { continue }
                #expect(DisplayWidth.of(scalar) == 1, "U+\(String(value, radix: 16))")
            }
        }
    }

    /// Emoji with emoji presentation take two cells, but for a lone regional indicator (one
    /// cell, as glibc counts it; a flag, a pair of them, is two).
    @Test func emojiPresentationIsTwoCells() throws {
        let emoji = try Self.records("emoji/emoji-data.txt").filter { $0.1 == "Emoji_Presentation" }
        #expect(emoji.count > 50)
        for (range, _) in emoji {
            for value in [range.lowerBound, range.upperBound] {
                let expected = (0x1F1E6...0x1F1FF).contains(value) ? 1 : 2
                #expect(DisplayWidth.of(Unicode.Scalar(value)!) == expected, "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func nonspacingMarksAreZeroWidth() throws {
        let text = try String(contentsOfFile: Self.data + "/UnicodeData.txt", encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields[2] == "Mn" || fields[2] == "Me", let value = UInt32(fields[0], radix: 16) else { continue }
            #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 0, "U+\(fields[0])")
            checked += 1
        }
        #expect(checked > 1000)
    }
}
