extension BreakableText {
    /// Splits runs into clusters and finds the break opportunity between each two, keeping
    /// like clusters that follow each other as one ``ClusterRun``.
    struct Builder {
        private var utf8: [UInt8] = []
        private var runs: [ClusterRun] = []
        private let table = WidthTable.shared
        /// The run being grown (not yet in `runs`), when `hasCurrent`.
        private var current = ClusterRun(start: 0, offset: 0, style: 0, length: 0, width: 0, kind: .text, isURL: false)
        private var hasCurrent = false
        /// The number of clusters so far.
        private var count = 0
        /// The last cluster's break class and byte (when it is one ASCII byte, else 0).
        private var lastClass = BreakClass.other
        private var lastASCII: UInt8 = 0
        /// Whether the last cluster starts a word (nothing or a non-text cluster before it).
        private var lastStartsWord = true

        /// Reserves room for about `bytes` bytes of text.
        mutating func reserve(bytes: Int) {
            utf8.reserveCapacity(bytes)
        }

        /// Appends a run's clusters; clusters never span two runs.
        mutating func append(_ run: TextRun) {
            if run.isHardBreak {
                appendHardBreak(style: run.style)
                return
            }
            var text = run.text
            text.withUTF8 { append($0, style: run.style, isURL: run.isURL) }
        }

        /// Appends a hard line break.
        mutating func appendHardBreak(style: UInt32) {
            push(offset: utf8.count, length: 0, width: 0, kind: .hardBreak, style: style, isURL: false, breakClass: .mandatory, ascii: 0)
        }

        /// Appends the clusters of a run given as UTF-8 bytes (from any buffer: no `String`
        /// is made for ASCII text); clusters never span two runs. With `keepsSpaces`, its
        /// spaces glue like no-break spaces (never dropped, never a break).
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, style: UInt32, isURL: Bool, keepsSpaces: Bool = false) {
            let base = utf8.count
            utf8.append(contentsOf: bytes)
            precondition(utf8.count < Int(Int32.max) / 2, "BreakableText holds at most 1 GiB of text")
            var position = 0
            table.asciiBreakClasses.withUnsafeBufferPointer { asciiClasses in
                ClusterScanner.scan(bytes, table: table) { stretch in
                    var index = stretch.lowerBound
                    while index < stretch.upperBound {
                        let byte = bytes[index]
                        let breakClass = asciiClasses[Int(byte)]
                        if breakClass == lastClass && Self.neverBreaksBetweenTwo(breakClass) && extendsCurrent(style: style, isURL: isURL) {
                            // Letters after letters, `(` after `(`: no break between them, so
                            // they only lengthen the current run.
                            var end = index + 1
                            while end < stretch.upperBound && asciiClasses[Int(bytes[end])] == breakClass { end += 1 }
                            current.innerBreak = .none
                            current.count += Int32(end - index)
                            count += end - index
                            lastASCII = bytes[end - 1]
                            lastStartsWord = false
                            index = end
                            continue
                        }
                        let scanned = ScannedCluster(length: 1, width: 1, breakClass: breakClass, ascii: byte)
                        push(scanned, offset: base + index, style: style, isURL: isURL, keepsSpaces: keepsSpaces)
                        index += 1
                    }
                    position = stretch.upperBound
                } cluster: { scanned in
                    push(scanned, offset: base + position, style: style, isURL: isURL, keepsSpaces: keepsSpaces)
                    position += scanned.length
                }
            }
        }

        /// Whether two text clusters of this class never have a break between them.
        @inline(__always)
        private static func neverBreaksBetweenTwo(_ breakClass: BreakClass) -> Bool {
            switch breakClass {
            case .other, .opening, .closing, .breakAfter, .glue: true
            case .ideographic, .space, .mandatory: false
            }
        }

