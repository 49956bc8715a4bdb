import MarkdownTheme
import MarkdownTree

extension StyleBuilder {
    /// An open inline: where it ends, its resolved style, the node, the link it restores;
    /// for an HTML tag, the tag (its name to pair it with its end tag), and what it passes on
    /// to the inlines inside (hidden, super- or subscript).
    struct InlineFrame {
        var end: Int32
        var style: StyleID
        var node: Int32
        var outerLink: UInt32
        var tag: HTMLTag? = nil
        var name: String = ""
        var hides = false
        var script: HTMLScript? = nil
        /// Where a link's text starts in the buffer, to tell whether it is the URL; and where
        /// the images it holds end while it holds nothing else (a badge: no URL shown).
        var textStart = 0
        var imageEnd = -1
    }

    /// Styles the inlines of `node` (a paragraph, heading or cell) over the resolved style
    /// `base`: one line group per hard break. Returns the line groups' range in `texts`.
    /// `start`, when given, is a child of `node` where styling begins.
    ///
    /// Iterative: an explicit stack of open inlines, so emphasis nested thousands deep is fine.
    /// Unlike the other walks it does not take its events from `TreeEvents`: an inline HTML
    /// tag (`<sup>`, `<span hidden>`) opens a frame that lasts until its end tag, a later
    /// sibling, so frames end at nodes' starts rather than only at subtrees' ends.
    mutating func styleInlines(of node: Int, base: StyleID, from start: Int? = nil) -> Range<Int32> {
        let firstText = Int32(out.texts.count)
        var groupStart = out.runs.count
        var stack: [InlineFrame] = []
        var link: UInt32 = 0
        let end = Int(input.nodes[node].end)
        numbering.printsURLsInline = LinkNumbering.printsURLsInline(input.nodes[node].kind)
        if let prefix = cascade[base].prefix, !prefix.isEmpty {
            addPadding(prefix, style: base, since: groupStart)
        }
        markDirtyText(of: node)
        var i = start ?? node + 1
        while i < end {
            if budget.stopsBeforeInline() { break }
            while let top = stack.last, Int(top.end) <= i {
                stack.removeLast()
                link = closeInline(top, link: link, since: groupStart)
            }
            let raw = input.nodes[i]
            out.provenance.enterInline(i, at: out.text.count)
            let style = stack.last?.style ?? base
            if let top = stack.last, top.hides || top.script != nil {
                // Inside `<script>` nothing shows; inside `<sup>` text is raised.
                switch raw.kind {
                case .text, .code:
                    if !top.hides, let script = top.script {
                        let text = String(decoding: input.source[span: raw.text], as: UTF8.self)
                        let shown = script.written(text, attached: out.endsInWord(since: groupStart))
                        addRun(shown, style: raw.kind == .code ? cascade.style(.code, over: style) : style, link: link, since: groupStart)
                    }
                    i += 1
                    continue
                case .softBreak, .lineBreak, .footnoteReference, .image:
                    if top.hides {
                        i = Int(raw.end)
                        continue
                    }
                default:
                    break
                }
            }
            switch raw.kind {
            case .text:
                let text = lineStartTrimmed(raw.text, since: groupStart)
                if text.count > 0 { addSourceRun(text, style: style, link: link, since: groupStart) }
            case .softBreak:
                // A line that starts at a `<br>` starts flush: the newline after it is no space.
                if out.runs.count > groupStart { addRun(" ", style: style, link: link, since: groupStart) }
            case .lineBreak:
                _ = out.finishText(from: groupStart)
                groupStart = out.runs.count
            case .code:
                // The theme's affixes stand on every span alike: padding on some spans only
                // (between spaces) made gaps of two widths on one line. The built-ins pad
                // none; their background marks the code.
                let code = cascade.style(.code, over: style)
                addAffix(cascade[code].prefix, style: code, link: link, since: groupStart)
                addRun(input.source[span: raw.text], style: code, link: link, isCode: true, since: groupStart)
                addAffix(cascade[code].suffix, style: code, link: link, since: groupStart)
            case .inlineHTML:
                switch input.styling.bounded.html.display ?? ThemeDefaults.htmlDisplay {
                case .raw:
                    addRun(input.source[span: raw.text], style: cascade.style(.html, over: style), link: link, since: groupStart)
                case .render:
                    styleInlineHTML(at: i, stack: &stack, link: &link, groupStart: &groupStart, base: base, end: Int32(end))
                case .drop:
                    break
                }
            case .image:
                let before = out.text.count
                addImage(at: i, style: style, link: link, since: groupStart)
                noteImage(placedFrom: before, in: &stack)
                i = Int(raw.end)
                continue
            case .footnoteReference:
                let mark = cascade.style(.footnoteReference, over: style)
                let label = String(decoding: input.source[span: raw.text], as: UTF8.self)
                let target = out.addLink(.footnote(label: label, number: raw.footnoteNumber))
                let text = numbering.footnoteMark(number: raw.number, format: input.styling.bounded.footnotes.referenceFormat)
                addRun(text, style: mark, link: target, since: groupStart)
            case .emphasis, .strong, .strikethrough, .link, .customInline:
                let element: StyleElement? =
                    switch raw.kind {
                    case .emphasis: .emphasis
                    case .strong: .strong
                    case .strikethrough: .strikethrough
                    case .link: .link
                    default: nil
                    }
                var inner = style
                if let element {
                    inner = cascade.style(element, over: style)
                } else if raw.aux.count > 0 {
                    inner = cascade.custom(String(decoding: input.source[span: raw.aux], as: UTF8.self), over: style)
                }
                var frame = InlineFrame(end: raw.end, style: inner, node: Int32(i), outerLink: link, textStart: out.text.count)
                frame.hides = stack.last?.hides ?? false
                frame.script = stack.last?.script
                stack.append(frame)
                if raw.kind == .link {
                    // 0 when the policy refused the URL: the link keeps its text and style.
                    link = out.addLink(.url(String(decoding: input.source[span: raw.text], as: UTF8.self)))
                }
                if raw.kind == .customInline {
                    addRun(input.source[span: raw.text], style: inner, link: link, since: groupStart)
                } else {
                    addAffix(cascade[inner].prefix, style: inner, link: link, since: groupStart)
                }
            default:
                break
            }
            i += 1
        }
        while let top = stack.popLast() { link = closeInline(top, link: link, since: groupStart) }
        if let suffix = cascade[base].suffix, !suffix.isEmpty {
            addPadding(suffix, style: base, since: groupStart)
        }
        _ = out.finishText(from: groupStart)
        collapseEmptyLines(from: firstText)
        // Raw HTML blocks flow their own inlines: they are prose (see `numbersLinks(in:theme:)`).
        numbering.printsURLsInline = true
        return firstText..<Int32(out.texts.count)
    }

