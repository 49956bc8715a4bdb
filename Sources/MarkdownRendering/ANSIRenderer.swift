import MarkdownLayout
import MarkdownTheme

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
    /// The colours the terminal shows; ``ColorDepth/none`` emits no escapes at all.
    public var colorDepth: ColorDepth
    /// Whether links become OSC 8 hyperlinks.
    public var hyperlinks: Bool

    public init(colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = false) {
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
    }

    /// The layout as text with escapes, one `\n` after every line.
    public func render(_ layout: Layout) -> String {
        var bytes: [UInt8] = []
        render(layout, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the rendered layout to `output` as UTF-8.
    public func render(_ layout: Layout, into output: inout [UInt8]) {
        let styles = layout.styles.attributes.map { downsampled($0) }
        // Transitions between style ids, computed once per pair.
        var transitions: [UInt64: [UInt8]] = [:]
        // Links whose URL is short enough to be a hyperlink (see OSC8.maximumURLBytes).
        let linkable = layout.links.map { ($0.url?.utf8.count ?? .max) <= OSC8.maximumURLBytes }
        output.reserveCapacity(output.count + layout.text.count + layout.rowCount * 8)
        layout.text.withUnsafeBufferPointer { text in
            for row in 0..<layout.rowCount {
                var current: UInt32 = 0
                var openLink: UInt32 = 0
                for segment in layout.segments[layout.segmentRange(ofRow: row)] {
                    let link = hyperlinks && segment.link != 0 && linkable[Int(segment.link) - 1] ? segment.link : 0
                    if link != openLink {
                        if openLink != 0 { output.append(contentsOf: OSC8.close) }
                        if link != 0 { OSC8.open(layout.links[Int(link) - 1].url!, into: &output) }
                        openLink = link
                    }
                    // Blanks look the same in any style that agrees on what a space shows
                    // (background, inverse, lines): they keep the current style, no escape.
                    if segment.style != current
                        && !(Self.isBlank(segment, in: text) && Self.sameOnBlanks(styles[Int(current)], styles[Int(segment.style)]))
                    {
                        let key = UInt64(current) << 32 | UInt64(segment.style)
                        if let known = transitions[key] {
                            output.append(contentsOf: known)
                        } else {
                            var escape: [UInt8] = []
                            SGR.transition(from: styles[Int(current)], to: styles[Int(segment.style)], into: &escape)
                            transitions[key] = escape
                            output.append(contentsOf: escape)
                        }
                        current = segment.style
                    }
                    let bytes = UnsafeBufferPointer(rebasing: text[Int(segment.offset)..<Int(segment.offset + segment.count)])
                    for _ in 0..<segment.repeats { output.append(contentsOf: bytes) }
                }
                if openLink != 0 { output.append(contentsOf: OSC8.close) }
                if styles[Int(current)] != .plain { output.append(contentsOf: SGR.reset) }
                output.append(0x0A)
            }
        }
    }

    /// Whether a segment shows only spaces.
    private static func isBlank(_ segment: Segment, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = Int(segment.offset)
        let end = index + Int(segment.count)
        while index < end {
            if text[index] != 0x20 { return false }
            index += 1
        }
        return true
    }

    /// Whether a space looks the same in both: same background and inverse, and the same
    /// underline and strikethrough (drawn in the foreground colour, so that too when on).
    private static func sameOnBlanks(_ a: TextAttributes, _ b: TextAttributes) -> Bool {
        guard a.background == b.background, a.inverse == b.inverse, a.underline == b.underline, a.strikethrough == b.strikethrough
        else { return false }
        if a.inverse || a.underline || a.strikethrough {
            return a.foreground == b.foreground && a.bold == b.bold && a.faint == b.faint
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

    static func open(_ url: String, into output: inout [UInt8]) {
        output.append(contentsOf: [0x1B, 0x5D, 0x38, 0x3B, 0x3B])
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in url.utf8 {
            if byte < 0x21 || byte > 0x7E {
                output.append(0x25)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 15)])
            } else {
                output.append(byte)
            }
        }
        output.append(contentsOf: [0x1B, 0x5C])
    }
}