        /// Whether an ASCII byte of the last cluster's class joins the current run: it is
        /// one-byte text of this style, not a URL (whose letters next to signs may break).
        @inline(__always)
        private func extendsCurrent(style: UInt32, isURL: Bool) -> Bool {
            hasCurrent && !isURL && !current.isURL && current.kind == .text && current.length == 1 && current.width == 1
                && current.style == style && (current.count == 1 || current.innerBreak == .none)
        }

        /// Appends a scanned cluster of a text run.
        @inline(__always)
        private mutating func push(_ scanned: ScannedCluster, offset: Int, style: UInt32, isURL: Bool, keepsSpaces: Bool) {
            let breakClass = keepsSpaces && scanned.breakClass == .space ? .glue : scanned.breakClass
            let kind: Cluster.Kind =
                switch breakClass {
                case .space: .space
                case .mandatory: .hardBreak
                default: .text
                }
            push(
                offset: offset, length: scanned.length, width: kind == .hardBreak ? 0 : scanned.width, kind: kind, style: style,
                isURL: isURL, breakClass: breakClass, ascii: scanned.ascii)
        }

        /// The text and its runs.
        mutating func finish() -> ([UInt8], [ClusterRun]) {
            if hasCurrent {
                runs.append(current)
                hasCurrent = false
            }
            return (utf8, runs)
        }

        /// Appends a cluster: it grows the current run when it is like its clusters and the
        /// opportunity before it is the run's, else it starts a run.
        @inline(__always)
        private mutating func push(
            offset: Int, length: Int, width: Int, kind: Cluster.Kind, style: UInt32, isURL: Bool, breakClass: BreakClass, ascii: UInt8
        ) {
            var opportunity = Cluster.Opportunity.none
            if kind == .text && hasCurrent && current.kind == .text {
                opportunity = Self.opportunity(
                    between: (lastClass, lastASCII, current.isURL), and: (breakClass, ascii, isURL), startsWord: lastStartsWord)
                lastStartsWord = false
            } else {
                lastStartsWord = true
            }
            (lastClass, lastASCII) = (breakClass, ascii)
            if hasCurrent && current.kind == kind && kind != .hardBreak && current.style == style && current.isURL == isURL
                && current.length == UInt32(length) && current.width == UInt8(width)
                && (current.count == 1 || current.innerBreak == opportunity)
            {
                current.innerBreak = opportunity
                current.count += 1
            } else {
                if hasCurrent {
                    current.lastBreak = opportunity
                    runs.append(current)
                }
                current = ClusterRun(start: count, offset: offset, style: style, length: length, width: width, kind: kind, isURL: isURL)
                hasCurrent = true
            }
            count += 1
        }

        /// The break opportunity between two adjacent text clusters, given as their break
        /// class, their byte (when one ASCII byte) and whether they came from a URL run.
        @inline(__always)
        private static func opportunity(
            between before: (BreakClass, UInt8, Bool), and after: (BreakClass, UInt8, Bool), startsWord: Bool
        ) -> Cluster.Opportunity {
            if before.2 && after.2 {
                return isURLBreak(between: before.1, and: after.1) ? .url : .none
            }
            let (left, right) = (before.0, after.0)
            if left == .glue || right == .glue || right == .closing || right == .breakAfter {
                return .none
            }
            if left == .breakAfter {
                // A hyphen breaks after a word part ("well-|known"), not as a sign ("-5").
                return startsWord && before.1 == UInt8(ascii: "-") ? .none : .allowed
            }
            if (left == .ideographic || right == .ideographic) && left != .opening {
                return .allowed
            }
            return .none
        }

        /// Whether a URL may break between two bytes: after `/ - _ . =` or before `? &`,
        /// but not inside a group of such signs (`://`, `..`, `/?`).
        private static func isURLBreak(between before: UInt8, and after: UInt8) -> Bool {
            switch (URLSign(before), URLSign(after)) {
            case (.breakAfter, .none), (.none, .breakBefore): true
            default: false
            }
        }

        /// The signs a URL breaks at.
        private enum URLSign {
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
}
