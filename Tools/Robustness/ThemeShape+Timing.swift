import CMarkSwift
import MarkdownSupport

// The theme shapes' timing (`make adversarial`): apart from the shapes, since it reads files
// through the package's `RegularFile`, which the fuzz package (Fuzz/, a package of its own
// that builds Tools/Robustness again) cannot see.
extension ThemeShape {
    /// The median time in seconds of `repeats` loads of `json` as a theme, and the first
    /// words of the error when it is refused (nil when it loads).
    package static func loadTime(_ json: [UInt8], repeats: Int = 5) -> (seconds: Double, error: String?) {
        var refusal: String?
        let seconds = AdversarialTiming.median(repeats) {
            do {
                _ = try Theme(json: json, name: "hostile.json")
                refusal = nil
            } catch {
                refusal = "\(error)"
            }
        }
        return (seconds, refusal.map { String($0.prefix(90)) })
    }

    /// The yardstick: loading the built-in themes' files (Themes/*.json, run from the
    /// package's root) one after another, in seconds per byte; nil when none can be read.
    package static func realSecondsPerByte(repeats: Int = 5) -> Double? {
        var themes: [[UInt8]] = []
        for name in ["ascii", "dark", "dracula", "light", "plain"] {
            guard case .success(let bytes) = RegularFile.read("Themes/\(name).json", limit: 4 << 20) else { continue }
            themes.append(bytes)
        }
        guard !themes.isEmpty else { return nil }
        // Enough rounds that a run takes milliseconds, not microseconds.
        let rounds = 40
        let total = themes.reduce(0) { $0 + $1.count } * rounds
        let seconds = AdversarialTiming.median(repeats) {
            for _ in 0..<rounds {
                for json in themes { _ = try? Theme(json: json, name: "real.json") }
            }
        }
        return seconds / Double(total)
    }
}
