/// Command-line arguments as strings that keep every byte, so that a file whose name is
/// not valid UTF-8 (`doc\xff.md`) can still be opened.
///
/// Each byte of an argument that is not part of a valid UTF-8 sequence is kept as a
/// private-use scalar, U+10FF00 plus the byte (the idea of Python's "surrogateescape"):
/// ``bytes(of:)`` gives the original bytes back to open(2), and ``display(_:)`` shows each
/// such byte as U+FFFD in messages. A valid name is unchanged.
///
/// ```swift
/// let path = FileName.argument(Array("doc\u{FF}.md".utf8))   // valid: unchanged
/// let fd = FileName.bytes(of: path).withUnsafeBufferPointer { open($0.baseAddress!, O_RDONLY) }
/// ```
enum FileName {
    /// The first scalar of the escapes: byte `b` (0x80...0xFF) is `escapeBase + b`.
    private static let escapeBase: UInt32 = 0x10_FF00

    /// An argument's bytes as a string, invalid bytes escaped.
    static func argument(_ bytes: [UInt8]) -> String {
        var result = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<(offset + length)] {
                    result.unicodeScalars.append(Unicode.Scalar(escapeBase + UInt32(byte))!)
                }
                offset += length
            case .emptyInput:
                return result
            }
        }
    }

    /// The process's arguments after the program name, from `argv` itself.
    static var commandLineArguments: [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
            var bytes: [UInt8] = []
            var cursor = pointer
            while cursor.pointee != 0 {
                bytes.append(UInt8(bitPattern: cursor.pointee))
                cursor += 1
            }
            return argument(bytes)
        }
    }

    /// The bytes the name stands for, NUL-terminated, for open(2) and friends.
    static func bytes(of path: String) -> [CChar] {
        var result: [CChar] = []
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                result.append(CChar(bitPattern: byte))
            } else {
                result += String(scalar).utf8.map { CChar(bitPattern: $0) }
            }
        }
        return result + [0]
    }

    /// The name to show: every escaped byte as U+FFFD (messages are sanitized besides).
    static func display(_ path: String) -> String {
        var result = ""
        for scalar in path.unicodeScalars {
            result.unicodeScalars.append(escapedByte(scalar) == nil ? scalar : "\u{FFFD}")
        }
        return result
    }

    /// `'name'`, shown.
    static func quoted(_ path: String) -> String {
        "'\(display(path))'"
    }

    private static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        (escapeBase + 0x80...escapeBase + 0xFF).contains(scalar.value) ? UInt8(scalar.value - escapeBase) : nil
    }
}
