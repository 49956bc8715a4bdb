/// A run of cells on one row of a layout: part of a link (``LinkHit``) or a search match
/// (``DocumentLayout/search(_:caseSensitive:)``).
public struct CellSpan: Sendable, Hashable, CustomStringConvertible {
    /// The row (0-based).
    public var row: Int
    /// The columns (0-based, half-open).
    public var columns: Range<Int>

    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }

    public var description: String { "\(row):\(columns.lowerBound)..<\(columns.upperBound)" }
}

/// What a cell of a layout shows a link of: where it leads, and every cell of it, so a
/// caller can underline or highlight the whole link (across wrapped lines).
///
/// ```swift
/// if let hit = layout.linkHit(atRow: 4, column: 12) {
///     switch hit.target {
///     case .url(let url): open(url)
///     case .image(let source, let alt): preview(source, alt)
///     case .footnote(let label, _): jump(to: label)
///     }
///     for span in hit.spans { highlight(row: span.row, columns: span.columns) }
/// }
/// ```
public struct LinkHit: Sendable, Hashable {
    /// The link's id in ``DocumentLayout/links`` (1-based).
    public var id: Int
    /// Where the link leads: a URL, an image (source and alt text) or a footnote.
    public var target: LinkTarget
    /// Every run of cells the link occupies, in reading order.
    public var spans: [CellSpan]
}

extension DocumentLayout {
    /// The link, image or footnote reference at a cell, with all the cells it occupies.
    ///
    /// ```swift
    /// let hit = layout.linkHit(atRow: 0, column: 3)
    /// print(hit?.target.url ?? "-", hit?.spans ?? [])   // https://example.com [0:0..<12, 1:0..<8]
    /// ```
    public func linkHit(atRow row: Int, column: Int) -> LinkHit? {
        guard let id = linkID(atRow: row, column: column) else { return nil }
        return LinkHit(id: id, target: links[id - 1], spans: spans(ofLink: id))
    }

    /// The id (1-based, into ``links``) of the link drawn at a cell.
    package func linkID(atRow row: Int, column: Int) -> Int? {
        guard row >= 0 && row < rowCount && column >= 0 else { return nil }
        var x = 0
        for segment in segments[segmentRange(ofRow: row)] {
            let next = x + Int(segment.width)
            if column < next { return segment.link == 0 ? nil : Int(segment.link) }
            x = next
        }
        return nil
    }

    /// Every run of cells showing link `id`, row by row; adjacent segments of the link on a
    /// row make one span.
    public func spans(ofLink id: Int) -> [CellSpan] {
        var result: [CellSpan] = []
        let link = UInt32(id)
        for row in 0..<rowCount {
            var x = 0
            for segment in segments[segmentRange(ofRow: row)] {
                let next = x + Int(segment.width)
                if segment.link == link && next > x {
                    if let last = result.last, last.row == row, last.columns.upperBound == x {
                        result[result.count - 1].columns = last.columns.lowerBound..<next
                    } else {
                        result.append(CellSpan(row: row, columns: x..<next))
                    }
                }
                x = next
            }
        }
        return result
    }
}
