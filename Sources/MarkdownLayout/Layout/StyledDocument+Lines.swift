extension StyledDocument {
    /// Lays the document out at `width` and gives each line to `body` as it is made (its
    /// segments, valid only during the call, and its width in cells), keeping none: the
    /// lines of ``layout(width:)``, one at a time, in the memory of one.
    ///
    /// A renderer that writes lines straight out (the CLI's `render`) uses this instead of
    /// a ``Layout``, whose segments for a large document take more memory than its output.
    package func layOutLines(width: Int, _ body: (UnsafeBufferPointer<Segment>, Int) -> Void) {
        // The output is not generic over the caller, so the engine stays specialized here.
        withoutActuallyEscaping(body) { body in
            var engine = LayoutEngine(document: self, width: max(1, width), output: StreamingOutput(body: body))
            engine.run()
        }
    }
}

/// Passes each line on when it ends, then reuses its storage for the next.
private struct StreamingOutput: SegmentCollectingOutput {
    let body: (UnsafeBufferPointer<Segment>, Int) -> Void
    /// The open line's segments.
    var segments: [Segment] = []
    var rows = 0
    var prefix = BlockPrefix()

    var rowCount: Int { rows }

    init(body: @escaping (UnsafeBufferPointer<Segment>, Int) -> Void) {
        self.body = body
        segments.reserveCapacity(64)
    }

    mutating func endLine(width: Int) {
        segments.withUnsafeBufferPointer { body($0, width) }
        segments.removeAll(keepingCapacity: true)
        rows += 1
    }
}
