import MarkdownLayout
import MarkdownTheme
import MarkdownTree

/// Renders a layout for a terminal: SGR escapes for styles (only what changes between
/// segments), colours downsampled to the terminal's depth, OSC 8 hyperlinks when enabled.
///
/// Escapes are added here and nowhere else; the text itself was made safe when styled.
///
/// ```swift
/// let layout = StyledDocument(document: document, theme: .dark).layout(width: 80)
/// let renderer = ANSIRenderer(colorDepth: .ansi256, hyperlinks: true)
/// print(renderer.render(layout), terminator: "")
/// ```
public struct ANSIRenderer: Sendable {
    /// The colours the terminal shows; `ColorDepth.none` emits no escapes at all, and
    /// `ColorDepth.monochrome` attributes without colours.
    public var colorDepth: ColorDepth
    /// Whether links become OSC 8 hyperlinks.
    public var hyperlinks: Bool
    /// What draws pictures in their blocks of cells (nil: their placeholders show); see
    /// ``ImageEncoder`` and `ANSIRenderer+Images.swift`.
    public var images: (any ImageEncoder)?

    public init(colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = false, images: (any ImageEncoder)? = nil) {
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
        self.images = images
    }

    /// The layout as text with escapes, one `\n` after every line.
    public func render(_ layout: DocumentLayout) -> String { String(decoding: renderUTF8(layout), as: UTF8.self) }

    /// The UTF-8 bytes of ``render(_:)``, without the copy into a `String`.
    public func renderUTF8(_ layout: DocumentLayout) -> [UInt8] { written { render(layout, into: &$0) } }

