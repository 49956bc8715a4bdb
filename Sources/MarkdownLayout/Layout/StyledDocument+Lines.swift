extension StyledDocument {
    /// Lays the document out at `width` and gives each line to `body` as it is made (its
    /// segments, valid only during the call, and its width in cells), keeping none: the
    /// lines of ``layout(width:)``, one at a time, in the memory of one.
    ///
    /// A renderer that writes lines straight out (the CLI's `render`) uses this instead of
    /// a ``Layout``, whose segments for a large document take more memory than its output.
    /// `part` picks the lines before or after a cut inside a code block: the two parts'
    /// lines, one after the other, are the whole layout's.
    package func layOutLines(width: Int, part: LayoutPart = .whole, _ body: (UnsafeBufferPointer<Segment>, Int) -> Void) {
        // The output is not generic over the caller, so the engine stays specialized here.
        withoutActuallyEscaping(body) { body in
            var engine = LayoutEngine(document: self, width: max(1, width), output: StreamingOutput(body: body))
            engine.run(part)
        }
    }
}

/// Passes each line on when it ends, then reuses its storage for the next lines.
private struct StreamingOutput: SegmentCollectingOutput {
    let body: (UnsafeBufferPointer<Segment>, Int) -> Void
    /// The segments of the lines passed on since the last clearing, then the open line's.
    var segments: [Segment] = []
    /// Where the open line's segments start in ``segments``.
    var lineStart = 0
    var rows = 0
    var prefix = BlockPrefix()

    var rowCount: Int { rows }

    /// The segments kept before ``segments`` is cleared: clearing it for every line cost
    /// about seventy instructions a line.
    static let segmentsKept = 4096

    init(body: @escaping (UnsafeBufferPointer<Segment>, Int) -> Void) {
        self.body = body
        segments.reserveCapacity(Self.segmentsKept + 64)
    }

    mutating func endLine(width: Int) {
        let start = lineStart
        segments.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start...]), width) }
        if segments.count >= Self.segmentsKept {
            segments.removeAll(keepingCapacity: true)
        }
        lineStart = segments.count
        rows += 1
    }
}
