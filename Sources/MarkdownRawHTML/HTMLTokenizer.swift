import CHTMLTokens

/// Raw HTML read the way a browser's parser reads it (libxml2's HTML parser, Debian
/// libxml2-dev), as a flat list of tokens: no tree, no recursion, linear in the input.
///
/// The pieces are read as one stream, so a tag opened in one piece and closed in a later one
/// pairs the way it would in a page (`<details>` in one HTML block, `</details>` in another);
/// end tags with nothing open are dropped, and the closes the parser would add at the very
/// end are left out (Markdown between the pieces may still be inside). Comments and
/// processing instructions give no tokens; `<script>` and `<style>` bodies come as text.
///
/// ```swift
/// let tokens = HTMLTokenizer.tokens(of: ["<kbd>", "</kbd>", "<!-- note -->", "&amp;"])
/// // start kbd (piece 0), end kbd (piece 1), text "&" (piece 3)
/// ```
package enum HTMLTokenizer {
    /// The tokens of `pieces`, read one after another as one stream of HTML, within
    /// `limits` (see ``read(_:limits:)`` for what they left out). Invalid UTF-8 is read as
    /// U+FFFD.
    package static func tokens<Pieces: Sequence>(of pieces: Pieces, limits: HTMLLimits = .standard) -> [HTMLToken]
    where Pieces.Element: Collection<UInt8> {
        read(pieces, limits: limits).tokens
    }

    /// The tokens of `pieces`, as ``tokens(of:limits:)`` gives them, and what `limits` left
    /// out: attributes past the limits and start tags past the open-element limit are removed
    /// before libxml2 reads the input, so that reading stays linear in it.
    ///
    /// ```swift
    /// let reading = HTMLTokenizer.read([Array("<b a=1 a=2>x</b>".utf8)])
    /// // reading.tokens: start b (a=1), text "x", end b; reading.report.isEmpty
    /// ```
    package static func read<Pieces: Sequence>(_ pieces: Pieces, limits: HTMLLimits = .standard) -> (
        tokens: [HTMLToken], report: HTMLLimitReport
    ) where Pieces.Element: Collection<UInt8> {
        var input: [UInt8] = []
        var ends: [Int] = []
        var filter = HTMLInputFilter(limits: limits)
        for piece in pieces {
            let start = input.count
            let decoded = Self.lineBreakEndTagsOpened(Array(String(decoding: piece, as: UTF8.self).utf8))
            if limits == .unlimited {
                input.append(contentsOf: decoded)
            } else {
                filter.append(decoded[...], to: &input)
            }
            // A piece that ends inside a tag (an HTML block cut by a blank line) ends the tag,
            // so that the next piece starts fresh.
            if let open = input[start...].lastIndex(of: UInt8(ascii: "<")), !input[open...].contains(UInt8(ascii: ">")) {
                input.append(UInt8(ascii: ">"))
            }
            ends.append(input.count)
        }
        guard !input.isEmpty else { return ([], filter.report) }
        var output = cmark_html_output()
        input.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    cmark_html_tokenize(chars.baseAddress, chars.count, ends.baseAddress, ends.count, &output)
                }
            }
        }
        defer { cmark_html_output_free(&output) }
        return (tokens(in: output), filter.report)
    }

    /// `bytes` with every `</br>` (any case, spaces before `>`) written `<br>`: HTML's
    /// parsing rules and browsers read it as a line break, where libxml2 drops it.
    static func lineBreakEndTagsOpened(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var copied = 0
        var at = 0
        // One pass, copying as it goes: linear however many there are.
        while at + 4 < bytes.count {
            guard bytes[at] == UInt8(ascii: "<"), bytes[at + 1] == UInt8(ascii: "/"), bytes[at + 2] | 0x20 == UInt8(ascii: "b"),
                bytes[at + 3] | 0x20 == UInt8(ascii: "r")
            else {
                at += 1
                continue
            }
            var end = at + 4
            while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0A) { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ">") else {
                at += 1
                continue
            }
            if result.isEmpty { result.reserveCapacity(bytes.count) }
            result.append(contentsOf: bytes[copied..<at])
            result.append(contentsOf: "<br>".utf8)
            at = end + 1
            copied = at
        }
        guard copied > 0 else { return bytes }
        result.append(contentsOf: bytes[copied...])
        return result
    }

    private static func tokens(in output: cmark_html_output) -> [HTMLToken] {
        guard output.token_count > 0, let tokens = output.tokens else { return [] }
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(output.bytes)?.assumingMemoryBound(to: UInt8.self), count: output.byte_count)
        func string(_ offset: Int32, _ length: Int32) -> String {
            guard offset >= 0, length > 0 else { return "" }
            return String(decoding: bytes[Int(offset)..<Int(offset + length)], as: UTF8.self)
        }
        var result: [HTMLToken] = []
        result.reserveCapacity(output.token_count)
        for index in 0..<output.token_count {
            let token = tokens[index]
            let kind: HTMLToken.Kind =
                switch token.kind {
                case Int32(CMARK_HTML_START): .start
                case Int32(CMARK_HTML_END): .end
                default: .text
                }
            var attributes: [(name: String, value: String)] = []
            if token.attribute_count > 0, let list = output.attributes {
                for at in Int(token.first_attribute)..<Int(token.first_attribute + token.attribute_count) {
                    let attribute = list[at]
                    attributes.append(
                        (string(attribute.name_offset, attribute.name_length), string(attribute.value_offset, attribute.value_length)))
                }
            }
            result.append(HTMLToken(kind: kind, piece: Int(token.piece), text: string(token.offset, token.length), attributes: attributes))
        }
        return result
    }
}
