/// A scalar's Grapheme_Cluster_Break property (UAX #29), with Extended_Pictographic
/// as a class of its own (it only overlaps `Other`).
///
/// The raw values are bits 6-9 of a ``WidthTable`` entry; they must match
/// `Scripts/generate-width-tables.py`.
enum GraphemeBreak: UInt8, Sendable {
    case other = 0
    case cr = 1
    case lf = 2
    case control = 3
    case extend = 4
    case zwj = 5
    case regionalIndicator = 6
    case prepend = 7
    case spacingMark = 8
    /// Hangul leading jamo.
    case l = 9
    /// Hangul vowel jamo.
    case v = 10
    /// Hangul trailing jamo.
    case t = 11
    /// Hangul LV syllable.
    case lv = 12
    /// Hangul LVT syllable.
    case lvt = 13
    case extendedPictographic = 14
}

/// A scalar's Indic_Conjunct_Break property (rule GB9c of Unicode 15.1; see
/// `Scripts/generate-width-tables.py` for how it is derived).
///
/// The raw values are bits 10-11 of a ``WidthTable`` entry.
enum ConjunctBreak: UInt8, Sendable {
    case none = 0
    case consonant = 1
    case extend = 2
    case linker = 3
}

/// The state of the extended grapheme cluster rules (UAX #29) while a cluster grows,
/// one scalar at a time, as Swift's `Character` boundaries follow them.
///
/// ```swift
/// var rules = GraphemeRules(first: table.entry(0x1F469))
/// rules.continues(with: table.entry(0x200D))   // true: GB11 ZWJ
/// ```
struct GraphemeRules {
    /// The class of the last scalar of the cluster.
    private var last: GraphemeBreak
    /// Regional indicators seen at the end of the cluster, so far (GB12, GB13).
    private var regionalCount = 0
    /// An Extended_Pictographic scalar then Extend*: 1; followed by ZWJ: 2 (GB11).
    private var pictographic: UInt8 = 0
    /// A conjunct consonant then Extend/Linker*: 1; with a linker among them: 2 (GB9c).
    private var conjunct: UInt8 = 0

    /// Starts a cluster with a scalar's table entry.
    @inline(__always)
    init(first entry: UInt16) {
        last = Self.grapheme(entry)
        regionalCount = last == .regionalIndicator ? 1 : 0
        pictographic = last == .extendedPictographic ? 1 : 0
        conjunct = Self.conjunct(entry) == .consonant ? 1 : 0
    }

    /// The grapheme break class in a table entry.
    @inline(__always)
    static func grapheme(_ entry: UInt16) -> GraphemeBreak {
        let raw = UInt8(truncatingIfNeeded: entry >> 6 & 15)
        // Every value up to 14 is a case (15 is never in the table).
        return raw <= 14 ? unsafeBitCast(raw, to: GraphemeBreak.self) : .other
    }

    /// Whether a table entry's grapheme break class is Other.
    @inline(__always)
    static func isOther(_ entry: UInt16) -> Bool {
        entry >> 6 & 15 == GraphemeBreak.other.rawValue
    }

    /// Whether a table entry's scalar joins any cluster before it by the pair rules
    /// (GB9, GB9a: Extend, ZWJ, SpacingMark): after a scalar of class Other, nothing else
    /// does (GB9c, GB11 and GB12 need more before them).
    @inline(__always)
    static func extendsAny(_ entry: UInt16) -> Bool {
        let joiners: UInt16 = 1 << GraphemeBreak.extend.rawValue | 1 << GraphemeBreak.zwj.rawValue | 1 << GraphemeBreak.spacingMark.rawValue
        return joiners >> (entry >> 6 & 15) & 1 != 0
    }

    /// The conjunct break class in a table entry.
    @inline(__always)
    static func conjunct(_ entry: UInt16) -> ConjunctBreak {
        // Two bits, four cases: every value is a case.
        unsafeBitCast(UInt8(truncatingIfNeeded: entry >> 10 & 3), to: ConjunctBreak.self)
    }

    /// Whether the scalar with this table entry joins the cluster (no boundary before it);
    /// when it does, the state moves past it.
    @inline(__always)
    mutating func continues(with entry: UInt16) -> Bool {
        let next = Self.grapheme(entry)
        let joins = Self.joins(last, next) || joinsBySequence(next, entry)
        guard joins else { return false }
        advance(next, entry)
        return true
    }

    /// The pair rules GB3-GB9b, which look only at the two scalars.
    @inline(__always)
    private static func joins(_ left: GraphemeBreak, _ right: GraphemeBreak) -> Bool {
        switch (left, right) {
        case (.cr, .lf): true  // GB3
        case (.cr, _), (.lf, _), (.control, _), (_, .cr), (_, .lf), (_, .control): false  // GB4, GB5
        case (.l, .l), (.l, .v), (.l, .lv), (.l, .lvt): true  // GB6
        case (.lv, .v), (.lv, .t), (.v, .v), (.v, .t): true  // GB7
        case (.lvt, .t), (.t, .t): true  // GB8
        case (_, .extend), (_, .zwj), (_, .spacingMark), (.prepend, _): true  // GB9, GB9a, GB9b
        default: false
        }
    }

    /// The rules that look back over the cluster: GB9c, GB11, GB12 and GB13.
    @inline(__always)
    private func joinsBySequence(_ next: GraphemeBreak, _ entry: UInt16) -> Bool {
        switch next {
        case .extendedPictographic: pictographic == 2 && last == .zwj
        case .regionalIndicator: last == .regionalIndicator && regionalCount % 2 == 1
        case .cr, .lf, .control: false
        default: conjunct == 2 && Self.conjunct(entry) == .consonant
        }
    }

    /// Moves the state past a scalar that joined the cluster.
    @inline(__always)
    private mutating func advance(_ next: GraphemeBreak, _ entry: UInt16) {
        regionalCount = next == .regionalIndicator ? regionalCount + 1 : 0
        switch next {
        case .extendedPictographic: pictographic = 1
        case .extend: if pictographic != 1 { pictographic = 0 }
        case .zwj: pictographic = pictographic == 1 ? 2 : 0
        default: pictographic = 0
        }
        switch Self.conjunct(entry) {
        case .consonant: conjunct = 1
        case .linker: if conjunct != 0 { conjunct = 2 }
        case .extend: break
        case .none: conjunct = 0
        }
        last = next
    }
}
