/// How a scalar contributes to the width of the grapheme cluster it starts or extends.
///
/// The raw values are the low three bits of a ``WidthTable`` entry; they must match
/// `Scripts/generate-width-tables.py`.
enum WidthClass: UInt8, Sendable {
    /// One cell: most letters, digits, punctuation, spacing marks (Mc), U+00AD SOFT HYPHEN,
    /// prepended signs (U+0600) and East Asian Ambiguous characters.
    case narrow = 0
    /// No cell: combining and enclosing marks (Mn, Me), format characters (Cf), variation
    /// selectors, Hangul medial and final jamo, unassigned default-ignorable code points.
    case zero = 1
    /// Two cells: East Asian Wide or Fullwidth, not an emoji.
    case wide = 2
    /// A C0 or C1 control or DEL, shown as a one-cell visible substitute.
    case control = 3
    /// An emoji with Emoji_Presentation=Yes: two cells, one when followed by U+FE0E.
    case emojiWide = 4
    /// An emoji or pictograph shown as text by default: one cell, two when followed by U+FE0F.
    case emojiText = 5
    /// A regional indicator: one cell alone, as glibc counts it; a pair of them (a flag)
    /// is two.
    case regional = 6
    /// An emoji skin-tone modifier: two cells, after a letter too (`a🏽` is three); none
    /// after the emoji it modifies.
    case modifier = 7

    /// The width class in a table entry (bits 0-2: eight values, eight cases).
    @inline(__always) static func of(_ entry: UInt16) -> WidthClass {
        unsafeBitCast(UInt8(truncatingIfNeeded: entry & 7), to: WidthClass.self)
    }

    /// The cells a scalar of this class takes when it starts a cluster.
    @inline(__always) var baseWidth: Int {
        switch self {
        case .zero: 0
        case .narrow, .control, .emojiText, .regional: 1
        case .wide, .emojiWide, .modifier: 2
        }
    }

    /// Whether this class is an emoji that variation selectors, ZWJ and modifiers act on.
    @inline(__always) var isEmoji: Bool {
        self == .emojiWide || self == .emojiText || self == .modifier || self == .regional
    }
}

/// A scalar's line-breaking behaviour, a coarse grouping of UAX #14 classes.
///
/// The raw values of all but ``code`` are the high three bits of a ``WidthTable`` entry.
enum BreakClass: UInt8, Sendable {
    /// Letters, digits and everything not listed below (AL, NU, CM, QU, ...).
    case other = 0
    /// Ideographs, kana, Hangul and pictographs (ID, H2, H3, JL, JV, JT, CJ, EB, EM):
    /// a break is allowed before and after them.
    case ideographic = 1
    /// Closing punctuation (CL, CP, EX, IS, NS): never a break before it.
    case closing = 2
    /// Opening punctuation (OP): never a break after it.
    case opening = 3
    /// Hyphens, dashes, breaking spaces other than U+0020, ZWSP (HY, BA, B2, ZW):
    /// a break is allowed after them.
    case breakAfter = 4
    /// No-break space and word joiner (GL, WJ): never a break on either side.
    case glue = 5
    /// U+0020 SPACE: a break after it; dropped at a line's end.
    case space = 6
    /// A mandatory break (BK, CR, LF, NL): line feed, form feed, U+2028, ...
    case mandatory = 7
    /// Inside inline code (never in the table: a run's ``RunBreaks`` gives it): no break
    /// between two such clusters; next to other text it breaks as a letter.
    case code = 8

    /// The break class in a table entry (bits 3-5: eight values, the first eight cases).
    @inline(__always) static func of(_ entry: UInt16) -> BreakClass {
        unsafeBitCast(UInt8(truncatingIfNeeded: entry >> 3 & 7), to: BreakClass.self)
    }
}

