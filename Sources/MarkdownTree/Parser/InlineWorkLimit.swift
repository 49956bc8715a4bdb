/// ``ParseLimits/maximumInlineStepsPerByte``: paragraphs whose links would make cmark-gfm
/// quadratic (see ``InlineWorkScan``) keep their links as text.
///
/// cmark cannot be told to skip one paragraph's links, so the text it reads is changed
/// instead, without changing its length (every source range stays right): each `]` of such
/// a paragraph becomes byte 0xFF, which valid UTF-8 never holds and cmark reads as a letter.
/// No link, image or footnote reference closes there, so nothing walks the delimiters. The
/// byte is put back in the tree's text afterwards. A `]` followed by `:` that closes the
/// first brackets of a line is kept at first (a link reference definition, which other
/// paragraphs may use); if the paragraph is still over the limit with them, they go too.
enum InlineWorkLimit {
    /// What stands for `]` while cmark reads a bounded paragraph.
    static let standIn: UInt8 = 0xFF

    /// A copy of `utf8` with the `]` of each chunk over `limits` replaced, and the note that
    /// says so; nil when no chunk is over (or there is no limit).
    static func bounded(
        _ utf8: UnsafeBufferPointer<UInt8>, limits: ParseLimits, smart: Bool
    ) -> (text: [UInt8], note: LimitNote)? {
        guard limits.maximumInlineStepsPerByte < .max else { return nil }
        // Steps are counted at `]`: without one a chunk takes one step a delimiter run at
        // most, under a byte's allowance.
        if limits.maximumInlineStepsPerByte >= 1, let base = utf8.baseAddress,
            TableScan.find(UInt8(ascii: "]"), in: base, from: 0, to: utf8.count) == utf8.count
        {
            return nil
        }
        let over = InlineWorkScan(utf8: utf8, smart: smart).chunks().filter { chunk in
            limits.inlineSteps(forBytes: chunk.bytes.count).map { chunk.steps > $0 } ?? false
        }
        guard let first = over.first else { return nil }
        var text = Array(utf8)
        text.withUnsafeMutableBufferPointer { text in
            for chunk in over {
                replaceBrackets(in: text, chunk.bytes, keepingDefinitions: true)
                let steps = InlineWorkScan(utf8: UnsafeBufferPointer(text), smart: smart).steps(in: chunk.bytes)
                if let allowed = limits.inlineSteps(forBytes: chunk.bytes.count), steps > allowed {
                    replaceBrackets(in: text, chunk.bytes, keepingDefinitions: false)
                }
            }
        }
        return (text, .linksKeptAsText(line: first.line, paragraphs: over.count, stepsPerByte: limits.maximumInlineStepsPerByte))
    }

    /// Puts back the `]` that ``bounded(_:limits:smart:)`` replaced.
    static func restore(_ storage: inout TreeStorage) {
        storage.bytes.withUnsafeMutableBufferPointer { bytes in
            for i in bytes.indices where bytes[i] == standIn { bytes[i] = UInt8(ascii: "]") }
        }
    }

    /// Replaces every `]` in `range` that is not escaped (as ``InlineWorkScan`` reads
    /// escapes); with `keepingDefinitions`, not the first `]` of a line that starts with
    /// `[` (after indentation, `>` and list markers) when `:` follows it.
    private static func replaceBrackets(in text: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>, keepingDefinitions: Bool) {
        var i = range.lowerBound
        var lineStart = true  // only prefix bytes so far on this line
        var definitionOpen = false  // the line started with `[`, not yet closed
        while i < range.upperBound {
            let byte = text[i]
            if lineStart {
                switch byte {
                case 0x20, 0x09, UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "."),
                    UInt8(ascii: ")"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    i += 1
                    continue
                default:
                    lineStart = false
                    definitionOpen = byte == UInt8(ascii: "[")
                }
            }
            switch byte {
            case UInt8(ascii: "\\"):
                i += 1
            case 0x0A:
                lineStart = true
                definitionOpen = false
            case UInt8(ascii: "]"):
                let isDefinition = definitionOpen && i + 1 < range.upperBound && text[i + 1] == UInt8(ascii: ":")
                if !(keepingDefinitions && isDefinition) { text[i] = standIn }
                definitionOpen = false
            default:
                break
            }
            i += 1
        }
    }
}
