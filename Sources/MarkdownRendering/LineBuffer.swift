/// Lines of terminal output composed in memory of their own, then appended to the output
/// in one go.
///
/// A line is a handful of small pieces (escapes, text, padding, a reset, the line feed).
/// Appending each to a growing `[UInt8]` costs about ninety instructions of checks per
/// piece; here a piece is a bounds check and a copy.
///
/// ```swift
/// var line = LineBuffer()
/// defer { line.deallocate() }
/// line.append(repeating: 0x20, count: 4)
/// line.append(0x0A)
/// var output: [UInt8] = []
/// line.flush(into: &output)   // output == "    \n", line empty again
/// ```
struct LineBuffer {
    /// The memory the bytes are composed in (allocated here, freed by ``deallocate()``).
    private var base: UnsafeMutablePointer<UInt8>
    /// The bytes `base` has room for.
    private var capacity: Int
    /// The bytes composed so far.
    private(set) var count = 0

    /// An empty line with room for `capacity` bytes (it grows when a line needs more).
    init(capacity: Int = 1024) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the memory; the buffer must not be used afterwards.
    func deallocate() {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `byte` `count` times.
    @inline(__always)
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// Appends `bytes` `repeats` times (a rule's `─` across the line): the first copy, then
    /// what is written so far copied after itself until all are there.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, repeated repeats: Int) {
        guard let glyph = bytes.baseAddress, bytes.count > 0, repeats > 0 else { return }
        let total = bytes.count * repeats
        reserve(total)
        let start = base + count
        start.update(from: glyph, count: bytes.count)
        var filled = bytes.count
        while filled < total {
            let chunk = min(filled, total - filled)
            (start + filled).update(from: start, count: chunk)
            filled += chunk
        }
        count += total
    }

    /// Appends what was composed to `output` and empties the buffer.
    mutating func flush(into output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        count = 0
    }
}
