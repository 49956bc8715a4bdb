import CMarkSwift
import Foundation

/// Fixtures and helpers the application API tests share.
enum AppFixtures {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file of Fixtures/real.
    static func real(_ name: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent("Fixtures/real/\(name)"), encoding: .utf8)) ?? ""
    }

    static let spec = real("commonmark-spec-0.31.2.md")

    /// The plain render of a full parse and style.
    static func fullRender(_ text: String, theme: Theme, width: Int, options: ParseOptions = .init()) -> String {
        let document = Document(parsing: text, options: options)
        return PlainRenderer().render(StyledDocument(document: document, theme: theme).layout(width: width))
    }
}

/// A small deterministic generator (SplitMix64), so property tests repeat exactly.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
