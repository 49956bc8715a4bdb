import MarkdownTree

/// Byte-level questions about Markdown source that incremental updates ask: lines, and
/// whether text may hold a link reference definition or take part in footnotes.
package enum SourceScan {
    /// The number of line breaks (`\n`, `\r\n` or a lone `\r`) in `bytes`: newlines counted
    /// a word at a time, carriage returns looked at only when there are any.
    package static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var newlines = 0
        var returns = 0
        var i = range.lowerBound
        let words = UnsafeRawBufferPointer(bytes)
        while i + 8 <= range.upperBound {
            let word = words.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            newlines &+= zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
            returns &+= zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
            i += 8
        }
        while i < range.upperBound {
            newlines &+= bytes[i] == 0x0A ? 1 : 0
            returns &+= bytes[i] == 0x0D ? 1 : 0
            i += 1
        }
        guard returns > 0 else { return newlines }
        // A `\r\n` is one break; a `\n` after the range's last `\r` is outside it.
        var pairs = 0
        for i in range where bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A {
            pairs += i + 1 < range.upperBound ? 1 : 0
        }
        return newlines + returns - pairs
    }

    /// The number of zero bytes in `word`, exactly (no carry from one byte to the next: the
    /// low seven bits are added apart from the high one).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> Int {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let nonZero = ((word & low) &+ low) | word
        return (~nonZero & ~low).nonzeroBitCount
    }

    /// The number of bytes at the start of `a` and `b` that are equal (8 compared at once).
    package static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let count = min(a.count, b.count)
        let wordsA = UnsafeRawBufferPointer(a)
        let wordsB = UnsafeRawBufferPointer(b)
        var i = 0
        while i + 8 <= count
            && wordsA.loadUnaligned(fromByteOffset: i, as: UInt64.self) == wordsB.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        {
            i += 8
        }
        while i < count && a[i] == b[i] { i += 1 }
        return i
    }

    /// The number of bytes at the end of `a` and `b`, at most `limit`, that are equal.
    package static func commonSuffix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        let wordsA = UnsafeRawBufferPointer(a)
        let wordsB = UnsafeRawBufferPointer(b)
        var n = 0
        while n + 8 <= limit
            && wordsA.loadUnaligned(fromByteOffset: a.count - n - 8, as: UInt64.self)
                == wordsB.loadUnaligned(fromByteOffset: b.count - n - 8, as: UInt64.self)
        {
            n += 8
        }
        while n < limit && a[a.count - 1 - n] == b[b.count - 1 - n] { n += 1 }
        return n
    }

    /// The offset where the line after the one holding `offset` starts (or the end).
    package static func nextLineStart(in bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int {
        var i = offset
        while i < bytes.count {
            if bytes[i] == 0x0A { return i + 1 }
            if bytes[i] == 0x0D { return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1 }
            i += 1
        }
        return bytes.count
    }

    /// The offset where 1-based line `target` starts (the end for a line past the last),
    /// walked to from `offset`, which is on line `line`: the cost is the lines between.
    package static func lineStart(_ target: Int, in bytes: UnsafeBufferPointer<UInt8>, from offset: Int, onLine line: Int) -> Int {
        var i = min(offset, bytes.count)
        var current = line
        // Back to the start of the line, then over the line breaks above it.
        while true {
            while i > 0 && bytes[i - 1] != 0x0A && bytes[i - 1] != 0x0D { i -= 1 }
            if current <= target || i == 0 { break }
            i -= 1
            if i > 0 && bytes[i] == 0x0A && bytes[i - 1] == 0x0D { i -= 1 }
            current -= 1
        }
        while current < target && i < bytes.count {
            i = nextLineStart(in: bytes, after: i)
            current += 1
        }
        return i
    }

    /// Whether the line starting at `offset` has only spaces and tabs.
    package static func isBlankLine(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var i = offset
        while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        return i == bytes.count || bytes[i] == 0x0A || bytes[i] == 0x0D
    }

    /// Where cmark ends the root of a text of `lines` lines whose bytes are `bytes`: on its
    /// last line, after the line's bytes (its line break left out, a NUL counted as the
    /// three bytes of the U+FFFD cmark reads it as).
    package static func endOfText(_ bytes: UnsafeBufferPointer<UInt8>, lines: Int) -> SourceLocation {
        var end = bytes.count
        if end > 0 && bytes[end - 1] == 0x0A { end -= 1 }
        if end > 0 && bytes[end - 1] == 0x0D { end -= 1 }
        var column = 0
        var i = end
        while i > 0 && bytes[i - 1] != 0x0A && bytes[i - 1] != 0x0D {
            i -= 1
            column += bytes[i] == 0 ? 3 : 1
        }
        return SourceLocation(line: lines, column: column)
    }

    /// Whether `bytes` hold `]:`, which every link reference definition has: text without
    /// one defines nothing.
    package static func holdsDefinitionColon(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        holds(0x5D, 0x3A, in: bytes)
    }

    /// Whether `bytes` hold `[^`, which may be a footnote reference or definition.
    package static func mayTakePartInFootnotes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        holds(0x5B, 0x5E, in: bytes)
    }

    /// Whether `first` followed by `second` is somewhere in `bytes`.
    private static func holds(_ first: UInt8, _ second: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == first && bytes[i + 1] == second { return true }
            i += 1
        }
        return false
    }

    /// Whether some line of `bytes` starts (after spaces, `>` and list markers) with `[` and
    /// a `]:` follows: a link reference or footnote definition may start on it, in a quote or
    /// list item too. Stricter than ``holdsDefinitionColon(_:)``, which any `]:` satisfies.
    package static func someLineMayStartDefinition(_ bytes: ArraySlice<UInt8>) -> Bool {
        var i = bytes.startIndex
        var lineStart = true
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte == 0x0A || byte == 0x0D {
                lineStart = true
                i += 1
                continue
            }
            if lineStart {
                lineStart = false
                var j = i
                while j < bytes.endIndex {
                    let c = bytes[j]
                    if c == 0x20 || c == 0x09 || c == 0x3E || c == 0x2D || c == 0x2B || c == 0x2A || c == 0x2E || c == 0x29
                        || (c >= 0x30 && c <= 0x39)
                    {
                        j += 1
                    } else {
                        break
                    }
                }
                if j < bytes.endIndex && bytes[j] == 0x5B, bytes[(j + 1)...].withUnsafeBufferPointer(holdsDefinitionColon) { return true }
                i = j
                continue
            }
            i += 1
        }
        return false
    }

    /// Whether `line` starts as a link reference definition does: `[label]:` after at most
    /// three spaces. Not `[^label]:`: a footnote definition that nothing references parses to
    /// nothing, as a link definition does, but carrying it before later text as one would
    /// put every footnote before every later parse. Prepared updates and the streaming
    /// renderer both find the definitions they carry with it.
    package static func looksLikeDefinition(_ line: ArraySlice<UInt8>) -> Bool {
        var i = line.startIndex
        while i < line.endIndex && line[i] == 0x20 && i - line.startIndex < 4 { i += 1 }
        guard i - line.startIndex <= 3, i + 1 < line.endIndex, line[i] == UInt8(ascii: "["), line[i + 1] != UInt8(ascii: "^"),
            let close = line[i...].firstIndex(of: UInt8(ascii: "]")), close + 1 < line.endIndex
        else { return false }
        return line[close + 1] == UInt8(ascii: ":")
    }
}
