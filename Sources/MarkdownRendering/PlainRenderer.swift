import MarkdownLayout

/// Renders a layout as plain text: the same cells as the terminal output, no escapes at all.
///
/// ```swift
/// let text = PlainRenderer().render(styled.layout(width: 72))
/// ```
public struct PlainRenderer: Sendable {
    public init() {}

    /// The layout's lines, each followed by `\n`.
    public func render(_ layout: Layout) -> String {
        var bytes: [UInt8] = []
        render(layout, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the layout's lines to `output` as UTF-8.
    public func render(_ layout: Layout, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + layout.text.count)
        layout.text.withUnsafeBufferPointer { text in
            for row in 0..<layout.rowCount {
                for segment in layout.segments[layout.segmentRange(ofRow: row)] {
                    let bytes = UnsafeBufferPointer(rebasing: text[Int(segment.offset)..<Int(segment.offset + segment.count)])
                    for _ in 0..<segment.repeats { output.append(contentsOf: bytes) }
                }
                output.append(0x0A)
            }
        }
    }
}
