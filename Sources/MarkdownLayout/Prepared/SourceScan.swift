import MarkdownTree

/// Byte-level questions about Markdown source that incremental updates ask: lines, and
/// whether text may hold a link reference or footnote definition.
package enum SourceScan {
    /// The number of line breaks (`\n`, `\r\n` or a lone `\r`) in `bytes`.
    package static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        var i = range.lowerBound
        while i < range.upperBound {
            let byte = bytes[i]
            if byte == 0x0A {
                count += 1
            } else if byte == 0x0D {
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
                count += 1
            }
            i += 1
        }
        return count
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

    /// Whether some line of `bytes` starts (after spaces, `>` and list markers) with `[` and
    /// a `]:` follows: a possible link reference or footnote definition.
    package static func mayDefineReference(_ bytes: ArraySlice<UInt8>) -> Bool {
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
                if j < bytes.endIndex && bytes[j] == 0x5B, hasDefinitionColon(bytes[(j + 1)...]) { return true }
                i = j
                continue
            }
            i += 1
        }
        return false
    }

    /// Whether `]:` occurs in `bytes`.
    private static func hasDefinitionColon(_ bytes: ArraySlice<UInt8>) -> Bool {
        var i = bytes.startIndex
        while i + 1 < bytes.endIndex {
            if bytes[i] == 0x5D && bytes[i + 1] == 0x3A { return true }
            i += 1
        }
        return false
    }
}
