/// The one linear pass that applies ``HTMLLimits`` to raw HTML before libxml2 reads it:
/// tags are copied as written, except attributes past the limits (and repeated names) and
/// start tags past the open-element limit, which are left out.
///
/// It follows open elements as a stack of names, closing to the matching name on an end tag
/// (amortised linear) and ignoring an end tag with no match, as libxml2 does; elements that
/// never hold content (`<br>`, `<img>`, …) and `/>` tags are not opened; a `<p>` or `<li>`
/// opened over one of its own name closes it first. Every end tag is kept. `<script>` and
/// `<style>` bodies are copied untouched.
struct HTMLInputFilter {
    let limits: HTMLLimits
    private(set) var report = HTMLLimitReport()
    private var open: [[UInt8]] = []
    private var openCount: [[UInt8]: Int] = [:]
    /// Inside `<script>` or `<style>`: the end tag that ends the raw text.
    private var rawTextEnd: [UInt8]?

    private static let voidElements: Set<[UInt8]> = Set(
        ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"].map {
            Array($0.utf8)
        })
    private static let closedBySameName: Set<[UInt8]> = Set(["p", "li", "dt", "dd", "option", "tr", "td", "th"].map { Array($0.utf8) })
    private static let rawText: Set<[UInt8]> = Set(["script", "style"].map { Array($0.utf8) })

    init(limits: HTMLLimits) {
        self.limits = limits
    }

    /// Appends `piece`, filtered, to `output`.
    mutating func append(_ piece: ArraySlice<UInt8>, to output: inout [UInt8]) {
        var at = piece.startIndex
        let end = piece.endIndex
        while at < end {
            if let closing = rawTextEnd {
                let stop = Self.find(closing, in: piece, from: at) ?? end
                output.append(contentsOf: piece[at..<stop])
                at = stop
                if stop < end { rawTextEnd = nil }
                continue
            }
            guard let less = piece[at...].firstIndex(of: UInt8(ascii: "<")) else {
                output.append(contentsOf: piece[at...])
                return
            }
            output.append(contentsOf: piece[at..<less])
            at = tag(piece, at: less, into: &output)
        }
    }

    /// Copies the markup that starts at `less` (a `<`), filtered; returns where it ends.
    private mutating func tag(_ piece: ArraySlice<UInt8>, at less: Int, into output: inout [UInt8]) -> Int {
        let end = piece.endIndex
        var at = less + 1
        let closing = at < end && piece[at] == UInt8(ascii: "/")
        if closing { at += 1 }
        guard at < end, Self.isLetter(piece[at]) else {
            // `<!-- -->`, `<!DOCTYPE>`, `<?…>` or a lone `<`: copied as they are.
            if at < end, piece[at] == UInt8(ascii: "!") || piece[at] == UInt8(ascii: "?") {
                let stop = piece[less...].starts(with: Array("<!--".utf8)) ? Self.find(Array("-->".utf8), in: piece, from: less + 4) : nil
                let last = stop.map { $0 + 2 } ?? piece[at...].firstIndex(of: UInt8(ascii: ">")) ?? end - 1
                output.append(contentsOf: piece[less...last])
                return last + 1
            }
            output.append(UInt8(ascii: "<"))
            return less + 1
        }
        let nameStart = at
        while at < end && !Self.isSpace(piece[at]) && piece[at] != UInt8(ascii: ">") && piece[at] != UInt8(ascii: "/") { at += 1 }
        let name = piece[nameStart..<at].map(Self.lowercased)
        if closing {
            let stop = piece[at...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? end
            // Every end tag is kept, matched or not: the styler pairs tags across blocks by
            // its own rules, and what an unmatched one does there must not depend on where a
            // text was cut (prepared parts, a stream). libxml2's search for its element is
            // bounded by the open-element limit, so an unmatched one costs at most that.
            output.append(contentsOf: piece[less..<stop])
            close(name)
            return stop
        }
        var tag = Array(piece[less..<at])
        var seen: Set<ArraySlice<UInt8>> = []
        var selfClosing = false
        while at < end {
            let spaceStart = at
            while at < end && Self.isSpace(piece[at]) { at += 1 }
            guard at < end else { break }
            if piece[at] == UInt8(ascii: ">") { break }
            if piece[at] == UInt8(ascii: "/") {
                at += 1
                selfClosing = at < end && piece[at] == UInt8(ascii: ">")
                continue
            }
            // One attribute: a name, then `=` and a quoted or bare value, if any.
            let attributeStart = at
            while at < end && !Self.isSpace(piece[at]) && !"=>/".utf8.contains(piece[at]) { at += 1 }
            if at == attributeStart { at += 1 }
            let attributeName = piece[attributeStart..<at]
            var look = at
            while look < end && Self.isSpace(piece[look]) { look += 1 }
            if look < end && piece[look] == UInt8(ascii: "=") {
                at = look + 1
                while at < end && Self.isSpace(piece[at]) { at += 1 }
                if at < end && (piece[at] == UInt8(ascii: "\"") || piece[at] == UInt8(ascii: "'")) {
                    let quote = piece[at]
                    at = (piece[(at + 1)...].firstIndex(of: quote) ?? end - 1) + 1
                } else {
                    while at < end && !Self.isSpace(piece[at]) && piece[at] != UInt8(ascii: ">") { at += 1 }
                }
            }
            let key = ArraySlice(attributeName.map(Self.lowercased))
            guard !seen.contains(key) else { continue }
            if seen.count >= limits.maximumAttributes || tag.count + (at - spaceStart) + 1 > limits.maximumTagBytes {
                report.droppedAttributes += 1
                continue
            }
            seen.insert(key)
            tag.append(contentsOf: piece[spaceStart..<at])
        }
        if selfClosing { tag.append(UInt8(ascii: "/")) }
        let stop = at < end ? at + 1 : end
        if at < end { tag.append(UInt8(ascii: ">")) }
        guard selfClosing || Self.voidElements.contains(name) || openElement(name) else {
            report.droppedStartTags += 1
            return stop
        }
        output.append(contentsOf: tag)
        if !selfClosing && Self.rawText.contains(name) { rawTextEnd = Array("</".utf8) + name }
        return stop
    }

    /// Opens `name` unless the limit is reached.
    private mutating func openElement(_ name: [UInt8]) -> Bool {
        if Self.closedBySameName.contains(name), open.last == name { close(name) }
        guard open.count < limits.maximumOpenElements else { return false }
        open.append(name)
        openCount[name, default: 0] += 1
        return true
    }

    /// Closes every element down to the innermost `name`; nothing when none is open.
    private mutating func close(_ name: [UInt8]) {
        guard openCount[name, default: 0] > 0 else { return }
        while let last = open.popLast() {
            openCount[last, default: 1] -= 1
            if last == name { return }
        }
    }

    /// Where `needle` (lower case) starts in `haystack` from `start`, ASCII case ignored.
    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, haystack.endIndex - start >= needle.count else { return nil }
        var at = start
        while at + needle.count <= haystack.endIndex {
            if lowercased(haystack[at]) == first
                && zip(haystack[at..<(at + needle.count)], needle).allSatisfy({ lowercased($0) == $1 })
            {
                return at
            }
            at += 1
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
