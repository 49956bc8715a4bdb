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
        if bytes.count <= 32 {
            Self.copySmall(to: base + count, from: source, count: bytes.count)
        } else {
            (base + count).update(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    /// Copies up to 32 bytes without a call to `memmove`, which costs more than the copy
    /// for the pieces of a line: two loads and two stores of the largest width that fits,
    /// the first from the start and the second ending at the end (they overlap when the
    /// count is not a whole width). No byte outside either range is read or written.
    @inline(__always)
    private static func copySmall(to target: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>, count: Int) {
        let target = UnsafeMutableRawPointer(target)
        let source = UnsafeRawPointer(source)
        if count >= 16 {
            let head = source.loadUnaligned(as: SIMD16<UInt8>.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 16, as: SIMD16<UInt8>.self)
            target.storeBytes(of: head, as: SIMD16<UInt8>.self)
            target.storeBytes(of: tail, toByteOffset: count - 16, as: SIMD16<UInt8>.self)
        } else if count >= 8 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            let first = source.load(as: UInt8.self)
            let middle = source.load(fromByteOffset: count / 2, as: UInt8.self)
            let last = source.load(fromByteOffset: count - 1, as: UInt8.self)
            target.storeBytes(of: first, as: UInt8.self)
            target.storeBytes(of: middle, toByteOffset: count / 2, as: UInt8.self)
            target.storeBytes(of: last, toByteOffset: count - 1, as: UInt8.self)
        }
    }

    /// Appends `byte` `count` times; up to 32 bytes (padding, a fill) in overlapping stores
    /// of 16 or 8 bytes, or one by one below 8, rather than a call to `memset`.
    @inline(__always)
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        if repeats <= 32 {
            let target = UnsafeMutableRawPointer(base + count)
            let word = SIMD16<UInt8>(repeating: byte)
            if repeats >= 16 {
                target.storeBytes(of: word, as: SIMD16<UInt8>.self)
                target.storeBytes(of: word, toByteOffset: repeats - 16, as: SIMD16<UInt8>.self)
            } else if repeats >= 8 {
                let eight = UInt64(byte) &* 0x0101_0101_0101_0101
                target.storeBytes(of: eight, as: UInt64.self)
                target.storeBytes(of: eight, toByteOffset: repeats - 8, as: UInt64.self)
            } else {
                var index = 0
                while index < repeats {
                    target.storeBytes(of: byte, toByteOffset: index, as: UInt8.self)
                    index &+= 1
                }
            }
        } else {
            (base + count).initialize(repeating: byte, count: repeats)
        }
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