    /// Appends the rendered layout to `output` as UTF-8.
    public func render(_ layout: DocumentLayout, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + Self.estimatedBytes(layout))
        if let images, !layout.placements.isEmpty { return render(layout, drawing: images, into: &output) }
        withLineWriter(styles: layout.styles, links: layout.links, text: layout.text, into: &output) { writer, output in
            layout.segments.withUnsafeBufferPointer { segments in
                var start = 0
                for end in layout.lineEnds {
                    writer.write(UnsafeBufferPointer(rebasing: segments[start..<Int(end)]), into: &output)
                    start = Int(end)
                }
            }
        }
    }

    /// Lays `document` out at `width` and appends its rendering to `output`, line by line as
    /// the layout makes them: the bytes of `render(document.layout(width:), into:)`, without
    /// keeping the layout's lines (for a large document they take more memory than the output).
    package func render(_ document: StyledDocument, width: Int, into output: inout [UInt8]) {
        // Pictures are drawn once their rows are written: from a whole layout.
        if images != nil && !document.images.isEmpty { return render(document.layout(width: width), into: &output) }
        output.reserveCapacity(output.count + document.estimatedOutputBytes(width: width))
        withLineWriter(styles: document.styles, links: document.links, text: document.text, into: &output) { writer, output in
            document.layOutLines(width: width) { segments, _ in writer.write(segments, into: &output) }
        }
    }

    /// Lays `document` out at `width` and hands its rendering to `write` as the layout makes
    /// it, in pieces of some 64 KiB (``flushBytes``; the last one shorter): together the bytes
    /// of ``render(_:width:into:)``, of which no more than a piece is held at once.
    package func render(_ document: StyledDocument, width: Int, inPieces write: (UnsafeBufferPointer<UInt8>) -> Void) {
        var piece: [UInt8] = []
        if images != nil && !document.images.isEmpty {
            // Pictures are drawn once their rows are written: from a whole layout, in one piece.
            render(document.layout(width: width), into: &piece)
        } else {
            withLineWriter(styles: document.styles, links: document.links, text: document.text, into: &piece) { writer, piece in
                document.layOutLines(width: width) { segments, _ in
                    writer.write(segments, into: &piece)
                    // The writer appends its lines once they pass `flushBytes`: then they go.
                    guard !piece.isEmpty else { return }
                    piece.withUnsafeBufferPointer(write)
                    piece.removeAll(keepingCapacity: true)
                }
            }
        }
        if !piece.isEmpty { piece.withUnsafeBufferPointer(write) }
    }

    /// Calls `body` with a writer for lines of segments whose bytes are in `text`, and
    /// `output` for it to write to: the styles' transitions and every link's OSC 8 opening are
    /// worked out once, here, and what the writer holds back is appended at the end.
    func withLineWriter(
        styles: StyleTable, links: [LinkTarget], text: [UInt8], into output: inout [UInt8],
        _ body: (inout LineWriter, inout [UInt8]) -> Void
    ) {
        // Every link's OSC 8 opening, percent-encoded once; an empty range for a link that is
        // no hyperlink (hyperlinks off, no URL, or one over OSC8.maximumURLBytes). A scheme
        // URLScheme does not allow never reaches a layout: the styler refused it.
        var openings: [UInt8] = []
        var openingRanges: [Range<Int>] = []
        openingRanges.reserveCapacity(links.count)
        for link in links {
            let start = openings.count
            if hyperlinks, let url = link.url, url.utf8.count <= OSC8.maximumURLBytes {
                OSC8.open(url, into: &openings)
            }
            openingRanges.append(start..<openings.count)
        }
        let transitions = SGRTransitions(styles: styles.attributes.map { downsampled($0) })
        text.withUnsafeBufferPointer { text in
            openings.withUnsafeBufferPointer { openings in
                openingRanges.withUnsafeBufferPointer { openingRanges in
                    var writer = LineWriter(
                        transitions: transitions, text: text, openings: openings, openingRanges: openingRanges,
                        pending: LineBuffer(capacity: Self.flushBytes + 1024))
                    // The writer's buffer, which may have grown: freed once the lines are written.
                    defer { writer.pending.deallocate() }
                    body(&writer, &output)
                    writer.pending.flush(into: &output)
                }
            }
        }
    }

    /// The bytes of lines a writer composes before appending them to the output.
    static let flushBytes = 1 << 16

    /// Writes lines of segments with escapes, each in one pass over its segments, composed in
    /// a ``LineBuffer`` and appended to the output some 64 KiB at a time.
    struct LineWriter {
        var transitions: SGRTransitions
        /// The bytes the segments point into.
        let text: UnsafeBufferPointer<UInt8>
        /// Each link's OSC 8 opening (see `withLineWriter`).
        let openings: UnsafeBufferPointer<UInt8>
        let openingRanges: UnsafeBufferPointer<Range<Int>>
        /// The lines composed and not yet appended to the output (`withLineWriter` appends
        /// the last ones and frees it).
        var pending: LineBuffer

        /// Writes one line and its line feed (appended to `output` with the lines before it
        /// once they pass ``ANSIRenderer/flushBytes``).
        mutating func write(_ segments: UnsafeBufferPointer<Segment>, into output: inout [UInt8]) {
            writeSegments(segments)
            endLine(into: &output)
        }

        /// Ends a line: its line feed, and the lines so far appended to `output` once they
        /// pass ``ANSIRenderer/flushBytes``.
        mutating func endLine(into output: inout [UInt8]) {
            pending.append(0x0A)
            if pending.count >= ANSIRenderer.flushBytes { pending.flush(into: &output) }
        }

        /// Writes a line's segments, its styles and links closed at the end, without the line feed.
        mutating func writeSegments(_ segments: UnsafeBufferPointer<Segment>) {
            var current: UInt32 = 0
            var openLink: UInt32 = 0
            for segment in segments {
                let link = segment.link != 0 && !openingRanges[Int(segment.link) - 1].isEmpty ? segment.link : 0
                if link != openLink {
                    if openLink != 0 { OSC8.close.withUnsafeBufferPointer { pending.append($0) } }
                    if link != 0 {
                        pending.append(UnsafeBufferPointer(rebasing: openings[openingRanges[Int(link) - 1]]))
                    }
                    openLink = link
                }
                // Blanks look the same in any style that agrees on what a space shows
                // (background, inverse, lines): they keep the current style, no escape.
                if segment.style != current
                    && !(ANSIRenderer.isBlank(segment, in: text) && transitions.sameOnBlanks(current, segment.style))
                {
                    transitions.append(from: current, to: segment.style, into: &pending)
                    current = segment.style
                }
                ANSIRenderer.append(segment, of: text, to: &pending)
            }
            if openLink != 0 { OSC8.close.withUnsafeBufferPointer { pending.append($0) } }
            if !transitions.isPlain[Int(current)] { transitions.appendReset(into: &pending) }
        }
    }

    /// Appends the segment's bytes, repeated: a single byte (a space of padding or fill)
    /// in one go, a longer glyph copied after itself.
    @inline(__always)
    fileprivate static func append(_ segment: Segment, of text: UnsafeBufferPointer<UInt8>, to line: inout LineBuffer) {
        let offset = Int(segment.offset)
        if segment.count == 1 && segment.repeats > 1 {
            line.append(repeating: text[offset], count: Int(segment.repeats))
            return
        }
        let bytes = UnsafeBufferPointer(rebasing: text[offset..<offset + Int(segment.count)])
        if segment.repeats == 1 {
            line.append(bytes)
        } else {
            line.append(bytes, repeated: Int(segment.repeats))
        }
    }

    /// Roughly the bytes of the output: a byte a cell, and room for escapes on every line.
    private static func estimatedBytes(_ layout: DocumentLayout) -> Int {
        var cells = 0
        for width in layout.lineWidths { cells += Int(width) }
        return cells + layout.rowCount * 32
    }

    /// Whether a segment shows only spaces.
    fileprivate static func isBlank(_ segment: Segment, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = Int(segment.offset)
        let end = index + Int(segment.count)
        while index < end {
            if text[index] != 0x20 { return false }
            index += 1
        }
        return true
    }

    private func downsampled(_ attributes: TextAttributes) -> TextAttributes {
        guard colorDepth != .none else { return .plain }
        var result = attributes
        result.foreground = attributes.foreground?.downsampled(to: colorDepth)
        result.background = attributes.background?.downsampled(to: colorDepth)
        return result
    }
}

