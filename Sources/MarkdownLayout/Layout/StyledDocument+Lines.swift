/// Receives the lines of a layout one at a time (see ``StyledDocument/layOutLines(width:into:)``).
package protocol LineConsumer {
    /// One line: its segments (valid only during the call) and its width in cells.
    mutating func line(_ segments: UnsafeBufferPointer<Segment>, width: Int)
}

extension StyledDocument {
    /// Lays the document out at `width` and gives each line to `consumer` as it is made,
    /// keeping none: the lines of ``layout(width:)``, one at a time, in the memory of one.
    ///
    /// A renderer that writes lines straight out (the CLI's `render`) uses this instead of
    /// a ``Layout``, whose segments for a large document take more memory than its output.
    package func layOutLines<Consumer: LineConsumer>(width: Int, into consumer: inout Consumer) {
        withUnsafeMutablePointer(to: &consumer) { consumer in
            var engine = LayoutEngine(document: self, width: max(1, width), output: StreamingOutput(consumer: consumer))
            engine.run()
        }
    }
}

/// Passes each line to a consumer when it ends, then reuses its storage for the next.
private struct StreamingOutput<Consumer: LineConsumer>: LayoutOutput {
    static var wantsSegments: Bool { true }
    let consumer: UnsafeMutablePointer<Consumer>
    /// The open line's segments.
    var segments: [Segment] = []
    var rows = 0
    var prefix = BlockPrefix()

    var rowCount: Int { rows }

    init(consumer: UnsafeMutablePointer<Consumer>) {
        self.consumer = consumer
        segments.reserveCapacity(64)
    }

    mutating func add(_ segment: Segment) {
        guard !segment.isEmpty else { return }
        segments.append(segment)
    }

    mutating func addPrefix(_ line: BlockPrefix.Line) {
        prefix.append(line, to: &segments)
    }

    mutating func endLine(width: Int) {
        segments.withUnsafeBufferPointer { consumer.pointee.line($0, width: width) }
        segments.removeAll(keepingCapacity: true)
        rows += 1
    }

    mutating func addLines(_ count: Int, widest: Int) {
        assertionFailure("a building output gets its lines one by one")
    }
}
