import Foundation
import Robustness

@testable import MarkdownText

/// Inputs for ``ClusterScannerTests``: the repository's texts, string literals of the layout
/// tests, scalars of every grapheme break class, and seeded random scalar sequences.
enum ClusterScannerSamples {
    /// The repository root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The contents of the spec fixtures and of every file in Fixtures/real.
    static func documents() throws -> [String] {
        let real = root.appendingPathComponent("Fixtures/real")
        let names = try FileManager.default.contentsOfDirectory(atPath: real.path).sorted()
        var texts = try names.map { try String(contentsOf: real.appendingPathComponent($0), encoding: .utf8) }
        for name in ["gfm-spec.json", "gfm-extensions.json", "smart-punct.json", "regression.json"] {
            let data = try Data(contentsOf: root.appendingPathComponent("Fixtures/spec/" + name))
            let examples = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
            texts.append(examples.compactMap { $0["markdown"] as? String }.joined(separator: "\n"))
        }
        return texts
    }

    /// Every string literal in the width and line-breaker tests, with `\u{…}` and the
    /// other escapes decoded.
    static func testLiterals() throws -> [String] {
        let names = [
            "MarkdownTextTests/DisplayWidthTests", "MarkdownTextTests/LineBreakerTests", "MarkdownTextTests/LineBreakerPropertyTests",
            "MarkdownLayoutTests/LayoutBehaviourTests", "MarkdownTextTests/WidthTableTests",
        ]
        var literals: [String] = []
        for name in names {
            let source = try String(contentsOf: root.appendingPathComponent("Tests/\(name).swift"), encoding: .utf8)
            literals += literalsIn(source)
        }
        return literals
    }

    /// The double-quoted literals of one line-oriented Swift source.
    private static func literalsIn(_ source: String) -> [String] {
        var literals: [String] = []
        var scalars = Array(source.unicodeScalars)[...]
        var current: String.UnicodeScalarView? = nil
        while let scalar = scalars.popFirst() {
            guard var text = current else {
                if scalar == "\"" { current = String.UnicodeScalarView() }
                continue
            }
            switch scalar {
            case "\"":
                literals.append(String(text))
                current = nil
                continue
            case "\n":
                current = nil
                continue
            case "\\":
                switch scalars.popFirst() {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "u":
                    let hex = scalars.dropFirst().prefix { $0 != "}" }
                    scalars = scalars.dropFirst(hex.count + 2)
                    if let value = UInt32(String(String.UnicodeScalarView(hex)), radix: 16), let decoded = Unicode.Scalar(value) {
                        text.append(decoded)
                    }
                case let other?: text.append(other)
                case nil: break
                }
            default:
                text.append(scalar)
            }
            current = text
        }
        return literals
    }

    /// Up to `perClass` scalars assigned in Unicode 15 of each grapheme break class and
    /// each conjunct class, plus the width special cases (VS15, VS16, keycap, modifiers).
    static func classRepresentatives(perClass: Int) -> [Unicode.Scalar] {
        let table = WidthTable.shared
        var seen: [UInt16: Int] = [:]
        var picked: [Unicode.Scalar] = []
        for value in UInt32(0)..<0x110000 {
            guard let scalar = Unicode.Scalar(value), isUnicode15(scalar) else { continue }
            let key = table.entry(value) >> 6
            if seen[key, default: 0] < perClass {
                seen[key, default: 0] += 1
                picked.append(scalar)
            }
        }
        return picked + ["\u{FE0E}", "\u{FE0F}", "\u{20E3}", "#", "1", "\u{1F3FB}", "\u{2764}", "\u{1F468}"]
    }

    /// Whether a scalar was assigned in Unicode 15.0 or before, per Swift's own data, and
    /// is not one of the intentional differences.
    ///
    /// Swift's `Character` follows Unicode 16 for rule GB9c, where Indic_Conjunct_Break=
    /// Consonant also covers Myanmar, Khmer, Balinese, ... consonants; the tables follow
    /// Unicode 15.1's six scripts, so after a virama such a consonant starts a new cluster.
    static func isUnicode15(_ scalar: Unicode.Scalar) -> Bool {
        guard let age = scalar.properties.age, age.major < 15 || age.major == 15 && age.minor == 0 else { return false }
        let linked = String(String.UnicodeScalarView(["\u{915}", "\u{94D}", scalar])).count == 1
        let extends = String(String.UnicodeScalarView(["a", "\u{94D}", scalar])).count == 1
        let consonant = GraphemeRules.conjunct(WidthTable.shared.entry(scalar.value)) == .consonant
        return !linked || extends || consonant
    }

    /// Scalars that stress the rules: jamo and syllables, regional indicators, ZWJ, emoji
    /// and modifiers, combining and spacing marks, prepended signs, Indic conjuncts, CR,
    /// LF, controls, ASCII and ideographs.
    static let interesting: [Unicode.Scalar] = [
        "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}", "\u{115F}", "\u{1160}", "\u{D7B0}",
        "\u{1F1EF}", "\u{1F1F5}", "\u{1F1FA}", "\u{200D}", "\u{200C}", "\u{1F468}", "\u{1F469}", "\u{1F467}",
        "\u{2764}", "\u{1F3FD}", "\u{1F44D}", "\u{FE0F}", "\u{FE0E}", "\u{20E3}", "\u{0301}", "\u{0308}",
        "\u{0903}", "\u{0600}", "\u{0915}", "\u{094D}", "\u{0937}", "\u{093C}", "\u{09CD}", "\u{0995}",
        "\r", "\n", "\u{1}", "\u{1B}", "\u{7F}", "\u{85}", "\u{AD}", "a", " ", "1", "#", "\u{4E2D}",
        "\u{E0061}", "\u{E007F}", "\u{1F3F4}", "\u{0E33}", "\u{1F9D1}", "\u{1F4BB}",
    ]

    /// `count` seeded random strings of 1-12 scalars, mostly from ``interesting``, some
    /// from anywhere in Unicode 15.
    static func randomStrings(count: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        func next() -> UInt64 { random.next() }
        return (0..<count).map { _ in
            var text = String.UnicodeScalarView()
            for _ in 0...(next() % 12) {
                if next() % 4 == 0 {
                    var scalar: Unicode.Scalar? = nil
                    while scalar == nil {
                        let value = UInt32(next() % (next() % 2 == 0 ? 0x30000 : 0x110000))
                        scalar = Unicode.Scalar(value).flatMap { isUnicode15($0) ? $0 : nil }
                    }
                    text.append(scalar!)
                } else {
                    text.append(interesting[Int(next() % UInt64(interesting.count))])
                }
            }
            return String(text)
        }
    }
}