/// OSC 8 hyperlinks: `ESC ] 8 ; ; URL ESC \`, the URL percent-encoded so that no byte of it
/// can end or escape the sequence.
enum OSC8 {
    /// The longest URL made a hyperlink; a longer one shows as text only. The link is opened
    /// again on every line it spans, so without a bound a long wrapped URL would make output
    /// quadratic in its length (a 256 KiB URL: 3,000 lines of 256 KiB each). Terminals cap
    /// OSC 8 URIs near this length anyway (VTE: 2,083 bytes).
    static let maximumURLBytes = 2048

    static let close: [UInt8] = [0x1B, 0x5D, 0x38, 0x3B, 0x3B, 0x1B, 0x5C]

    private static let hex = Array("0123456789ABCDEF".utf8)

    /// Appends the opening of a hyperlink to `url`, percent-encoding every byte that is not
    /// printable ASCII; the stretches between such bytes are copied whole.
    static func open(_ url: String, into output: inout [UInt8]) {
        append("\u{1B}]8;;", to: &output)
        var url = url
        url.withUTF8 { bytes in
            var copied = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x21 || byte > 0x7E {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                    output.append(0x25)
                    output.append(hex[Int(byte >> 4)])
                    output.append(hex[Int(byte & 15)])
                    copied = index + 1
                }
                index += 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        append("\u{1B}\\", to: &output)
    }

    /// Appends the bytes of a literal.
    @inline(__always)
    private static func append(_ literal: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
