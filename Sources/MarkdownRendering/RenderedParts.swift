import MarkdownLayout

/// The held parts of a stream's tail as a terminal shows them (see `StreamTail/held`): each
/// part rendered once, while it stays held, the parts joined by the blank lines between
/// them, and the blank lines the first asks for above and the last below.
struct RenderedParts: Sendable {
    /// The ids of the parts rendered, in order.
    private var ids: [Int] = []
    private(set) var bytes: [UInt8] = []
    private(set) var leadingGap = 0
    private(set) var trailingGap = 0

    /// Brings the rendering to `parts`: the parts already rendered are kept (held parts only
    /// ever grow, or are replaced all at once), the new ones rendered with `render`.
    mutating func update(to parts: [StreamPart], render: (StreamPart) -> [UInt8]) {
        let kept = !ids.isEmpty && parts.count >= ids.count && parts[0].id == ids[0] && parts[ids.count - 1].id == ids[ids.count - 1]
        if !kept { self = RenderedParts() }
        for part in parts[ids.count...] {
            ids.append(part.id)
            guard part.showsBlocks else {
                trailingGap = max(trailingGap, part.trailingGap)
                continue
            }
            if bytes.isEmpty {
                leadingGap = part.leadingGap
            } else {
                bytes += Array(repeating: 0x0A, count: max(trailingGap, part.leadingGap))
            }
            bytes += render(part)
            trailingGap = part.trailingGap
        }
    }
}
