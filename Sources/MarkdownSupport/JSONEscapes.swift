// Internals shared by the parser and theme modules, in a target of their own so that the
// theme module depends on nothing of the parser. Not a product: everything here is `package`.

/// Whether JSON this package writes shows `scalar` as a `\u` escape rather than raw: the
/// C0 controls and DEL, the C1 controls (U+0080...U+009F, U+0085 and the CSI U+009B among
/// them: xterm acts on them raw), and U+2028/U+2029 (line ends to JavaScript and to some
/// terminals). The one list for `ast --json` and theme files alike.
package func jsonEscapes(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
}

/// `scalar` (in the Basic Multilingual Plane) as `\uXXXX`, lowercase hex.
package func jsonEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