    /// Adds a block's prefix or suffix with its outer spaces in runs that keep them, so padding
    /// such as a heading's `" "` survives at the line's edges (where breaking drops spaces).
    /// They stay U+0020 in the output: an ASCII theme's `"# "` is copied as `# `, not with a
    /// no-break space.
    mutating func addPadding(_ text: String, style: StyleID, since start: Int) {
        var text = text
        let counted: (leading: Int, trailing: Int)? = text.withUTF8 { Self.paddingSpaces($0) }
        let (leading, trailing) =
            counted
            ?? {
                // A space that a mark or a prepended sign joins is no padding: count Characters.
                let leading = text.prefix { $0 == " " }.count
                return (leading, text.count == leading ? 0 : text.reversed().prefix { $0 == " " }.count)
            }()
        text.withUTF8 { bytes in
            // The runs are added as bytes, empty ones skipped (they would add nothing): no
            // String is made per heading.
            let middle = UnsafeBufferPointer(rebasing: bytes[leading..<(bytes.count - trailing)])
            addSpaceRun(leading, style: style, since: start)
            if !middle.isEmpty { addRun(middle, style: style, link: 0, since: start) }
            addSpaceRun(trailing, style: style, since: start)
        }
    }

    /// The spaces at the start and the end of padding, counted in bytes; nil when a byte of
    /// 0x80 or more is next to them (it could join a space into a larger Character).
    private static func paddingSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> (leading: Int, trailing: Int)? {
        var leading = 0
        while leading < bytes.count && bytes[leading] == 0x20 { leading += 1 }
        if leading == bytes.count { return (leading, 0) }
        var trailing = 0
        while bytes[bytes.count - 1 - trailing] == 0x20 { trailing += 1 }
        let afterLeading = bytes[leading]
        let beforeTrailing = bytes[bytes.count - 1 - trailing]
        guard leading == 0 || afterLeading < 0x80, trailing == 0 || beforeTrailing < 0x80 else { return nil }
        return (leading, trailing)
    }

