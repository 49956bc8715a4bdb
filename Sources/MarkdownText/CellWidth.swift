/// One grapheme cluster of some UTF-8 text, as ``CellWidth/clusters(_:)`` finds it.
package struct TextCluster: Hashable, Sendable {
    /// The offset of its first byte in the text.
    package var offset: Int
    /// Its length in bytes.
    package var count: Int
    /// Its width in cells.
    package var width: Int
}

/// The package's door to grapheme clusters and its fast path to cell widths. The public
/// width API is ``DisplayWidth`` alone; this type is its inside, for the other modules.
///
/// ```swift
/// CellWidth.of("日本".utf8)   // 4, as DisplayWidth.of("日本")
/// ```
///
/// Every width and every cluster boundary the other modules use comes from here (or from
/// ``DisplayWidth``), found by ``ClusterScanner`` over UTF-8 with the generated
/// tables, never by Swift's `Character`, whose Unicode version is the standard library's:
/// so the layout, the pager, search, snapshots and the CommonMark writer all agree on where
/// a cluster ends and how many cells it takes.
package enum CellWidth {
    /// Cells of UTF-8 text that holds no control characters.
    @inline(__always)
    package static func of<C: Collection<UInt8>>(_ utf8: C) -> Int {
        var ascii = true
        for byte in utf8 where byte >= 0x7F || byte < 0x20 {
            ascii = false
            break
        }
        if ascii { return utf8.count }
        return DisplayWidth.of(utf8: ArraySlice(utf8))
    }

    /// Cells of a string.
    package static func of<S: StringProtocol>(_ string: S) -> Int {
        DisplayWidth.of(string)
    }

    /// The grapheme clusters of UTF-8 text, in order, for cutting a line that does not fit
    /// at cluster boundaries. Offsets are in `utf8` as given: an invalid sequence is one
    /// cluster of its own bytes (shown as U+FFFD, one cell).
    package static func clusters<C: Collection<UInt8>>(_ utf8: C) -> [TextCluster] {
        var result: [TextCluster] = []
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) in
            var offset = 0
            ClusterScanner.scan(bytes, table: WidthTable.shared) { cluster in
                result.append(TextCluster(offset: offset, count: cluster.length, width: cluster.width))
                offset += cluster.length
            }
        }
        if utf8.withContiguousStorageIfAvailable(scan) == nil {
            Array(utf8).withUnsafeBufferPointer(scan)
        }
        return result
    }

    /// The grapheme clusters of a string as its own substrings, with their cells.
    package static func clusters(of string: String) -> [(text: Substring, width: Int)] {
        var result: [(text: Substring, width: Int)] = []
        var start = string.utf8.startIndex
        for cluster in clusters(string.utf8) {
            // Clusters of valid UTF-8 end on scalar boundaries, so these are valid indices.
            let end = string.utf8.index(start, offsetBy: cluster.count)
            result.append((string[start..<end], cluster.width))
            start = end
        }
        return result
    }

    /// Whether a cluster (its UTF-8 bytes) is drawn as an emoji: two cells because it is an
    /// emoji sequence (a keycap's digit starts one) or an emoji with emoji presentation, not
    /// because it is an ideograph.
    package static func isEmoji<C: Collection<UInt8>>(cluster utf8: C) -> Bool {
        let bytes = Array(utf8)
        guard !bytes.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let table = WidthTable.shared
            let first = table.widthClass(UTF8Scalar.decode(buffer, at: 0).0)
            return first.isEmoji && DisplayWidth.of(utf8: buffer) >= 2
        }
    }

    /// `text` cut to at most `width` cells at a cluster boundary, ending in `…` (one cell)
    /// when cut.
    package static func truncated(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var used = 0
        var end = text.startIndex
        for cluster in clusters(of: text) {
            if used + cluster.width > width - 1 { break }
            used += cluster.width
            end = cluster.text.endIndex
        }
        return text[..<end] + "…"
    }
}
