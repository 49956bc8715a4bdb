extension InlineWorkScan {
    /// What a line's start tells about the paragraphs around it, as far as a scan of the
    /// line alone can be sure.
    enum LineStart {
        /// Only spaces and tabs: no paragraph goes on past it.
        case blank
        /// A list item that interrupts any paragraph before it: a bullet or `1.` / `1)`
        /// followed by a space and content, under 4 spaces of indentation (after any `>`).
        case block
        /// An ATX heading: one line of inlines of its own.
        case heading
        /// Anything else, which may continue a paragraph.
        case text

        init(_ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
            var i = start
            if (start..<end).allSatisfy({ utf8[$0] == 0x20 || utf8[$0] == 0x09 || utf8[$0] == 0x0D }) {
                self = .blank
                return
            }
            // Indentation under 4 spaces, then block quote markers, each with its own.
            guard Self.skipIndentation(utf8, &i, end) else {
                self = .text
                return
            }
            while i < end && utf8[i] == UInt8(ascii: ">") {
                i += 1
                if i < end && utf8[i] == 0x20 { i += 1 }
                guard Self.skipIndentation(utf8, &i, end) else {
                    self = .text
                    return
                }
            }
            self = Self.classify(utf8, i, end)
        }

        /// Skips up to 3 spaces; false when a fourth space or a tab follows.
        private static func skipIndentation(_ utf8: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ end: Int) -> Bool {
            var spaces = 0
            while i < end && utf8[i] == 0x20 && spaces < 3 {
                i += 1
                spaces += 1
            }
            return i >= end || (utf8[i] != 0x20 && utf8[i] != 0x09)
        }

        /// The kind of a line whose content starts at `i`.
        private static func classify(_ utf8: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> LineStart {
            guard i < end else { return .text }
            var j = i
            switch utf8[i] {
            case UInt8(ascii: "#"):
                while j < end && utf8[j] == UInt8(ascii: "#") { j += 1 }
                return j - i <= 6 && (j == end || isSpace(utf8[j])) ? .heading : .text
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"):
                j += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var value = 0
                while j < end && j - i < 9, case let digit = utf8[j], digit >= 0x30 && digit <= 0x39 {
                    value = value * 10 + Int(digit - 0x30)
                    j += 1
                }
                guard value == 1, j < end, utf8[j] == UInt8(ascii: ".") || utf8[j] == UInt8(ascii: ")") else { return .text }
                j += 1
            default:
                return .text
            }
            // A marker, then a space and some content.
            guard j < end, utf8[j] == 0x20 || utf8[j] == 0x09 else { return .text }
            return (j..<end).contains { !isSpace(utf8[$0]) } ? .block : .text
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0D
        }
    }
}
