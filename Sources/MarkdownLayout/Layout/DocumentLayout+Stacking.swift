import MarkdownTheme

extension DocumentLayout {
    /// Layouts of consecutive parts of a document, one under another, with `gapBefore`
    /// blank lines above each: the layout of the whole. Style ids, link ids and text offsets
    /// of each part are moved into the combined tables.
    package init(width: Int, stacking parts: [(layout: DocumentLayout, gapBefore: Int)]) {
        var styles = StyleTable()
        var links: [LinkTarget] = []
        var text: [UInt8] = []
        var segments: [Segment] = []
        var lineEnds: [Int32] = []
        var lineWidths: [Int32] = []
        text.reserveCapacity(parts.reduce(0) { $0 + $1.layout.text.count })
        segments.reserveCapacity(parts.reduce(0) { $0 + $1.layout.segments.count })
        for (part, gap) in parts {
            for _ in 0..<max(0, gap) {
                lineEnds.append(Int32(segments.count))
                lineWidths.append(0)
            }
            let remap = part.styles.attributes.map { styles.id(for: $0) }
            let textBase = UInt32(text.count)
            let linkBase = UInt32(links.count)
            let segmentBase = Int32(segments.count)
            text.append(contentsOf: part.text)
            links.append(contentsOf: part.links)
            for var segment in part.segments {
                segment.offset += textBase
                segment.style = remap[Int(segment.style)]
                if segment.link != 0 { segment.link += linkBase }
                segments.append(segment)
            }
            lineEnds.append(contentsOf: part.lineEnds.lazy.map { $0 + segmentBase })
            lineWidths.append(contentsOf: part.lineWidths)
        }
        self.init(
            width: width, styles: styles, links: links, text: text, segments: segments, lineEnds: lineEnds, lineWidths: lineWidths)
    }
}
