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

/// Clusters that follow each other and are alike, found by ``ClusterScanner`` in one go:
/// letters or ideographs of one width and one break class, each one scalar (no mark joins
/// it) except in a stretch of mixed lengths, where a letter after the first may carry marks
/// that leave its width as it is. Most text outside ASCII is such stretches.
struct ScannedStretch {
    /// Its length in UTF-8 bytes.
    var length: Int
    /// The number of clusters (two or more).
    var count: Int
    /// The length in bytes of its first cluster.
    var firstLength: Int
    /// Whether its clusters differ in length (then at most ``ClusterRun/mixedLimit``).
    var hasMixedLengths: Bool
    /// The width of each cluster in cells: 1 or 2.
    var width: Int
    /// The break class of each cluster: ``BreakClass/other`` or ``BreakClass/ideographic``.
    var breakClass: BreakClass
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
        var position = 0
        scan(bytes, table: table) { stretch in
            for index in stretch {
                let byte = bytes[index]
                body(ScannedCluster(length: 1, width: 1, breakClass: asciiClasses[Int(byte)], ascii: byte))
            }
            position = stretch.upperBound
        } letters: { stretch in
            // Each cluster of a stretch of one length is one valid scalar, whose lead byte
            // gives its length; in one of mixed lengths a letter may carry marks.
            let end = position + stretch.length
            while position < end {
                let lead = bytes[position]
                let length =
                    stretch.hasMixedLengths
                    ? ClusterScanner.end(ofClusterAt: position, in: bytes, table: table) - position
                    : lead < 0x80 ? 1 : UTF8Repair.expectation(ofLead: lead).length
                body(ScannedCluster(length: length, width: stretch.width, breakClass: stretch.breakClass, ascii: length == 1 ? lead : 0))
                position += length
            }
        } cluster: {
            body($0)
            position += $0.length
        }
    }

    /// Calls `ascii` with each stretch of ASCII bytes that are clusters of one byte each
    /// (no CR LF, none followed by a mark), `letters` with each ``ScannedStretch`` of like
    /// clusters of one scalar each, and `cluster` with each other cluster, in order.
    ///
    /// Most text is such stretches, which a caller can take a byte at a time, or a
    /// stretch at a time, with no per-cluster call.
    @inline(__always)
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, table: WidthTable, ascii: (Range<Int>) -> Void, letters: (ScannedStretch) -> Void,
        cluster: (ScannedCluster) -> Void
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
                index = scanScalars(bytes, from: index, table: table, letters: letters, cluster)
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

    /// Calls `body` with the clusters from `start` on, scalar by scalar, and `letters` with
    /// each stretch of like one-scalar clusters among them, until a cluster ends before an
    /// ASCII byte that the fast path can take; returns where it stopped.
    private static func scanScalars(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, table: WidthTable, letters: (ScannedStretch) -> Void,
        _ body: (ScannedCluster) -> Void
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
            if (nextLength == 0 || !GraphemeRules.extendsAny(nextEntry)) && Stretch.starts(firstEntry, first)
                && Stretch.isDecoded(first, length: firstLength, at: clusterStart, in: bytes)
            {
                // A letter or ideograph that nothing joins: take the like ones after it.
                var stretch = ScannedStretch(
                    length: firstLength, count: 1, firstLength: firstLength, hasMixedLengths: false,
                    width: WidthClass.of(firstEntry).baseWidth, breakClass: BreakClass.of(firstEntry))
                let key = firstEntry & Stretch.keyMask
                // ASCII letters are taken too, even before more ASCII: among accented letters,
                // handing each pair of them to the byte path cost a return and a new stretch.
                // A stretch of one-byte letters after a longer one has mixed lengths, so it
                // ends after ClusterRun.mixedLimit clusters, and the byte path takes the rest.
                while nextLength != 0 && nextEntry & Stretch.keyMask == key
                    && (next >= 0x80 || Stretch.isAlphanumeric(next))
                    && Stretch.isDecoded(next, length: nextLength, at: end, in: bytes)
                {
                    let after = end + nextLength
                    var (following, followingLength, followingEntry): (UInt32, Int, UInt16) = (0, 0, 0)
                    if after < count {
                        (following, followingLength) = UTF8Scalar.decode(bytes, at: after)
                        followingEntry = table.entry(following)
                    }
                    if followingLength != 0 && GraphemeRules.extendsAny(followingEntry) {
                        // A letter with marks (`e` U+0301): one cluster, taken when it is as wide
                        // as the others. The stretch then has mixed lengths, and its clusters
                        // are found again by the rules, as in any run of mixed lengths.
                        guard stretch.count < Int(ClusterRun.mixedLimit) else { break }
                        var rules = GraphemeRules(first: nextEntry)
                        var cluster = ClusterWidth(first: WidthClass.of(nextEntry))
                        var clusterEnd = after
                        while followingLength != 0 && rules.continues(with: followingEntry) {
                            cluster.add(following, WidthClass.of(followingEntry))
                            clusterEnd += followingLength
                            (following, followingLength, followingEntry) = (0, 0, 0)
                            if clusterEnd < count {
                                (following, followingLength) = UTF8Scalar.decode(bytes, at: clusterEnd)
                                followingEntry = table.entry(following)
                            }
                        }
                        guard cluster.width == stretch.width else { break }
                        stretch.hasMixedLengths = true
                        stretch.count += 1
                        stretch.length += clusterEnd - end
                        end = clusterEnd
                        (next, nextLength, nextEntry) = (following, followingLength, followingEntry)
                        continue
                    }
                    if nextLength != firstLength || stretch.hasMixedLengths {
                        if stretch.count >= Int(ClusterRun.mixedLimit) { break }
                        stretch.hasMixedLengths = true
                    }
                    stretch.count += 1
                    stretch.length += nextLength
                    end = after
                    (next, nextLength, nextEntry) = (following, followingLength, followingEntry)
                }
                if stretch.count > 1 {
                    letters(stretch)
                } else {
                    let ascii: UInt8 = first < 0x80 ? UInt8(first) : 0
                    body(ScannedCluster(length: firstLength, width: stretch.width, breakClass: stretch.breakClass, ascii: ascii))
                }
                if nextLength == 0 || next < 0x80 && (end + 1 == count || bytes[end + 1] < 0x80) {
                    return end
                }
                clusterStart = end
                (first, firstLength, firstEntry) = (next, nextLength, nextEntry)
                continue
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

/// Which scalars ``ClusterScanner`` takes a stretch at a time.
private enum Stretch {
    /// The bits of a ``WidthTable`` entry that like clusters share: width class, break
    /// class and grapheme break class.
    static let keyMask: UInt16 = 0x3FF

    /// Whether a scalar with this entry can be a cluster of a stretch: grapheme break
    /// class Other, one or two cells, a letter or an ideograph to the line breaker, and
    /// not an ASCII sign (which URL breaking looks at byte by byte).
    @inline(__always)
    static func starts(_ entry: UInt16, _ scalar: UInt32) -> Bool {
        let width = WidthClass.of(entry)
        let breakClass = BreakClass.of(entry)
        return GraphemeRules.isOther(entry) && (width == .narrow || width == .wide)
            && (breakClass == .other || breakClass == .ideographic) && (scalar >= 0x80 || isAlphanumeric(scalar))
    }

    /// Whether a decoded scalar is the bytes' own, not the U+FFFD that stands for invalid
    /// UTF-8 (whose length is not its lead byte's): a real U+FFFD is EF BF BD, and an
    /// invalid subsequence of three bytes starts with F0-F4.
    @inline(__always)
    static func isDecoded(_ scalar: UInt32, length: Int, at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        scalar != 0xFFFD || length == 3 && bytes[index] == 0xEF
    }

    /// Whether an ASCII scalar is a letter or a digit.
    @inline(__always)
    static func isAlphanumeric(_ scalar: UInt32) -> Bool {
        scalar &- 0x30 < 10 || (scalar | 0x20) &- 0x61 < 26
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
        return decodeValid(bytes, at: index) ?? decodeOther(bytes, at: index)
    }

    /// The scalar of the valid two- to four-byte sequence at `index` and its length, found
    /// by arithmetic (valid when the continuation bytes are and the value is neither
    /// overlong, a surrogate nor past U+10FFFF); `nil` for anything else (ASCII included).
    @inline(__always)
    static func decodeValid(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let lead = UInt32(bytes[index])
        let count = bytes.count
        if lead & 0xF0 == 0xE0 && index + 2 < count {
            let (second, third) = (UInt32(bytes[index + 1]), UInt32(bytes[index + 2]))
            let value = (lead & 0x0F) << 12 | (second & 0x3F) << 6 | third & 0x3F
            if second & 0xC0 == 0x80 && third & 0xC0 == 0x80 && value >= 0x800 && value & 0xF800 != 0xD800 {
                return (value, 3)
            }
        } else if lead & 0xE0 == 0xC0 && index + 1 < count {
            let second = UInt32(bytes[index + 1])
            let value = (lead & 0x1F) << 6 | second & 0x3F
            if second & 0xC0 == 0x80 && value >= 0x80 { return (value, 2) }
        } else if lead & 0xF8 == 0xF0 && index + 3 < count {
            // Four bytes (emoji, rare ideographs): valid from U+10000 to U+10FFFF.
            let (second, third, fourth) = (UInt32(bytes[index + 1]), UInt32(bytes[index + 2]), UInt32(bytes[index + 3]))
            let value = (lead & 0x07) << 18 | (second & 0x3F) << 12 | (third & 0x3F) << 6 | fourth & 0x3F
            if (second & third & fourth) & 0xC0 == 0x80 && (second | third | fourth) & 0x40 == 0 && value &- 0x10000 < 0x100000 {
                return (value, 4)
            }
        }
        return nil
    }

    /// ``decode(_:at:)`` for invalid UTF-8 and sequences cut short by the end.
    @inline(never)
    private static func decodeOther(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
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