    /// Adds an inline's prefix or suffix (a code span's padding, say), if it has one. Its
    /// spaces glue: a line never breaks between a code span and its padding, so `` `x`, ``
    /// keeps its comma.
    @inline(__always)
    mutating func addAffix(_ text: String?, style: StyleID, link: UInt32, since start: Int) {
        if let text, !text.isEmpty { addTheme(text, style: style, link: link, since: start) }
    }

    /// Adds a theme string as a run that keeps its spaces, its bytes read in place (no copy
    /// into a new `String`).
    private mutating func addTheme(_ text: String, style: StyleID, link: UInt32, since start: Int) {
        var text = text
        text.withUTF8 { addRun($0, style: style, link: link, isWhole: true, since: start) }
    }

    /// Ends an inline: its suffix, and for a link the URL or reference number per theme.
    mutating func closeInline(_ frame: InlineFrame, link: UInt32, since start: Int) -> UInt32 {
        if let tag = frame.tag {
            if tag == .code { addHTMLCodeAffix(cascade[frame.style].suffix, of: frame.name, style: frame.style, link: link, since: start) }
            if tag == .link, link != 0, link != frame.outerLink, case .url(let url) = out.links[Int(link) - 1] {
                addLinkDestination(
                    Array(url.utf8), isAutolink: false, style: frame.style, link: link, textStart: frame.textStart,
                    isBadge: frame.imageEnd == out.text.count, since: start)
            }
            return frame.outerLink
        }
        let raw = input.nodes[Int(frame.node)]
        if raw.kind == .customInline {
            addRun(input.source[span: raw.text2], style: frame.style, link: link, since: start)
            return frame.outerLink
        }
        addAffix(cascade[frame.style].suffix, style: frame.style, link: link, since: start)
        guard raw.kind == .link, raw.text.count > 0, link != 0 else { return frame.outerLink }
        addLinkDestination(
            input.source[span: raw.text], isAutolink: raw.isAutolink, style: frame.style, link: link,
            textStart: frame.textStart, isBadge: frame.imageEnd == out.text.count, since: start)
        return frame.outerLink
    }

    /// Notes an image placed in the innermost link from `start`: while the link holds only
    /// images it is a badge.
    func noteImage(placedFrom start: Int, in stack: inout [InlineFrame]) {
        guard let top = stack.indices.last, stack[top].tag == .link || input.nodes[Int(max(0, stack[top].node))].kind == .link else {
            return
        }
        let expected = stack[top].imageEnd < 0 ? stack[top].textStart : stack[top].imageEnd
        // Spaces between the images (HTML's line breaks) do not count as text.
        let onlySpaces = expected <= start && out.text[expected..<start].allSatisfy { $0 == 0x20 }
        stack[top].imageEnd = onlySpaces ? out.text.count : Int.max
    }

    /// After a link's text, its destination as the theme shows links: in parentheses, as a
    /// numbered reference, or not at all. Never for a link within the document (`#usage`), nor
    /// one whose text is its URL (an autolink, `[https://x.org](https://x.org)`): the URL is
    /// shown once. A badge (a link holding only images) shows no URL inline: its label is the
    /// link. In a heading or a table cell an inline URL becomes a numbered reference.
    mutating func addLinkDestination<C: Collection<UInt8>>(
        _ url: C, isAutolink: Bool, style: StyleID, link: UInt32, textStart: Int, isBadge: Bool, since start: Int
    ) where C.Index == Int {
        let themed = input.styling.bounded.link.display ?? ThemeDefaults.linkDisplay
        guard themed == .inline || themed == .references, url.first != UInt8(ascii: "#"), !isAutolink,
            !(isBadge && themed == .inline), !linkText(since: textStart, isURL: url)
        else { return }
        let display = themed == .inline && !numbering.printsURLsInline ? LinkDisplay.references : themed
        let urlStyle = cascade.style(.linkURL, over: style)
        if display == .inline {
            addRun(" (", style: urlStyle, link: link, since: start)
            addRun(url, style: urlStyle, link: link, isURL: true, since: start)
            addRun(")", style: urlStyle, link: link, since: start)
            return
        }
        let number = numbering.number(String(decoding: url, as: UTF8.self), link: link)
        addRun("[\(number)]", style: urlStyle, link: link, since: start)
    }

