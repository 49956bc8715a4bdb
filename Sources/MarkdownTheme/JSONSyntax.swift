/// A strict JSON syntax check that reports where the text goes wrong (line and column),
/// and finds where a key path starts, so that a bad value can be reported at its line too.
/// Iterative: nesting depth costs heap, not stack, and is limited. Linear in the text: each
/// open object's keys (for duplicates) are one set, grown in place.
struct JSONSyntax {
    /// A syntax error: where, and what was expected there.
    struct Failure: Error, Hashable {
        var offset: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    /// The key path (as ``ThemeError`` spells it) whose offset is sought, and where it starts.
    private let target: String?
    private var found: Int?

    static let maximumDepth = 512

    private enum Frame {
        case object(path: String)
        case array(path: String, count: Int)
    }

    private init(_ bytes: [UInt8], target: String?) {
        self.bytes = bytes
        self.target = target
    }

    /// Checks `bytes`; throws the first syntax error.
    static func check(_ bytes: [UInt8]) throws(Failure) {
        var syntax = JSONSyntax(bytes, target: nil)
        try syntax.check()
    }

    /// The byte offset where the value at `keyPath` (its key, or an array element) starts
    /// in well-formed `bytes`: looked for only when a value is reported, so a theme that
    /// loads keeps no table of its keys.
    static func offset(of keyPath: String, in bytes: [UInt8]) -> Int? {
        var syntax = JSONSyntax(bytes, target: keyPath)
        try? syntax.check()
        return syntax.found
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8]) -> ThemeError.Position {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return ThemeError.Position(line: line, column: column)
    }

    /// Throws at the first byte that is not part of valid UTF-8.
    private static func validateUTF8(_ bytes: [UInt8]) throws(Failure) {
        // The standard library's check is the fast path; the scan below only finds the place.
        if String(validating: bytes, as: UTF8.self) != nil { return }
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return
            case .error:
                throw Failure(offset: offset, message: "not UTF-8 text; save the theme as UTF-8")
            }
        }
    }

    private mutating func check() throws(Failure) {
        try JSONSyntax.validateUTF8(bytes)
        var stack: [Frame] = []
        // The keys of each open object, innermost last.
        var keys: [Set<[UInt8]>] = []
        var path = ""
        skipSpace()
        if index < bytes.count, bytes[index] == 0xEF {
            throw Failure(offset: index, message: "the file starts with a byte order mark; save it as UTF-8 without one")
        }
        while true {
            // A value at `path`.
            guard index < bytes.count else { throw fail("unexpected end of file; expected a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard stack.count < JSONSyntax.maximumDepth else { throw fail("nested deeper than \(JSONSyntax.maximumDepth) levels") }
                index += 1
                skipSpace()
                if peek(UInt8(ascii: "}")) {
                    index += 1
                } else {
                    stack.append(.object(path: path))
                    keys.append([])
                    path = try member(of: path, keys: &keys[keys.count - 1])
                    continue
                }
            case UInt8(ascii: "["):
                guard stack.count < JSONSyntax.maximumDepth else { throw fail("nested deeper than \(JSONSyntax.maximumDepth) levels") }
                index += 1
                skipSpace()
                if peek(UInt8(ascii: "]")) {
                    index += 1
                } else {
                    stack.append(.array(path: path, count: 1))
                    path += "[0]"
                    note(path)
                    continue
                }
            case UInt8(ascii: "\""):
                _ = try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number()
            case UInt8(ascii: "t"):
                try literal("true")
            case UInt8(ascii: "f"):
                try literal("false")
            case UInt8(ascii: "n"):
                try literal("null")
            default:
                throw fail("expected a value (a string in double quotes, a number, true, false, null, an object or an array)")
            }
            // After a value: close containers, or move to the next member.
            while true {
                skipSpace()
                guard let frame = stack.last else {
                    guard index == bytes.count else { throw fail("unexpected text after the end of the theme object") }
                    return
                }
                guard index < bytes.count else { throw fail("unexpected end of file; a '{' or '[' is not closed") }
                let byte = bytes[index]
                switch frame {
                case .object(let parent):
                    if byte == UInt8(ascii: "}") {
                        index += 1
                        stack.removeLast()
                        keys.removeLast()
                        path = parent
                        continue
                    }
                    guard byte == UInt8(ascii: ",") else { throw fail("expected ',' or '}' after an object's value") }
                    index += 1
                    skipSpace()
                    path = try member(of: parent, keys: &keys[keys.count - 1])
                case .array(let parent, let count):
                    if byte == UInt8(ascii: "]") {
                        index += 1
                        stack.removeLast()
                        path = parent
                        continue
                    }
                    guard byte == UInt8(ascii: ",") else { throw fail("expected ',' or ']' after an array's element") }
                    index += 1
                    skipSpace()
                    if peek(UInt8(ascii: "]")) { throw fail("trailing comma before ']'") }
                    stack[stack.count - 1] = .array(path: parent, count: count + 1)
                    path = parent + "[\(count)]"
                    note(path)
                }
                break
            }
        }
    }

    /// Reads `"key":` of the object at `parent`, whose keys so far are `keys`; returns the
    /// member's path.
    private mutating func member(of parent: String, keys: inout Set<[UInt8]>) throws(Failure) -> String {
        if peek(UInt8(ascii: "}")) { throw fail("trailing comma before '}'") }
        guard peek(UInt8(ascii: "\"")) else { throw fail("expected a key in double quotes") }
        let start = index
        let key = try string()
        let name = String(decoding: key, as: UTF8.self)
        guard keys.insert(key).inserted else {
            index = start
            throw fail("duplicate key \"\(name)\"")
        }
        let path = parent.isEmpty ? name : parent + "." + name
        note(path, at: start)
        skipSpace()
        guard peek(UInt8(ascii: ":")) else { throw fail("expected ':' after a key") }
        index += 1
        skipSpace()
        return path
    }

    /// Remembers `offset` (the current index by default) when `path` is the one sought.
    private mutating func note(_ path: String, at offset: Int? = nil) {
        if found == nil, path == target { found = offset ?? index }
    }

    /// Reads a string starting at its opening quote; returns its raw bytes.
    private mutating func string() throws(Failure) -> [UInt8] {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return Array(bytes[start..<(index - 1)])
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 1
                case UInt8(ascii: "u"):
                    let digits = bytes[(index + 1)..<min(index + 5, bytes.count)]
                    guard digits.count == 4, digits.allSatisfy({ Character(UnicodeScalar($0)).isHexDigit }) else {
                        throw fail("expected four hex digits after \\u")
                    }
                    index += 5
                default:
                    throw fail("unknown escape; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX")
                }
            case 0..<0x20:
                throw fail("control character in a string; write it as an escape such as \\n or \\t")
            default:
                index += 1
            }
        }
        throw Failure(offset: start - 1, message: "string not closed")
    }

    private mutating func number() throws(Failure) {
        if peek(UInt8(ascii: "-")) { index += 1 }
        let start = index
        guard digits() > 0 else { throw fail("expected a digit") }
        if bytes[start] == UInt8(ascii: "0"), index - start > 1 {
            throw Failure(offset: start, message: "numbers cannot start with 0")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw fail("expected a digit after '.'") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw fail("expected a digit in the exponent") }
        }
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else {
            throw fail("expected a value (strings need double quotes; the literals are true, false and null)")
        }
        index += expected.count
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func fail(_ message: String) -> Failure {
        Failure(offset: index, message: message)
    }
}
