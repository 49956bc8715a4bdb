/// One grapheme cluster found in UTF-8 text by ``ClusterScanner``.
struct ScannedCluster {
    /// Its length in UTF-8 bytes.
    var length: Int
    /// Its width in cells, as ``DisplayWidth/of(_:)-(Character)`` gives it.
    var width: Int
    /// The break class of its first scalar.
    var breakClass: BreakClass
    /// The byte when the cluster is a single ASCII byte, else 0.
    var ascii: UInt8
}

/// Splits UTF-8 text into extended grapheme clusters straight from its bytes, with no
/// `String` or `Character`.
///
/// An ASCII byte followed by another ASCII byte (or the end) is a cluster of its own,
/// except CR LF, which is one cluster. Elsewhere scalars are decoded from the bytes and
/// the UAX #29 rules (``GraphemeRules``) decide where each cluster ends, with the
/// Grapheme_Cluster_Break classes from the generated ``WidthTable``. Invalid UTF-8 is read
/// as U+FFFD for each maximal invalid subsequence, as `String(decoding:as:)` reads it.
///
/// ```swift
/// let bytes = Array("e\u{301}中".utf8)
/// bytes.withUnsafeBufferPointer { buffer in
///     ClusterScanner.scan(buffer, table: .shared) { print($0.length, $0.width) }   // 3 1, 3 2
/// }
/// ```
enum ClusterScanner {
    /// Calls `body` with each cluster of `bytes`, in order.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, table: WidthTable, _ body: (ScannedCluster) -> Void) {
        let count = bytes.count
        var index = 0
        let asciiClasses = table.asciiBreakClasses
        while index < count {
            let byte = bytes[index]
            let nextIsASCII = index + 1 == count || bytes[index + 1] < 0x80
            if byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A {
                body(ScannedCluster(length: 2, width: 2, breakClass: .mandatory, ascii: 0x0A))
                index += 2
            } else if byte < 0x80 && nextIsASCII {
                body(ScannedCluster(length: 1, width: 1, breakClass: asciiClasses[Int(byte)], ascii: byte))
                index += 1
            } else {
                index = scanScalars(bytes, from: index, table: table, body)
            }
        }
    }

    /// Calls `body` with the clusters from `start` on, scalar by scalar, until a cluster
    /// ends before an ASCII byte that the fast path can take; returns where it stopped.
    private static func scanScalars(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, table: WidthTable, _ body: (ScannedCluster) -> Void
    ) -> Int {
        let count = bytes.count
        var clusterStart = start
        var (first, firstLength) = UTF8Scalar.decode(bytes, at: start)
        while true {
            let firstEntry = table.entry(first)
            var rules = GraphemeRules(first: firstEntry)
            var width = ClusterWidth(first: WidthClass(rawValue: UInt8(firstEntry & 7))!)
            var end = clusterStart + firstLength
            var next: UInt32 = 0
            var nextLength = 0
            while end < count {
                (next, nextLength) = UTF8Scalar.decode(bytes, at: end)
                let entry = table.entry(next)
                guard rules.continues(with: entry) else { break }
                width.add(next, WidthClass(rawValue: UInt8(entry & 7))!)
                end += nextLength
                nextLength = 0
            }
            let length = end - clusterStart
            let ascii: UInt8 = first < 0x80 && length == 1 ? UInt8(first) : 0
            body(
                ScannedCluster(
                    length: length, width: ascii != 0 ? 1 : width.width,
                    breakClass: BreakClass(rawValue: UInt8(firstEntry >> 3 & 7))!, ascii: ascii))
            // Stop at the end, or before an ASCII byte followed by ASCII (or the end).
            if nextLength == 0 || next < 0x80 && (end + 1 == count || bytes[end + 1] < 0x80) {
                return end
            }
            clusterStart = end
            (first, firstLength) = (next, nextLength)
        }
    }
}

/// Decodes one scalar from UTF-8 bytes.
enum UTF8Scalar {
    /// The scalar at `index` and its length in bytes; U+FFFD and the length of the maximal
    /// invalid subsequence (1-3 bytes) when the bytes there are not valid UTF-8.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        let count = bytes.count
        let (length, lower, upper): (Int, UInt8, UInt8) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80, 0xBF)
            case 0xE0: (3, 0xA0, 0xBF)
            case 0xED: (3, 0x80, 0x9F)
            case 0xE1...0xEF: (3, 0x80, 0xBF)
            case 0xF0: (4, 0x90, 0xBF)
            case 0xF4: (4, 0x80, 0x8F)
            case 0xF1...0xF3: (4, 0x80, 0xBF)
            default: (0, 0, 0)
            }
        guard length > 0, index + 1 < count, (lower...upper).contains(bytes[index + 1]) else { return (0xFFFD, 1) }
        var value = lead & (0x7F >> UInt32(length))
        value = value << 6 | UInt32(bytes[index + 1] & 0x3F)
        var position = 2
        while position < length {
            guard index + position < count, bytes[index + position] & 0xC0 == 0x80 else { return (0xFFFD, position) }
            value = value << 6 | UInt32(bytes[index + position] & 0x3F)
            position += 1
        }
        return (value, length)
    }
}
