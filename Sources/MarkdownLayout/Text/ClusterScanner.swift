import MarkdownTree

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
        let asciiClasses = table.asciiBreakClasses
        scan(bytes, table: table) { stretch in
            for index in stretch {
                let byte = bytes[index]
                body(ScannedCluster(length: 1, width: 1, breakClass: asciiClasses[Int(byte)], ascii: byte))
            }
        } cluster: {
            body($0)
        }
    }

    /// Calls `ascii` with each stretch of ASCII bytes that are clusters of one byte each
    /// (no CR LF, none followed by a mark), and `cluster` with each other cluster, in order.
    ///
    /// Most text is such stretches, which a caller can take a byte at a time with no
    /// per-cluster call.
    @inline(__always)
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, table: WidthTable, ascii: (Range<Int>) -> Void, cluster: (ScannedCluster) -> Void
    ) {
        let count = bytes.count
        var index = 0
        while index < count {
            var end = index
            // A byte below 0x80 followed by one (or by the end) is a cluster, except CR LF.
            while end < count && bytes[end] < 0x80 {
                let next = end + 1 < count ? bytes[end + 1] : 0
                if next >= 0x80 || bytes[end] == 0x0D && next == 0x0A { break }
                end += 1
            }
            if end > index {
                ascii(index..<end)
                index = end
            } else if bytes[index] == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A {
                cluster(ScannedCluster(length: 2, width: 2, breakClass: .mandatory, ascii: 0x0A))
                index += 2
            } else {
                index = scanScalars(bytes, from: index, table: table, cluster)
            }
        }
    }

    /// The end of the cluster that starts at `index` (a cluster boundary), by the same rules
    /// as ``scan(_:table:_:)``.
    static func end(ofClusterAt index: Int, in bytes: UnsafeBufferPointer<UInt8>, table: WidthTable) -> Int {
        let (first, firstLength) = UTF8Scalar.decode(bytes, at: index)
        var rules = GraphemeRules(first: table.entry(first))
        var end = index + firstLength
        while end < bytes.count {
            let (next, length) = UTF8Scalar.decode(bytes, at: end)
            guard rules.continues(with: table.entry(next)) else { break }
            end += length
        }
        return end
    }

    /// Calls `body` with the clusters from `start` on, scalar by scalar, until a cluster
    /// ends before an ASCII byte that the fast path can take; returns where it stopped.
    private static func scanScalars(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, table: WidthTable, _ body: (ScannedCluster) -> Void
    ) -> Int {
        let count = bytes.count
        var clusterStart = start
        var (first, firstLength) = UTF8Scalar.decode(bytes, at: start)
        var firstEntry = table.entry(first)
        while true {
            var end = clusterStart + firstLength
            var (next, nextLength, nextEntry): (UInt32, Int, UInt16) = (0, 0, 0)
            if end < count {
                (next, nextLength) = UTF8Scalar.decode(bytes, at: end)
                nextEntry = table.entry(next)
            }
            let firstWidth = WidthClass.of(firstEntry)
            var width = firstWidth.baseWidth
            // Most clusters are one scalar of class Other (a letter, an ideograph) that no
            // mark, joiner or spacing mark follows: no rule needs to run for them.
            if nextLength != 0 && !(GraphemeRules.isOther(firstEntry) && !GraphemeRules.extendsAny(nextEntry)) {
                var rules = GraphemeRules(first: firstEntry)
                var cluster = ClusterWidth(first: firstWidth)
                while nextLength != 0 && rules.continues(with: nextEntry) {
                    cluster.add(next, WidthClass.of(nextEntry))
                    end += nextLength
                    (next, nextLength, nextEntry) = (0, 0, 0)
                    if end < count {
                        (next, nextLength) = UTF8Scalar.decode(bytes, at: end)
                        nextEntry = table.entry(next)
                    }
                }
                width = cluster.width
            }
            let length = end - clusterStart
            let ascii: UInt8 = first < 0x80 && length == 1 ? UInt8(first) : 0
            body(ScannedCluster(length: length, width: ascii != 0 ? 1 : width, breakClass: BreakClass.of(firstEntry), ascii: ascii))
            // Stop at the end, or before an ASCII byte followed by ASCII (or the end).
            if nextLength == 0 || next < 0x80 && (end + 1 == count || bytes[end + 1] < 0x80) {
                return end
            }
            clusterStart = end
            (first, firstLength, firstEntry) = (next, nextLength, nextEntry)
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
        let (length, lower, upper) = UTF8Repair.expectation(ofLead: UInt8(lead))
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
