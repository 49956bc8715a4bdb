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

/// Splits UTF-8 text into grapheme clusters, a byte at a time through ASCII.
///
/// An ASCII byte followed by another ASCII byte (or the end) is a cluster of its own,
/// except CR LF, which is one cluster. Everything else is handled in stretches that
/// start and end on cluster boundaries: from the last ASCII byte before non-ASCII text
/// (it may be a base that a combining mark extends) through the first ASCII byte that
/// is followed by ASCII again (a prepended sign may extend into it). Only those
/// stretches are decoded into a `String`, whose `Character`s are the clusters.
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
                let end = stretchEnd(bytes, from: index)
                scanStretch(UnsafeBufferPointer(rebasing: bytes[index..<end]), table: table, body)
                index = end
            }
        }
    }

    /// The end of the non-ASCII stretch that starts at `start`: just past the first
    /// ASCII byte that is followed by ASCII or the end (and past LF after CR).
    private static func stretchEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = bytes.count
        var index = start + 1
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte < 0x80 && (index == count || bytes[index] < 0x80) {
                if byte == 0x0D && index < count && bytes[index] == 0x0A { index += 1 }
                return index
            }
        }
        return count
    }

    /// Calls `body` with each cluster of a stretch that starts and ends on cluster boundaries.
    private static func scanStretch(_ bytes: UnsafeBufferPointer<UInt8>, table: WidthTable, _ body: (ScannedCluster) -> Void) {
        let text = String(decoding: bytes, as: UTF8.self)
        for character in text {
            let scalars = character.unicodeScalars
            let first = scalars.first!.value
            let length = character.utf8.count
            let isASCII = first < 0x80 && length == 1
            body(
                ScannedCluster(
                    length: length,
                    width: character.asciiValue != nil ? length : DisplayWidth.clusterWidth(scalars, table: table),
                    breakClass: table.breakClass(first),
                    ascii: isASCII ? UInt8(first) : 0))
        }
    }
}