    /// Whether the text placed from buffer offset `first` on spells `url`, or `url` without
    /// its scheme (`mailto:`, `https://`) or trailing slash.
    private func linkText<C: Collection<UInt8>>(since first: Int, isURL url: C) -> Bool where C.Index == Int {
        let text = out.text[min(first, out.text.count)...]
        guard !text.isEmpty, text.count <= url.count else { return false }
        if text.elementsEqual(url) { return true }
        var target = Array(url)[...]
        for scheme in ["mailto:", "https://", "http://"] where target.starts(with: scheme.utf8) {
            target = target.dropFirst(scheme.utf8.count)
            break
        }
        if target.last == UInt8(ascii: "/") && text.last != UInt8(ascii: "/") { target = target.dropLast() }
        return text.elementsEqual(target)
    }

    /// An image as its placeholder: the theme's format with the alt text and source.
    /// Inside a link (a badge), the placeholder is the link's.
    private mutating func addImage(at index: Int, style: StyleID, link: UInt32, since start: Int) {
        let image = input.nodes[index]
        addImage(
            source: input.source[span: image.text], alt: altText(ofImage: index), title: input.source[span: image.text2], style: style,
            link: link, since: start)
    }

    /// The alt text of the image node at `index`: its text, code and HTML, breaks as spaces.
    func altText(ofImage index: Int) -> [UInt8] {
        var alt: [UInt8] = []
        for j in (index + 1)..<Int(input.nodes[index].end) {
            let child = input.nodes[j]
            switch child.kind {
            case .text, .code, .inlineHTML: alt.append(contentsOf: input.source[span: child.text])
            case .softBreak, .lineBreak: alt.append(0x20)
            default: break
            }
        }
        return alt
    }

    /// An image's placeholder: the theme's format filled with its label (see
    /// ``imageLabel(alt:title:source:)``) and source.
    mutating func addImage<C: Collection<UInt8>>(
        source src: C, alt: [UInt8], title: some Collection<UInt8>, style: StyleID, link: UInt32, since start: Int
    ) where C.Index == Int {
        var alt = imageLabel(alt: alt, title: title, source: src)
        if let resolver = input.imageResolver, case .unavailable(let note)? = resolver.resolve(source: String(decoding: src, as: UTF8.self))
        {
            alt += Array(" (\(note))".utf8)
        }
        let target =
            link != 0 ? link : out.addLink(.image(source: String(decoding: src, as: UTF8.self), alt: String(decoding: alt, as: UTF8.self)))
        let placeholder = cascade.style(.image, over: style)
        // A short label (a badge's "PyPI downloads") wraps as one word; a long alt text
        // wraps like a sentence.
        let glued = alt.count <= Self.gluedImageLabelBytes
        // A placeholder that comes out empty (a format of `{alt}`, no alt text) is U+FFFC,
        // the object replacement character: the image, and the link it may be, stay there.
        let text = placeholderText(alt: alt, source: src)
        separateImage(style: style, since: start)
        if text.isEmpty {
            addRun(Self.objectReplacement, style: placeholder, link: target, isWhole: true, since: start)
        } else {
            // A long label wraps, but its mark (`▣ `) stays with its first word: a line never
            // ends with the mark alone.
            let mark = imageMarkBytes
            let head = glued ? text.count : mark > 0 ? Self.markAndFirstWord(of: text, markBytes: mark) : 0
            if head > 0 { addRun(text[..<head], style: placeholder, link: target, isWhole: true, since: start) }
            if head < text.count { addRun(text[head...], style: placeholder, link: target, since: start) }
        }
        imageEnd = out.runs.count
    }

