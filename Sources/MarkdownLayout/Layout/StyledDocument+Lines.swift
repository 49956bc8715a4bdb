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
            var engine = LayoutEngine(document: self, width: DocumentLayout.clamped(width), output: StreamingOutput(body: body))
            defer { engine.output.deallocate() }
            engine.run()
        }
    }
}

/// Passes each line on when it ends, then writes the next line over it.
///
/// The open line's segments are in memory of its own (freed by ``deallocate()``), not an
/// array: an append to an array calls out to check that it is uniquely referenced, which
/// for a code block of short lines was a tenth of laying them out and rendering them.
private struct StreamingOutput: PrefixingOutput {
    let body: (UnsafeBufferPointer<Segment>, Int) -> Void
    /// The open line's segments: `count` of them, room for `capacity` (doubled when full).
    private var base: UnsafeMutablePointer<Segment>
    private var capacity = 256
    private var count = 0
    var rows = 0
    var prefix = BlockPrefix()

    var rowCount: Int { rows }

    init(body: @escaping (UnsafeBufferPointer<Segment>, Int) -> Void) {
        self.body = body
        base = .allocate(capacity: capacity)
    }

    /// Frees the segments' memory; the output must not be used afterwards.
    func deallocate() { base.deallocate() }

    @inline(__always)
    mutating func add(_ segment: Segment) {
        guard !segment.isEmpty else { return }
        if count == capacity { grow() }
        (base + count).initialize(to: segment)
        count &+= 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Segment>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    mutating func addLines(_ count: Int, widest: Int) {
        assertionFailure("a streaming output gets its lines one by one")
    }

    mutating func endLine(width: Int) {
        body(UnsafeBufferPointer(start: base, count: count), width)
        count = 0
        rows += 1
    }
}
