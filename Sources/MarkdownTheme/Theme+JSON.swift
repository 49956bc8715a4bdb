#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Theme {
    /// The theme as a theme file: pretty-printed JSON with sorted keys, listing only the
    /// fields that are set. Decoding it gives this theme back.
    ///
    /// ```swift
    /// print(Theme.dark.jsonText)  // start a theme of your own from the default
    /// ```
    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Themes hold strings, booleans and integers only, which always encode.
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