    /// An image's placeholder text: the theme's format filled with its `alt` text and `src`.
    func placeholderText(alt: [UInt8], source src: some Collection<UInt8>) -> [UInt8] {
        let format = input.styling.bounded.image.format ?? ThemeDefaults.imageFormat
        return Self.filled(format, "{alt}", with: alt, then: "{src}", with: src)
            ?? Array(
                format.replacingOccurrences(of: "{alt}", with: String(decoding: alt, as: UTF8.self))
                    .replacingOccurrences(of: "{src}", with: String(decoding: src, as: UTF8.self)).utf8)
    }

    /// How many bytes the theme's placeholder puts before the label (`▣ ` in `▣ {alt}`); 0
    /// where the format is the label alone, starts with it, or has `{src}` before it (whose
    /// length varies).
    var imageMarkBytes: Int {
        let format = input.styling.bounded.image.format ?? ThemeDefaults.imageFormat
        let bytes = Array(format.utf8)
        let label = Array("{alt}".utf8)
        guard marksImages, bytes.count >= label.count,
            let offset = (0...(bytes.count - label.count)).first(where: { bytes[$0..<($0 + label.count)].elementsEqual(label) })
        else { return 0 }
        return bytes[..<offset].contains(0x7B) ? 0 : offset
    }

    /// The length of `text`'s first `markBytes` bytes and the word after them: the end of
    /// the first word that starts after the mark, or the whole text.
    static func markAndFirstWord(of text: [UInt8], markBytes: Int) -> Int {
        var index = min(markBytes, text.count)
        while index < text.count && text[index] == 0x20 { index += 1 }
        while index < text.count && text[index] != 0x20 { index += 1 }
        return index
    }

    /// U+FFFC OBJECT REPLACEMENT CHARACTER, in UTF-8: where an image with no placeholder text is.
    static let objectReplacement: [UInt8] = [0xEF, 0xBF, 0xBC]

    /// The longest alt text whose placeholder is never broken at its spaces.
    static let gluedImageLabelBytes = 20

    /// `format` with every `first` replaced by `firstValue`, then every `second` in the result
    /// by `secondValue`, as two `replacingOccurrences` calls do, over bytes.
    ///
    /// `replacingOccurrences` matches whole characters: a placeholder next to a combining
    /// mark or a prepended scalar is not one. So this gives up (`nil`, the caller takes the
    /// character search) when a match has a non-ASCII byte on either side; elsewhere bytes
    /// and characters agree, since no other character equals an ASCII placeholder's.
    static func filled(
        _ format: String, _ first: StaticString, with firstValue: some Collection<UInt8>, then second: StaticString,
        with secondValue: some Collection<UInt8>
    ) -> [UInt8]? {
        var once: [UInt8] = []
        guard replace(first, with: firstValue, in: Array(format.utf8), into: &once) else { return nil }
        var twice: [UInt8] = []
        twice.reserveCapacity(once.count)
        guard replace(second, with: secondValue, in: once, into: &twice) else { return nil }
        return twice
    }

    /// Appends `text` to `output` with every occurrence of `target` (left to right, not
    /// overlapping) replaced by `replacement`; `false` when a match is next to a non-ASCII byte.
    private static func replace(
        _ target: StaticString, with replacement: some Collection<UInt8>, in bytes: [UInt8], into output: inout [UInt8]
    ) -> Bool {
        let needle = UnsafeBufferPointer(start: target.utf8Start, count: target.utf8CodeUnitCount)
        var index = 0
        var copied = 0
        while index + needle.count <= bytes.count {
            guard bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) else {
                index += 1
                continue
            }
            let end = index + needle.count
            if (index > 0 && bytes[index - 1] >= 0x80) || (end < bytes.count && bytes[end] >= 0x80) { return false }
            output.append(contentsOf: bytes[copied..<index])
            output.append(contentsOf: replacement)
            index = end
            copied = end
        }
        output.append(contentsOf: bytes[copied...])
        return true
    }
}

extension Array where Element == UInt8 {
    /// The bytes of a span of the tree's text buffer.
    subscript(span span: TextSpan) -> ArraySlice<UInt8> {
        self[Int(span.offset)..<Int(span.offset + span.count)]
    }
}