/// The generated two-stage table: an O(1) lookup of a code point's width, line-break
/// and grapheme cluster break classes.
///
/// A struct of plain pointers: copying it, or passing it to the scanner for every text
/// run, touches no reference count (as a class, or with arrays, each text run retained the
/// shared table and its ASCII classes; docs/performance.md has the profile). Its memory is
/// written once, when ``shared`` is first used, and never changes or goes away, which is
/// what makes sharing it safe; ``shared`` is the only table.
struct WidthTable: @unchecked Sendable {
    /// For each block of ``blockSize`` code points, the index of its unique block in `entries`.
    private let blocks: UnsafePointer<UInt16>
    /// Unique blocks, one entry per code point:
    /// width class | break class << 3 | grapheme break << 6 | conjunct break << 10.
    private let entries: UnsafePointer<UInt16>
    /// The entries of U+0000-U+07FF (ASCII and the scripts of two-byte UTF-8: Latin,
    /// Greek, Cyrillic, Hebrew, Arabic, ...) in one piece: one load instead of two.
    private let lowEntries: UnsafePointer<UInt16>
    /// The break classes of the 128 ASCII code points, for the scanner's fast path.
    let asciiBreakClasses: UnsafeBufferPointer<BreakClass>

    /// How many code points ``lowEntries`` covers.
    private static let lowCount: UInt32 = 0x800

    /// The decoded table, built once on first use.
    static let shared = WidthTable()

    private init() {
        var blocks: [UInt16] = []
        blocks.reserveCapacity(0x110000 / Self.blockSize)
        var high: UInt16? = nil
        for digit in Self.digits(of: Self.stage1) {
            if let first = high {
                blocks.append(first << 6 | UInt16(digit))
                high = nil
            } else {
                high = UInt16(digit)
            }
        }
        let digits = Self.digits(of: Self.stage2)
        let entries = stride(from: 0, to: digits.count, by: 2).map { UInt16(digits[$0]) << 6 | UInt16(digits[$0 + 1]) }
        let low = (0..<Int(Self.lowCount)).map { value in
            entries[Int(blocks[value / Self.blockSize]) * Self.blockSize + value % Self.blockSize]
        }
        let asciiBreakClasses = low.prefix(128).map { BreakClass(rawValue: UInt8($0 >> 3 & 7))! }
        assert(blocks.count == 0x110000 / Self.blockSize)
        assert(entries.count % Self.blockSize == 0)
        precondition(entries.count >= (Int(blocks.max() ?? 0) + 1) * Self.blockSize, "a block index past the entries")
        self.blocks = UnsafePointer(Self.lasting(blocks))
        self.entries = UnsafePointer(Self.lasting(entries))
        self.lowEntries = UnsafePointer(Self.lasting(low))
        self.asciiBreakClasses = UnsafeBufferPointer(start: Self.lasting(asciiBreakClasses), count: asciiBreakClasses.count)
    }

    /// A copy of `elements` that is never freed: the shared table lives as long as the process.
    private static func lasting<Element>(_ elements: [Element]) -> UnsafeMutablePointer<Element> {
        let pointer = UnsafeMutablePointer<Element>.allocate(capacity: elements.count)
        pointer.initialize(from: elements, count: elements.count)
        return pointer
    }

    /// The packed entry for a code point (at most U+10FFFF, as every decoder gives).
    @inline(__always) func entry(_ value: UInt32) -> UInt16 {
        assert(value < 0x110000, "a code point past U+10FFFF")
        if value < Self.lowCount { return lowEntries[Int(value)] }
        let block = Int(blocks[Int(value) / Self.blockSize])
        return entries[block * Self.blockSize + Int(value) % Self.blockSize]
    }

    /// The width class of a code point.
    @inline(__always) func widthClass(_ value: UInt32) -> WidthClass {
        WidthClass.of(entry(value))
    }

    /// The break class of a code point.
    @inline(__always) func breakClass(_ value: UInt32) -> BreakClass {
        BreakClass.of(entry(value))
    }

    /// The base64 digits of a generated literal, skipping line breaks and indentation.
    private static func digits(of literal: StaticString) -> [UInt8] {
        literal.withUTF8Buffer { buffer in
            var digits: [UInt8] = []
            digits.reserveCapacity(buffer.count)
            for byte in buffer {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): digits.append(byte - UInt8(ascii: "A"))
                case UInt8(ascii: "a")...UInt8(ascii: "z"): digits.append(byte - UInt8(ascii: "a") + 26)
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0") + 52)
                case UInt8(ascii: "+"): digits.append(62)
                case UInt8(ascii: "/"): digits.append(63)
                default: continue
                }
            }
            return digits
        }
    }
}
