import MarkdownSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Theme {
    /// The theme as a theme file: pretty-printed JSON with sorted keys, listing only the
    /// fields that are set. Decoding it gives this theme back. Controls, C1 included, and
    /// U+2028/U+2029 are written as `\u` escapes, so the text is safe on a terminal.
    ///
    /// ```swift
    /// print(Theme.dark.jsonText)  // start a theme of your own from the default
    /// ```
    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Themes hold strings, booleans and integers only, which always encode.
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        // JSONEncoder escapes C0 only. Outside strings JSON text is ASCII, so every scalar to
        // escape is inside a string, where its `\u` escape means the same.
        var text = ""
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            if jsonEscapes(scalar) && scalar != "\n" {
                text += jsonEscape(scalar)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\n"
    }
}
