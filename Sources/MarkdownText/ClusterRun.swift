/// One grapheme cluster of a ``BreakableText``, as ``BreakableText/clusters`` lists them.
package struct Cluster: Hashable, Sendable {
    /// What a cluster is to the line breaker.
    package enum Kind: UInt8, Sendable {
        case text, space, hardBreak
    }

    /// What may happen between a cluster and the next.
    package enum Opportunity: UInt8, Sendable {
        /// No break.
        case none
        /// A break (after a hyphen, next to an ideograph).
        case allowed
        /// A break used only when the word is wider than the line: inside a URL, or after a
        /// no-break space (U+00A0, U+2007, U+202F), which keeps words together while they fit.
        case lastResort
    }

    /// The offset of its first byte in the paragraph's UTF-8 text.
    package var offset: UInt32
    /// The style id of the run it came from.
    package var style: UInt32
    /// Its width in cells: 0, 1, 2, or more for a letter with spacing marks (at most
    /// ``ClusterWidth/maximum``).
    package var width: UInt16
    package var kind: Kind
    /// The break opportunity after it (spaces and hard breaks are breaks by kind).
    package var breakAfter: Opportunity
    /// Whether it came from a URL run.
    package var isURL: Bool
}

/// Clusters that follow each other and are alike: the same width, kind, style and URL
/// flag, with the same break opportunity between each two of them. A word of ASCII letters
/// is one run; so is a line of ideographs (with a break allowed between each two); a hard
/// break is always a run of its own.
///
/// Most runs are of clusters of one length in bytes, so any cluster's offset is a product.
/// A run may also mix lengths (`é` after `e`, a control picture in ASCII), up to
/// ``mixedLimit`` clusters: an offset inside it is found by scanning its bytes again.
package struct ClusterRun: Sendable {
    /// The most clusters a run of mixed lengths holds, so finding an offset in it stays cheap.
    static let mixedLimit: Int32 = 16

    /// The index of its first cluster in the paragraph.
    package var start: Int32
    /// The offset of its first byte in the text's bytes.
    package var offset: UInt32
    /// The number of clusters.
    package var count: Int32
    /// The style id of the text run its clusters came from.
    package var style: UInt32
    /// Its length in bytes.
    package var byteCount: UInt32
    /// The width of each cluster in cells (0 for a hard break; see ``Cluster/width``).
    package var width: UInt16
    package var kind: Cluster.Kind
    /// URL (bit 0), the opportunity between its clusters (bits 1-2), the one after its last
    /// cluster (bits 3-4), mixed lengths (bit 5): one byte, so a run is 24 bytes.
    private var packed: UInt8

    init(start: Int, offset: Int, style: UInt32, length: Int, width: Int, kind: Cluster.Kind, isURL: Bool) {
        self.start = Int32(start)
        self.offset = UInt32(offset)
        count = 1
        self.style = style
        byteCount = UInt32(length)
        self.width = UInt16(width)
        self.kind = kind
        packed = isURL ? 1 : 0
    }

    /// Whether its clusters came from a URL run.
    package var isURL: Bool {
        @inline(__always) get { packed & 1 != 0 }
    }

    /// The opportunity between each two of its clusters.
    package var innerBreak: Cluster.Opportunity {
        @inline(__always) get { Cluster.Opportunity(rawValue: packed >> 1 & 3) ?? .none }
        @inline(__always) set { packed = packed & ~6 | newValue.rawValue << 1 }
    }

    /// The opportunity after its last cluster (before the next run's first).
    package var lastBreak: Cluster.Opportunity {
        @inline(__always) get { Cluster.Opportunity(rawValue: packed >> 3 & 3) ?? .none }
        @inline(__always) set { packed = packed & ~24 | newValue.rawValue << 3 }
    }

    /// Whether its clusters differ in length (an offset inside it takes a scan).
    package var hasMixedLengths: Bool {
        @inline(__always) get { packed & 32 != 0 }
        @inline(__always) set { packed = newValue ? packed | 32 : packed & ~32 }
    }

    /// The index past its last cluster.
    package var end: Int {
        @inline(__always) get { Int(start + count) }
    }

    /// The byte offset of one of its clusters (or of its end). A run of mixed lengths is
    /// scanned in `bytes` (the buffer its offsets are in), at most ``mixedLimit`` clusters,
    /// from `cursor` when it is further on in this run; `cursor` then moves to the cluster.
    @inline(__always)
    package func offset(of cluster: Int, in bytes: UnsafeBufferPointer<UInt8>, cursor: inout OffsetCursor) -> Int {
        if !hasMixedLengths || cluster == end {
            return Int(offset) + (cluster - Int(start)) * Int(byteCount) / Int(count)
        }
        let own = UnsafeBufferPointer(rebasing: bytes[..<(Int(offset) + Int(byteCount))])
        var (index, position) = (Int(start), Int(offset))
        if cursor.cluster >= index && cursor.cluster <= cluster && cursor.offset >= position {
            (index, position) = (cursor.cluster, cursor.offset)
        }
        while index < cluster {
            position = ClusterScanner.end(ofClusterAt: position, in: own, table: .shared)
            index += 1
        }
        cursor = OffsetCursor(cluster: cluster, offset: position)
        return position
    }

    /// The byte offset of one of its clusters, scanning a run of mixed lengths from its start.
    package func offset(of cluster: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var cursor = OffsetCursor()
        return offset(of: cluster, in: bytes, cursor: &cursor)
    }

    /// The opportunity after one of its clusters.
    @inline(__always)
    package func breakAfter(_ cluster: Int) -> Cluster.Opportunity {
        cluster + 1 == end ? lastBreak : innerBreak
    }
}

/// The last cluster whose offset a run of mixed lengths gave, so that the next lookup
/// further on scans from there (lines are looked up in order: no line scans its run again),
/// and the run the last line's spans ended in, where the next line's are looked for.
package struct OffsetCursor: Sendable {
    package var cluster = -1
    package var offset = 0
    /// The run the last span ended in: where the next line in order starts looking.
    package var run = 0

    package init(cluster: Int = -1, offset: Int = 0, run: Int = 0) {
        (self.cluster, self.offset, self.run) = (cluster, offset, run)
    }
}
