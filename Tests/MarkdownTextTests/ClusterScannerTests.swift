import Foundation
import Robustness
import Testing

@testable import MarkdownText

/// The byte-level cluster scanner agrees with Swift's `Character` boundaries and with
/// ``DisplayWidth/of(_:)-(Character)`` widths.
@Suite struct ClusterScannerTests {
    /// (length in bytes, width) of each cluster as the scanner finds them.
    static func scanned(_ text: String) -> [[Int]] {
        var clusters: [[Int]] = []
        var copy = text
        copy.withUTF8 { bytes in
            ClusterScanner.scan(bytes, table: .shared) { clusters.append([$0.length, $0.width]) }
        }
        return clusters
    }

    /// (length in bytes, width) of each `Character`.
    static func characters(_ text: String) -> [[Int]] {
        text.map { [$0.utf8.count, DisplayWidth.of($0)] }
    }

    /// Checks every text, reporting the first few that differ with their scalars.
    static func expectSameClusters(_ texts: [String]) {
        var failures = 0
        for text in texts where failures < 10 {
            let (ours, swift) = (scanned(text), characters(text))
            if ours != swift {
                failures += 1
                let differs = zip(ours, swift).prefix { $0 == $1 }.count
                let offset = ours.prefix(differs).reduce(0) { $0 + $1[0] }
                let bytes = Array(text.utf8)[offset..<min(offset + 40, text.utf8.count)]
                let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.map { String($0.value, radix: 16) }
                Issue.record(
                    "at byte \(offset) [\(scalars.joined(separator: " "))]: scanner \(Array(ours[differs...].prefix(4))), Character \(Array(swift[differs...].prefix(4)))"
                )
            }
        }
    }

    @Test func clustersMatchCharactersInTheDocuments() throws {
        let documents = try ClusterScannerSamples.documents()
        #expect(documents.count >= 8)
        Self.expectSameClusters(documents)
        Self.expectSameClusters(documents.flatMap { $0.split(separator: "\n").map(String.init) })
    }

    @Test func clustersMatchCharactersInTheLayoutTestLiterals() throws {
        let literals = try ClusterScannerSamples.testLiterals()
        #expect(literals.count > 100)
        Self.expectSameClusters(literals)
    }

    @Test func clustersMatchCharactersForEveryPairOfClassRepresentatives() {
        let scalars = ClusterScannerSamples.classRepresentatives(perClass: 3)
        var texts: [String] = []
        for first in scalars {
            for second in scalars {
                texts.append(String(String.UnicodeScalarView([first, second])))
            }
        }
        Self.expectSameClusters(texts)
    }

    @Test func clustersMatchCharactersForTriplesOfInterestingScalars() {
        let scalars = ClusterScannerSamples.interesting
        var texts: [String] = []
        for first in scalars {
            for second in scalars {
                for third in scalars {
                    texts.append(String(String.UnicodeScalarView([first, second, third])))
                }
            }
        }
        Self.expectSameClusters(texts)
    }

    @Test func clustersMatchCharactersForRandomScalarSequences() {
        let texts = ClusterScannerSamples.randomStrings(count: 50_000, seed: 29)
        Self.expectSameClusters(texts)
        Self.expectSameClusters([texts.joined()])
    }

    @Test func invalidUTF8IsReadAsStringDecodingReadsIt() {
        let inputs: [[UInt8]] = [
            [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x41], [0xED, 0xA0, 0x80], [0xF0, 0x90, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0x61, 0xCC], [0xE4, 0xB8], [0x61, 0x80, 0xCC, 0x81], [0xF0, 0x9F, 0x91, 0x8D, 0xF0, 0x9F, 0x8F], [0x0D, 0xFE, 0x0A],
        ]
        for bytes in inputs {
            var total = 0
            var widths: [Int] = []
            bytes.withUnsafeBufferPointer { buffer in
                ClusterScanner.scan(buffer, table: .shared) {
                    total += $0.length
                    widths.append($0.width)
                }
            }
            #expect(total == bytes.count, "\(bytes)")
            #expect(widths == String(decoding: bytes, as: UTF8.self).map { DisplayWidth.of($0) }, "\(bytes)")
        }
    }

    @Test func lettersWithMarksAmongAccentedLettersAreClustersOfTheirOwn() {
        // A letter with marks inside a stretch of mixed lengths is one cluster of it; marks
        // on the first letter, marks that join by other rules and marks on ideographs too.
        Self.expectSameClusters([
            "éae\u{301}жx\u{301}\u{302}ü", "e\u{301}éж", "жe\u{301}", "日本\u{3099}語日", "aé\u{903}ж", "жe\u{FE0F}ж", "éa\u{200D}ж",
            "éa\u{200D}\u{1F600}ж", "ée\u{301}\u{20DD}\u{301}ж",
            "éa\u{301}b\u{302}c\u{303}d\u{304}e\u{305}f\u{306}g\u{307}h\u{308}i\u{309}j\u{30A}k\u{30B}l",
        ])
        var random = SeededRandom(seed: 41)
        let pieces = ["a", "é", "ж", "ü", "x", "ß", "ō", "e\u{301}", "n\u{303}\u{304}", "日", "語\u{3099}", "1", "-", " ", "\u{301}"]
        Self.expectSameClusters((0..<2_000).map { _ in (0..<random.int(1...60)).map { _ in random.pick(pieces) }.joined() })
    }
}
