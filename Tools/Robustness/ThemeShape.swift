import CMarkSwift

/// A hostile theme file: a name and a generator of JSON of about a given size, for the
/// theme-loading door (`Theme(json:name:)`), which reads files a user or an app was handed.
///
/// ```swift
/// let shape = ThemeShape.all[0]
/// let seconds = ThemeShape.loadTime(shape.generate(size: 1 << 20))
/// ```
package struct ThemeShape: Sendable {
    /// A short, stable name (`theme-custom-keys`, …).
    package let name: String
    /// What the shape stresses, in a few words.
    package let summary: String
    let make: @Sendable (_ size: Int) -> [UInt8]

    init(_ name: String, _ summary: String, _ make: @escaping @Sendable (_ size: Int) -> [UInt8]) {
        self.name = name
        self.summary = summary
        self.make = make
    }

    /// About `size` bytes of the shape's JSON (at least a few members).
    package func generate(size: Int) -> [UInt8] { make(max(size, 64)) }

    /// Every theme shape, in the order the adversarial table lists them.
    package static let all: [ThemeShape] = [
        ThemeShape("theme-custom-keys", #"{"custom": {"s1": {}, "s2": {}, …}}: one object, many keys"#) {
            members(size: $0, open: #"{"custom": {"#, close: "}}\n") { #""s\#($0)": {}"# }
        },
        ThemeShape("theme-custom-styles", ##"{"custom": {"s1": {"foreground": "#ff8800", "bold": true, …}, …}}"##) {
            members(size: $0, open: #"{"custom": {"#, close: "}}\n") {
                ##""s\##($0)": {"foreground": "#ff8800", "background": 236, "bold": true, "underline": false}"##
            }
        },
        ThemeShape("theme-unknown-keys", #"{"k1": 1, "k2": 1, …}: every key unknown (an error)"#) {
            members(size: $0, open: "{", close: "}\n") { #""k\#($0)": 1"# }
        },
        ThemeShape("theme-deep-arrays", #"{"custom": [[[[…]]]]}: nesting as deep as the size"#) { size in
            let depth = max(1, (size - 16) / 2)
            return Array(#"{"custom": "#.utf8) + Array(repeating: UInt8(ascii: "["), count: depth)
                + Array(repeating: UInt8(ascii: "]"), count: depth) + Array("}\n".utf8)
        },
        ThemeShape("theme-long-string", #"{"code": {"prefix": "xxxx…"}}: one string as long as the size"#) {
            Array(#"{"code": {"prefix": ""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: max(1, $0 - 28))
                + Array("\"}}\n".utf8)
        },
        ThemeShape("theme-escapes", #"{"code": {"prefix": "\u00e9\u00e9…"}}: escapes throughout"#) {
            Array(#"{"code": {"prefix": ""#.utf8) + Build.repeated(#"\u00e9"#, size: max(6, $0 - 28), tail: "\"}}\n")
        },
    ]

    /// `{open}member(1), member(2), …{close}` of about `size` bytes.
    static func members(size: Int, open: String, close: String, member: (Int) -> String) -> [UInt8] {
        var bytes = Array(open.utf8)
        bytes.reserveCapacity(size + 128)
        var n = 0
        while bytes.count < size - close.utf8.count {
            n += 1
            if n > 1 { bytes.append(contentsOf: ", ".utf8) }
            bytes.append(contentsOf: member(n).utf8)
        }
        return bytes + Array(close.utf8)
    }
}
