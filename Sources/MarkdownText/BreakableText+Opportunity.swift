extension BreakableText.Builder {
    /// The break opportunity between two adjacent text clusters, given as their break
    /// class, their byte (when one ASCII byte) and whether they came from a URL run;
    /// `inFlag`: whether they are in a word that starts with `-` (a flag).
    @inline(__always)
    static func opportunity(
        between before: (BreakClass, UInt8, Bool), and after: (BreakClass, UInt8, Bool), inFlag: Bool
    ) -> Cluster.Opportunity {
        if before.2 && after.2 {
            return isURLBreak(between: before.1, and: after.1) ? .lastResort : .none
        }
        if before.0 == .code && after.0 == .code { return .none }
        // Next to other text, code breaks as a letter does.
        let left = before.0 == .code ? BreakClass.other : before.0
        let right = after.0 == .code ? BreakClass.other : after.0
        if before.1 == noBreakSpace && right != .closing && right != .glue && right != .breakAfter {
            // After a no-break space: kept together while the words fit, broken there
            // rather than inside a word when they do not.
            return .lastResort
        }
        if left == .glue || right == .glue || right == .closing || right == .breakAfter {
            return .none
        }
        if left == .breakAfter {
            // A hyphen breaks after a word part ("well-|known"), not as a sign ("-5") nor
            // anywhere in a flag (`--pager`, `-z/--search-zip`): the word that starts
            // with one is kept whole, and split only when wider than the line.
            return inFlag ? .none : .allowed
        }
        if (left == .ideographic || right == .ideographic) && left != .opening {
            return .allowed
        }
        return .none
    }

    /// Whether a URL may break between two bytes: after `/ - _ . =` or before `? &`,
    /// but not inside a group of such signs (`://`, `..`, `/?`).
    fileprivate static func isURLBreak(between before: UInt8, and after: UInt8) -> Bool {
        switch (URLSign(before), URLSign(after)) {
        case (.breakAfter, .none), (.none, .breakBefore): true
        default: false
        }
    }

    /// The signs a URL breaks at.
    fileprivate enum URLSign {
        case none, breakAfter, breakBefore

        init(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "="): self = .breakAfter
            case UInt8(ascii: "?"), UInt8(ascii: "&"): self = .breakBefore
            default: self = .none
            }
        }
    }
}
