import MarkdownLayout
import MarkdownTheme
import MarkdownTree

/// Renders a layout as plain text: the same cells as the terminal output, no escapes at all.
///
/// ```swift
/// let text = PlainRenderer().render(styled.layout(width: 72))
/// ```
public struct PlainRenderer: Sendable {
    public init() {}

    /// The layout's lines, each followed by `\n`.
    public func render(_ layout: DocumentLayout) -> String { String(decoding: renderUTF8(layout), as: UTF8.self) }

    /// The UTF-8 bytes of ``render(_:)``, without the copy into a `String`.
    public func renderUTF8(_ layout: DocumentLayout) -> [UInt8] { written { render(layout, into: &$0) } }

    /// Appends the layout's lines to `output` as UTF-8.
    public func render(_ layout: DocumentLayout, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + layout.text.count)
        layout.text.withUnsafeBufferPointer { text in
            layout.segments.withUnsafeBufferPointer { segments in
                for row in 0..<layout.rowCount {
                    Self.write(UnsafeBufferPointer(rebasing: segments[layout.segmentRange(ofRow: row)]), text: text, into: &output)
                }
            }
        }
    }

    /// Lays `document` out at `width` and appends its lines to `output` as the layout makes
    /// them: the bytes of `render(document.layout(width:), into:)`, without keeping the lines.
    package func render(_ document: StyledDocument, width: Int, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + document.text.count)
        document.text.withUnsafeBufferPointer { text in
            document.layOutLines(width: width) { segments, _ in Self.write(segments, text: text, into: &output) }
        }
    }

    /// Lays `document` out at `width` and hands its lines to `write` as the layout makes them,
    /// in pieces of some 64 KiB (the last one shorter): together the bytes of
    /// ``render(_:width:into:)``, of which no more than a piece is held at once.
    package func render(_ document: StyledDocument, width: Int, inPieces write: (UnsafeBufferPointer<UInt8>) -> Void) {
        var piece: [UInt8] = []
        document.text.withUnsafeBufferPointer { text in
            document.layOutLines(width: width) { segments, _ in
                Self.write(segments, text: text, into: &piece)
                guard piece.count >= ANSIRenderer.flushBytes else { return }
                piece.withUnsafeBufferPointer(write)
                piece.removeAll(keepingCapacity: true)
            }
        }
        if !piece.isEmpty { piece.withUnsafeBufferPointer(write) }
    }

    /// Appends one line's segments (whose bytes are in `text`) and its line feed.
    private static func write(_ segments: UnsafeBufferPointer<Segment>, text: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        for segment in segments {
            let bytes = UnsafeBufferPointer(rebasing: text[Int(segment.offset)..<Int(segment.offset + segment.count)])
            for _ in 0..<segment.repeats { output.append(contentsOf: bytes) }
        }
        output.append(0x0A)
    }
}
