/// The one allow-list for link destinations that leave the document: snapshot `href`s, OSC 8
/// hyperlinks and the viewer's `--open` all ask ``isAllowed(_:)``.
///
/// The scheme is found the way a browser's URL parser finds it (WHATWG URL, "scheme start"
/// and "scheme" states), on Unicode scalars, never on `Character`s: a combining mark after
/// the colon (`javascript:\u{301}`) joins the colon into one `Character` but not into one
/// scalar. Leading C0 controls and spaces are skipped, tabs and newlines anywhere are
/// dropped, and the letters before the first `:` are lowercased as ASCII. A destination with
/// no scheme (`docs/guide.md`, `#usage`, `//host/path`) is relative and allowed.
///
/// ```swift
/// URLScheme.isAllowed("https://example.com")      // true
/// URLScheme.isAllowed(" JaVa\tScRiPt:alert(1)")   // false: the scheme is "javascript"
/// URLScheme.isAllowed("guide.md#setup")           // true: relative
/// ```
public enum URLScheme {
    /// The schemes a link may have: `http`, `https` and `mailto`.
    public static let allowed: Set<String> = ["http", "https", "mailto"]

    /// Whether `url` is relative or has one of the ``allowed`` schemes.
    public static func isAllowed(_ url: some StringProtocol) -> Bool {
        guard let scheme = scheme(of: url) else { return true }
        return allowed.contains(scheme)
    }

    /// The scheme of `url`, lowercased, as a browser reads it; `nil` for a relative reference.
    ///
    /// ```swift
    /// URLScheme.scheme(of: "\u{1}MAILTO:me@example.com")  // "mailto"
    /// URLScheme.scheme(of: "a/b:c")                       // nil: `/` comes before the colon
    /// ```
    public static func scheme(of url: some StringProtocol) -> String? {
        var scheme = ""
        var started = false
        for scalar in url.unicodeScalars {
            let value = scalar.value
            if value == 0x09 || value == 0x0A || value == 0x0D { continue }
            if !started {
                if value <= 0x20 { continue }  // leading C0 controls and spaces
                started = true
                guard isASCIILetter(value) else { return nil }
            }
            if value == 0x3A { return scheme.isEmpty ? nil : scheme }
            guard isASCIILetter(value) || (0x30...0x39).contains(value) || value == 0x2B || value == 0x2D || value == 0x2E else {
                return nil
            }
            scheme.unicodeScalars.append(Unicode.Scalar(UInt8(value) | (isASCIILetter(value) ? 0x20 : 0)))
        }
        return nil
    }

    private static func isASCIILetter(_ value: UInt32) -> Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }
}
