/// A pathological Markdown shape: a name and a generator of inputs of about a given size.
///
/// The generators are deterministic for a seed, so a slow or crashing input can be made
/// again from its shape, size and seed.
///
/// ```swift
/// for shape in AdversarialShape.all {
///     let bytes = shape.generate(size: 1 << 20, seed: 1)   // about 1 MiB
///     _ = Document(parsing: bytes)
/// }
/// ```
package struct AdversarialShape: Sendable {
    /// A short, stable name (`nested-quotes`, `image-bracket-flood`, …).
    package let name: String
    /// What the shape stresses, in a few words.
    package let summary: String
    let make: @Sendable (_ size: Int, _ random: inout SeededRandom) -> [UInt8]

    init(_ name: String, _ summary: String, _ make: @escaping @Sendable (_ size: Int, _ random: inout SeededRandom) -> [UInt8]) {
        self.name = name
        self.summary = summary
        self.make = make
    }

    /// The library door the shape is timed through: prepared content, a stream or an
    /// attributed string for the shapes named in those sets, else the render pipeline.
    package var door: AdversarialDoor {
        if Self.preparedShapes.contains(name) { return .prepared }
        if Self.streamedShapes.contains(name) { return .streamed }
        return Self.attributedShapes.contains(name) ? .attributed : .render
    }

    /// An input of about `size` bytes (never more than `size` + one repeated unit + a line).
    package func generate(size: Int, seed: UInt64 = 1) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        return make(max(size, 16), &random)
    }

    /// The shape named `name`, if any.
    package static func named(_ name: String) -> AdversarialShape? {
        all.first { $0.name == name }
    }
}

/// A door of the library that an adversarial input goes through (see ``AdversarialTiming``).
package enum AdversarialDoor: Sendable {
    /// Parse, style, lay out and render as `cmark-swift render` does.
    case render
    /// `PreparedMarkdown`: parsed, styled in parts, laid out and rendered.
    case prepared
    /// `StreamingRenderer`: the text appended in pieces of 64 bytes, then finished.
    case streamed
    /// `AttributedString(styling:theme:)`: the text an app shows.
    case attributed
}

/// A small, fast, seeded generator (SplitMix64): the same seed gives the same inputs on
/// every platform.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random element of a non-empty array.
    package mutating func pick<T>(_ items: [T]) -> T {
        items[Int(next() % UInt64(items.count))]
    }

    /// A random integer in `range`.
    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}

/// Building blocks the shapes share.
enum Build {
    /// `unit` repeated until the result is about `size` bytes, then `tail`.
    static func repeated(_ unit: String, size: Int, tail: String = "\n") -> [UInt8] {
        let unit = Array(unit.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + unit.count + tail.utf8.count)
        while bytes.count < size { bytes.append(contentsOf: unit) }
        bytes.append(contentsOf: tail.utf8)
        return bytes
    }

    /// `open` repeated, then `middle`, then `close` as many times: nesting about `size` bytes.
    static func nested(open: String, middle: String, close: String, size: Int) -> [UInt8] {
        let count = max(1, size / max(1, open.utf8.count + close.utf8.count))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + middle.utf8.count + 1)
        for _ in 0..<count { bytes.append(contentsOf: open.utf8) }
        bytes.append(contentsOf: middle.utf8)
        for _ in 0..<count { bytes.append(contentsOf: close.utf8) }
        bytes.append(0x0A)
        return bytes
    }

    /// Random picks from `pieces` until about `size` bytes, a newline every `line` bytes or so
    /// (0: no newlines).
    static func mixture(_ pieces: [[UInt8]], size: Int, line: Int, random: inout SeededRandom) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 64)
        var sinceNewline = 0
        while bytes.count < size {
            let piece = random.pick(pieces)
            bytes.append(contentsOf: piece)
            sinceNewline += piece.count
            if line > 0 && sinceNewline >= line {
                bytes.append(0x0A)
                sinceNewline = 0
            }
        }
        bytes.append(0x0A)
        return bytes
    }

    /// The UTF-8 of each scalar in `range`.
    static func scalars(_ range: ClosedRange<UInt32>) -> [[UInt8]] {
        range.compactMap { Unicode.Scalar($0) }.map { Array(String($0).utf8) }
    }
}
