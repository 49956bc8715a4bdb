import MarkdownRawHTML
import MarkdownTheme
import MarkdownTree

/// Raw HTML rendered the way a browser shows it. The document's HTML nodes are read once, as
/// one stream (see ``HTMLTokenizer``), so tags pair across the nodes cmark splits them into;
/// inline tags become inline frames beside Markdown's, block tags the blocks they mean.
struct HTMLState {
    /// Every HTML node's tokens, read at the first one met.
    var tokens: [HTMLToken] = []
    var ranges: [Int32: Range<Int>] = [:]
    var isRead = false
    /// The limits the HTML was read under, and what they left out.
    var limits = HTMLLimits.standard
    var report = HTMLLimitReport()
    /// Block elements left open by an HTML block, closed by a later one (or when the
    /// Markdown container they were opened in ends).
    var open: [HTMLBlockFrame] = []
    /// Whether the last block styled left an element open (`<details>`, `<h1>`, ...) that a
    /// later block may close.
    var leftOpen = false

    /// The alignment the innermost open block element asks for (`<div align="center">`), for
    /// the Markdown blocks inside it.
    var alignment: BlockAlignment? { open.last?.alignment }

    /// The level of the HTML heading the Markdown after it is inside (`<h1 align="center">`,
    /// a blank line, a banner image, `</h1>`): its paragraphs are styled as that heading.
    var headingLevel: Int? {
        if case .heading(let level) = open.last?.tag { return level }
        return nil
    }
}

/// An open element with a tag name.
protocol HTMLNamed {
    var name: String { get }
}

extension StyleBuilder.InlineFrame: HTMLNamed {}
extension HTMLBlockFrame: HTMLNamed {}

/// An open HTML block element.
struct HTMLBlockFrame {
    var tag: HTMLTag
    var name: String
    /// The alignment it asks for, or the one of the frame it is in (read in constant time).
    var alignment: BlockAlignment?
    /// The Markdown container depth it was opened at: only an end tag at that depth closes it.
    var depth: Int
    /// The blocks when it opened a container (a quote, an item, a definition), else nil.
    var container: Int?
    /// Lists: the next number and the nesting of HTML lists.
    var number = 1
    var listDepth = 0
    /// The innermost list frame's index (this one, or the one it is in).
    var list: Int?
    /// A `<details>` whose `<summary>` comes first: its body's container opens when the
    /// summary ends, so the summary stays outside the indent.
    var awaitsSummary = false
    /// A `<details>` set off by a rule: the rule drawn when it closes.
    var closingRule: Segment?
}

/// The inline content of an HTML block being gathered into a paragraph (or a table's cell).
struct HTMLFlow {
    /// The current line group's first run; nil while no paragraph is open.
    var groupStart: Int?
    var firstText: Int32 = 0
    var element: StyleElement = .paragraph
    var base: StyleID
    var alignment: BlockAlignment?
    /// A collapsed space not yet placed, and the style and link of the text it was met in
    /// (the first space of a run of them, as a browser keeps): placed before the next content,
    /// so whitespace on both sides of a tag makes one space.
    var pendingSpace = false
    var spaceStyle: StyleID?
    var spaceLink: UInt32 = 0
    var inline: [StyleBuilder.InlineFrame] = []
    var link: UInt32 = 0
    /// Inside `<pre>`: its text, as written.
    var preformatted: [UInt8]?
    /// Inside `<table>`: the table being gathered (see StyleBuilder+HTMLTable).
    var table: HTMLTableBuilder?
    /// The element's prefix is drawn by the container around the paragraph (a summary's
    /// marker line), not by the paragraph itself.
    var prefixInContainer = false
}

extension StyleBuilder {
    // MARK: Tokens

    /// The tokens of the HTML node at `index`, the document's HTML read at the first call.
    mutating func htmlTokens(of index: Int) -> ArraySlice<HTMLToken> {
        if !html.isRead {
            html.isRead = true
            var pieces: [Int32] = []
            for node in input.nodes.indices where input.nodes[node].kind == .htmlBlock || input.nodes[node].kind == .inlineHTML {
                pieces.append(Int32(node))
            }
            let (source, nodes) = (input.source, input.nodes)
            // Open elements are bounded as Markdown nesting is, where that is the lower bound.
            html.limits.maximumOpenElements = min(html.limits.maximumOpenElements, input.limits.maximumDepth)
            (html.tokens, html.report) = HTMLTokenizer.read(pieces.lazy.map { source[span: nodes[Int($0)].text] }, limits: html.limits)
            var at = 0
            while at < html.tokens.count {
                let piece = html.tokens[at].piece
                var next = at
                while next < html.tokens.count && html.tokens[next].piece == piece { next += 1 }
                html.ranges[pieces[piece]] = at..<next
                at = next
            }
        }
        guard let range = html.ranges[Int32(index)] else { return [] }
        return html.tokens[range]
    }

    /// The frame an inline start tag opens over `parent` (nil for tags that style nothing).
    mutating func inlineFrame(for token: HTMLToken, tag: HTMLTag, over parent: InlineFrame?, base: StyleID, end: Int32, link: inout UInt32)
        -> InlineFrame?
    {
        let style = parent?.style ?? base
        var frame = InlineFrame(end: parent?.end ?? end, style: style, node: -1, outerLink: link, tag: tag, name: token.text)
        frame.hides = parent?.hides ?? false
        frame.script = parent?.script
        frame.textStart = out.text.count
        switch tag {
        case .hidden: frame.hides = true
        case .raised: frame.script = .raised
        case .lowered: frame.script = .lowered
        case .link:
            if let href = token.attribute("href"), !href.isEmpty {
                frame.style = cascade.style(.link, over: style)
                link = out.addLink(.url(href))
            }
        default:
            if let element = tag.element {
                frame.style = cascade.style(element, over: style)
            } else if let fixed = tag.fixedStyle {
                frame.style = cascade.fixed(fixed, slot: tag == .underline ? 1 : 2, over: style)
            } else {
                return nil
            }
        }
        return frame
    }

    /// A code element's prefix or suffix (`<code>`, `<kbd>`), except a key's padding (spaces
    /// only): keys written `<kbd>Ctrl</kbd>+<kbd>C</kbd>` would get cells of background beside
    /// the `+`. The background marks the key alone.
    mutating func addHTMLCodeAffix(_ text: String?, of name: String, style: StyleID, link: UInt32, since start: Int) {
        if name != "kbd" || !Self.isPadding(text) { addAffix(text, style: style, link: link, since: start) }
    }

    /// Whether an affix is spaces only: padding, not a mark.
    private static func isPadding(_ affix: String?) -> Bool {
        guard let affix, !affix.isEmpty else { return false }
        return affix.utf8.allSatisfy { $0 == 0x20 }
    }

    /// Whether an `<img>` is drawn at most one pixel wide or high (`width="1"`, `height="0"`):
    /// a spacer or a tracking pixel, which a browser shows as nothing to read. In an HTML
    /// block it gets no placeholder; in a paragraph's text it keeps one, as leaving it out
    /// there would leave the two spaces around it side by side.
    static func isInvisibleImage(_ token: HTMLToken) -> Bool {
        ["width", "height"].contains { name in
            guard let value = token.attribute(name)?.utf8.drop(while: { $0 == 0x20 }) else { return false }
            let digits = value.prefix { (0x30...0x39).contains($0) }
            let unit = value.dropFirst(digits.count)
            guard !digits.isEmpty, unit.isEmpty || unit.elementsEqual("px".utf8) else { return false }
            return Int(String(decoding: digits, as: UTF8.self)).map { $0 <= 1 } ?? false
        }
    }

    /// An `<img>`'s placeholder: its alt text (or its title, or the file name's stem).
    mutating func addHTMLImage(_ token: HTMLToken, style: StyleID, link: UInt32, since start: Int) {
        let src = token.attribute("src") ?? ""
        let alt = token.attribute("alt") ?? ""
        let title = token.attribute("title") ?? ""
        addImage(source: Array(src.utf8), alt: Array(alt.utf8), title: title.utf8, style: style, link: link, since: start)
    }

    /// The innermost open element called `name` among the last frames that satisfy
    /// `pairable` (an end tag pairs only with those), looking back at most 1,024 frames so
    /// that end tags under thousands of open elements stay linear.
    static func opener<Frame>(of name: String, in frames: [Frame], where pairable: (Frame) -> Bool) -> Int?
    where Frame: HTMLNamed {
        var index = frames.count - 1
        let floor = max(0, frames.count - 1024)
        while index >= floor {
            guard pairable(frames[index]) else { return nil }
            if frames[index].name == name { return index }
            index -= 1
        }
        return nil
    }

    // MARK: Inline HTML

    /// An inline HTML node's tags, in a paragraph, heading or cell: styles opened and closed
    /// on the inline stack (a tag pairs with an end tag among its siblings), `<br>` a line
    /// break, `<img>` a placeholder; other tags left out.
    mutating func styleInlineHTML(
        at index: Int, stack: inout [InlineFrame], link: inout UInt32, groupStart: inout Int, base: StyleID, end: Int32
    ) {
        for token in htmlTokens(of: index) {
            let hides = stack.last?.hides ?? false
            switch token.kind {
            case .text:
                guard !hides else { continue }
                addHTMLText(token.text, script: stack.last?.script, style: stack.last?.style ?? base, link: link, since: groupStart)
            case .start:
                let tag = HTMLTag(token.text)
                if tag == .lineBreak {
                    guard !hides else { continue }
                    _ = out.finishText(from: groupStart)
                    groupStart = out.runs.count
                } else if tag == .image {
                    guard !hides else { continue }
                    let before = out.text.count
                    addHTMLImage(token, style: stack.last?.style ?? base, link: link, since: groupStart)
                    noteImage(placedFrom: before, in: &stack)
                } else if tag.isInline, let frame = inlineFrame(for: token, tag: tag, over: stack.last, base: base, end: end, link: &link) {
                    stack.append(frame)
                    if tag == .code {
                        addHTMLCodeAffix(cascade[frame.style].prefix, of: frame.name, style: frame.style, link: link, since: groupStart)
                    }
                }
            case .end:
                // Only tags opened among this node's siblings: Markdown frames above them
                // have ended already.
                guard let match = Self.opener(of: token.text, in: stack, where: { $0.tag != nil }) else { continue }
                while stack.count > match { link = closeInline(stack.removeLast(), link: link, since: groupStart) }
            }
        }
    }

    /// `span` without its leading spaces and tabs when no run of its line group (the runs
    /// from `start`) comes before it: a line that starts at a `<br>` starts flush, as a
    /// browser shows it. Elsewhere cmark has dropped such spaces already.
    func lineStartTrimmed(_ span: TextSpan, since start: Int) -> TextSpan {
        guard out.runs.count == start else { return span }
        var span = span
        while span.count > 0, input.source[Int(span.offset)] == 0x20 || input.source[Int(span.offset)] == 0x09 {
            span.offset += 1
            span.count -= 1
        }
        return span
    }

    /// HTML text in a paragraph: whitespace as single spaces, raised or lowered in a script.
    private mutating func addHTMLText(_ text: String, script: HTMLScript?, style: StyleID, link: UInt32, since start: Int) {
        var collapsed = Self.collapsingWhitespace(text)
        if out.runs.count == start && collapsed.first == " " { collapsed.removeFirst() }
        guard !collapsed.isEmpty else { return }
        let attached = out.endsInWord(since: start)
        addRun(script.map { $0.written(collapsed, attached: attached) } ?? collapsed, style: style, link: link, since: start)
    }

    /// `text` with every run of HTML whitespace made one space.
    static func collapsingWhitespace(_ text: String) -> String {
        var result = ""
        var inSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}" {
                if !inSpace { result.unicodeScalars.append(" ") }
                inSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                inSpace = false
            }
        }
        return result
    }

    // MARK: HTML blocks

    /// Opens an HTML block element: its alignment and list taken from the one it is in.
    private mutating func openHTML(_ frame: HTMLBlockFrame) {
        var frame = frame
        frame.alignment = frame.alignment ?? html.alignment
        if case .list = frame.tag {
            frame.list = html.open.count
        } else {
            frame.list = html.open.last?.list
        }
        html.open.append(frame)
        cascade.htmlHeadingLevel = html.headingLevel
    }

    /// Styles an HTML block: its text gathered into paragraphs, its block tags made blocks.
    /// Elements it leaves open stay open for the Markdown after it.
    mutating func styleHTMLBlock(at index: Int, parent: StyleID, depth: Int) {
        var flow = HTMLFlow(base: cascade.style(.paragraph, over: parent), alignment: html.alignment)
        let tokens = htmlTokens(of: index)
        for at in tokens.indices {
            let token = tokens[at]
            let hides = flow.inline.last?.hides ?? false
            switch token.kind {
            case .text:
                guard !hides else { continue }
                if flow.table != nil, !openImpliedCell(for: token.text, &flow) { continue }
                flowText(token.text, &flow, parent: parent)
            case .start:
                let tag = HTMLTag(token.text)
                if flow.preformatted != nil {
                    if tag == .lineBreak { flow.preformatted!.append(0x0A) }
                    continue
                }
                if tag.isInline {
                    guard !hides else { continue }
                    // Content between a table's cells gets a cell of its own; a `<br>` there
                    // (or hidden content) is nothing to keep.
                    if flow.table != nil, tag != .hidden, tag != .lineBreak { _ = openImpliedCell(for: nil, &flow) }
                    startInline(token, tag: tag, &flow, parent: parent)
                } else if !hides {
                    if flow.table != nil {
                        startTableBlock(token, tag: tag, &flow)
                    } else {
                        let summaryFollows = tag == .details && Self.summaryFollows(tokens[(at + 1)...])
                        startBlock(token, tag: tag, &flow, parent: parent, depth: depth, summaryFollows: summaryFollows)
                    }
                }
            case .end:
                let tag = HTMLTag(token.text)
                if let match = Self.opener(of: token.text, in: flow.inline, where: { _ in true }) {
                    while flow.inline.count > match {
                        let frame = flow.inline.removeLast()
                        if flow.groupStart != nil { flow.link = closeInline(frame, link: flow.link, since: flow.groupStart!) }
                        flow.link = frame.outerLink
                    }
                    // A space pending at an end tag falls outside the element: no underlined
                    // space after a link's text (or after the URL printed there).
                    if flow.pendingSpace {
                        flow.spaceStyle = flow.inline.last?.style ?? flow.base
                        flow.spaceLink = flow.link
                    }
                } else if tag == .preformatted, let text = flow.preformatted {
                    flow.preformatted = nil
                    styleHTMLCode(text, parent: parent)
                } else if flow.table != nil {
                    endTableBlock(tag, &flow)
                } else if !tag.isInline && tag != .other {
                    endBlock(token.text, &flow, parent: parent, depth: depth)
                }
            }
        }
        if let text = flow.preformatted { styleHTMLCode(text, parent: parent) }
        // A table still open at the end of the block (Markdown between its cells) is shown
        // as far as it got; the rest reads as rows of text.
        if flow.table != nil { finishHTMLTable(&flow) }
        flush(&flow)
    }

    private mutating func flowText(_ text: String, _ flow: inout HTMLFlow, parent: StyleID) {
        if flow.preformatted != nil {
            flow.preformatted!.append(contentsOf: text.utf8)
            return
        }
        let collapsed = Self.collapsingWhitespace(text)
        var words = collapsed[...]
        if words.first == " " {
            noteSpace(&flow)
            words = words.dropFirst()
        }
        let endsInSpace = words.last == " "
        if endsInSpace { words = words.dropLast() }
        guard !words.isEmpty else { return }
        openFlow(&flow)
        let script = flow.inline.last?.script
        let style = flow.inline.last?.style ?? flow.base
        addSpaceIfPending(&flow)
        let attached = out.endsInWord(since: flow.groupStart!)
        let shown = script.map { $0.written(String(words), attached: attached) } ?? String(words)
        addRun(shown, style: style, link: flow.link, since: flow.groupStart!)
        if endsInSpace { noteSpace(&flow) }
    }

    /// Remembers a collapsed space in the current text's style, unless one is pending.
    private func noteSpace(_ flow: inout HTMLFlow) {
        guard !flow.pendingSpace else { return }
        flow.pendingSpace = true
        flow.spaceStyle = flow.inline.last?.style ?? flow.base
        flow.spaceLink = flow.link
    }

    mutating func openFlow(_ flow: inout HTMLFlow) {
        guard flow.groupStart == nil else { return }
        flow.groupStart = out.runs.count
        flow.firstText = Int32(out.texts.count)
        flow.pendingSpace = false
        guard !flow.prefixInContainer, var prefix = cascade[flow.base].prefix else { return }
        if (1...6).contains(where: { flow.element == .heading($0) }),
            (flow.alignment ?? html.alignment ?? cascade[flow.base].alignment) == .center
        {
            prefix = Self.withoutHeadingMarks(prefix)
        }
        if !prefix.isEmpty { addPadding(prefix, style: flow.base, since: out.runs.count) }
    }

    /// A heading's prefix without the theme's Markdown marks (`## `): a centred HTML heading
    /// (`<h1 align="center">`, an `<h2>` in a centred `<div>`) is a title, which `##` only
    /// clutters. Padding the prefix has besides (a heading's background) stays.
    static func withoutHeadingMarks(_ prefix: String) -> String {
        let marks = prefix.drop { $0 == " " }.prefix { $0 == "#" }
        guard !marks.isEmpty else { return prefix }
        let leading = prefix.prefix { $0 == " " }
        var rest = prefix.dropFirst(leading.count + marks.count)
        if rest.first == " " { rest = rest.dropFirst() }
        return String(leading + rest)
    }

    private mutating func addSpaceIfPending(_ flow: inout HTMLFlow) {
        guard flow.pendingSpace, let start = flow.groupStart, out.runs.count > start else {
            flow.pendingSpace = false
            return
        }
        addRun(" ", style: flow.spaceStyle ?? flow.base, link: flow.spaceLink, since: start)
        flow.pendingSpace = false
    }

    private mutating func startInline(_ token: HTMLToken, tag: HTMLTag, _ flow: inout HTMLFlow, parent: StyleID) {
        switch tag {
        case .lineBreak:
            guard let start = flow.groupStart else { return }
            _ = out.finishText(from: start)
            flow.groupStart = out.runs.count
            flow.pendingSpace = false
        case .image:
            guard !Self.isInvisibleImage(token) else { return }
            openFlow(&flow)
            let style = flow.inline.last?.style ?? flow.base
            addSpaceIfPending(&flow)
            let before = out.text.count
            addHTMLImage(token, style: style, link: flow.link, since: flow.groupStart!)
            noteImage(placedFrom: before, in: &flow.inline)
        default:
            let parentFrame = flow.inline.last
            var link = flow.link
            guard let frame = inlineFrame(for: token, tag: tag, over: parentFrame, base: flow.base, end: .max, link: &link) else { return }
            // A pending space waits for the tag's content, except before code's opening
            // affix, which is content already.
            if tag != .hidden { openFlow(&flow) }
            if tag == .code { addSpaceIfPending(&flow) }
            var placed = frame
            placed.textStart = out.text.count
            flow.inline.append(placed)
            flow.link = link
            if tag == .code, let start = flow.groupStart {
                addHTMLCodeAffix(cascade[frame.style].prefix, of: frame.name, style: frame.style, link: link, since: start)
            }
        }
    }

    /// Ends the paragraph being gathered, as a block of its element.
    mutating func flush(_ flow: inout HTMLFlow) {
        guard let start = flow.groupStart else { return }
        while let frame = flow.inline.popLast() { flow.link = closeInline(frame, link: flow.link, since: start) }
        flow.link = 0
        if let suffix = cascade[flow.base].suffix, !suffix.isEmpty { addPadding(suffix, style: flow.base, since: start) }
        _ = out.finishText(from: start)
        if flow.table == nil { collapseEmptyLines(from: flow.firstText) }
        let tight = html.open.last?.tag == .item || html.open.last?.tag == .row
        let top = tight ? 0 : cascade.marginTop(flow.base)
        let bottom = tight ? 0 : cascade.marginBottom(flow.base)
        let alignment = flow.alignment ?? html.alignment ?? cascade[flow.base].alignment ?? .left
        out.emit(.text(texts: flow.firstText..<Int32(out.texts.count), alignment: alignment), marginTop: top, marginBottom: bottom)
        flow.groupStart = nil
        flow.pendingSpace = false
    }

    /// Starts a paragraph of `element` (a heading, a summary) after ending the one before.
    private mutating func restart(_ flow: inout HTMLFlow, element: StyleElement, style: StyleID, alignment: BlockAlignment?) {
        flush(&flow)
        flow.element = element
        flow.base = style
        flow.alignment = alignment
        flow.prefixInContainer = false
    }

    private mutating func startBlock(
        _ token: HTMLToken, tag: HTMLTag, _ flow: inout HTMLFlow, parent: StyleID, depth: Int, summaryFollows: Bool = false
    ) {
        let alignment = HTMLTag.alignment(token.attribute("align"), name: token.text)
        let paragraph = cascade.style(.paragraph, over: parent)
        switch tag {
        case .heading(let level):
            restart(&flow, element: .heading(level), style: cascade.style(.heading(level), over: parent), alignment: alignment)
            openHTML(HTMLBlockFrame(tag: tag, name: token.text, alignment: alignment, depth: depth))
        case .summary:
            restart(&flow, element: .strong, style: cascade.style(.strong, over: paragraph), alignment: alignment)
            openSummary(token, &flow, depth: depth)
        case .term:
            restart(&flow, element: .strong, style: cascade.style(.strong, over: paragraph), alignment: alignment)
            openHTML(HTMLBlockFrame(tag: tag, name: token.text, alignment: nil, depth: depth))
        case .rule:
            flush(&flow)
            out.emit(.rule(glyph: ruleGlyph().styled(cascade.attributeID(.thematicBreak, over: parent))), marginTop: 0, marginBottom: 1)
        case .preformatted:
            flush(&flow)
            flow.preformatted = []
        case .quote:
            flush(&flow)
            let blocksAtOpen = out.blocks.count
            _ = openQuote(over: parent)
            openHTML(HTMLBlockFrame(tag: tag, name: token.text, alignment: alignment, depth: depth, container: blocksAtOpen))
        case .list(let ordered):
            flush(&flow)
            var frame = HTMLBlockFrame(tag: tag, name: token.text, alignment: alignment, depth: depth)
            frame.number = ordered ? Int(token.attribute("start") ?? "") ?? 1 : 1
            frame.listDepth = (html.open.last?.list.map { html.open[$0].listDepth } ?? 0) + 1
            openHTML(frame)
        case .item:
            flush(&flow)
            openHTMLItem(token, depth: depth, parent: parent)
        case .definition:
            flush(&flow)
            let blocksAtOpen = out.blocks.count
            out.openContainer(first: [.spaces(4)], rest: [.spaces(4)], gap: [], marginTop: 0)
            openHTML(HTMLBlockFrame(tag: tag, name: token.text, alignment: nil, depth: depth, container: blocksAtOpen))
        case .row:
            restart(&flow, element: .paragraph, style: paragraph, alignment: alignment)
            openHTML(HTMLBlockFrame(tag: tag, name: token.text, alignment: nil, depth: depth))
        case .cell(let header):
            // Cells of a row on one line, two spaces apart.
            if let start = flow.groupStart, out.runs.count > start { addRun("  ", style: flow.base, link: 0, isWhole: true, since: start) }
            flow.pendingSpace = false
            if header,
                let frame = inlineFrame(for: token, tag: .strong, over: flow.inline.last, base: flow.base, end: .max, link: &flow.link)
            {
                var cell = frame
                cell.name = token.text
                flow.inline.append(cell)
            }
        case .table:
            startHTMLTable(&flow, parent: parent)
        case .details:
            flush(&flow)
            openDetails(token, parent: parent, depth: depth, summaryFollows: summaryFollows)
            flow.alignment = html.alignment
        case .division, .definitionList:
            flush(&flow)
            openHTML(HTMLBlockFrame(tag: tag, name: token.text, alignment: alignment, depth: depth))
            flow.alignment = html.alignment
        default:
            break
        }
    }

    private mutating func endBlock(_ name: String, _ flow: inout HTMLFlow, parent: StyleID, depth: Int) {
        guard let match = Self.opener(of: name, in: html.open, where: { $0.depth == depth }) else {
            if case .cell = HTMLTag(name) { return }
            flush(&flow)
            return
        }
        flush(&flow)
        while html.open.count > match { closeHTMLBlock() }
        flow.element = .paragraph
        flow.prefixInContainer = false
        flow.base = cascade.style(.paragraph, over: parent)
        flow.alignment = html.alignment
        if case .table = HTMLTag(name) { out.addMargin(1) }
    }

    /// Closes the innermost open HTML block element.
    private mutating func closeHTMLBlock() {
        let frame = html.open.removeLast()
        cascade.htmlHeadingLevel = html.headingLevel
        if frame.tag == .details, let blocksAtOpen = frame.container, out.blocks.count == blocksAtOpen {
            // An empty body shows nothing, not a blank indented line. No block holds the
            // container, so leaving it is all there is to closing it.
            out.leaveEmptyContainer()
        } else if let blocksAtOpen = frame.container {
            out.closeContainer(marginBottom: frame.tag == .quote ? 1 : 0, blocksAtOpen: blocksAtOpen)
        }
        if case .list = frame.tag, html.open.last?.list == nil { out.addMargin(1) }
        if let rule = frame.closingRule { out.emit(.rule(glyph: rule), marginTop: 0, marginBottom: 1) }
        if frame.tag == .summary, let details = html.open.indices.last, html.open[details].awaitsSummary {
            html.open[details].awaitsSummary = false
            openDetailsBody(details)
        }
    }

    /// Closes the HTML elements opened inside Markdown containers deeper than `depth` (the
    /// container ending now), and at the end of the document all of them.
    mutating func closeHTMLBlocks(deeperThan depth: Int) {
        while let last = html.open.last, last.depth > depth { closeHTMLBlock() }
    }

    /// The text before a summary's first word: the summary's own prefix (strong's), then the
    /// theme's marker saying that the details fold on GitHub (a terminal shows them open).
    private var summaryLead: String {
        let strong = input.styling.bounded.strong.prefix ?? ""
        return strong + (input.styling.bounded.html.summaryMarker ?? "")
    }

    /// Whether a `<summary>` starts the content after a `<details>` start tag, only
    /// whitespace between them.
    static func summaryFollows(_ tokens: ArraySlice<HTMLToken>) -> Bool {
        for token in tokens {
            if token.kind == .text && token.text.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) { continue }
            return token.kind == .start && HTMLTag(token.text) == .summary
        }
        return false
    }

    /// Opens a `<summary>`: its lead (prefix and marker) is the first piece of a container
    /// whose other lines are blank of the same width, so a long summary wraps under its first
    /// word. The summary's leading space is dropped at the start of its line.
    private mutating func openSummary(_ token: HTMLToken, _ flow: inout HTMLFlow, depth: Int) {
        let lead = summaryLead
        let piece = segment(lead, style: flow.base.attributes)
        guard piece.width > 0 else {
            openHTML(HTMLBlockFrame(tag: .summary, name: token.text, alignment: nil, depth: depth))
            return
        }
        let blocksAtOpen = out.blocks.count
        out.openHanging([piece])
        openHTML(HTMLBlockFrame(tag: .summary, name: token.text, alignment: nil, depth: depth, container: blocksAtOpen))
        flow.prefixInContainer = cascade[flow.base].prefix.map { !$0.isEmpty } ?? false
    }

    /// Opens a `<details>`: its body is set off as the theme's ``DetailsBody`` says, indented
    /// from the start or, when a summary comes first, from the summary's end.
    private mutating func openDetails(_ token: HTMLToken, parent: StyleID, depth: Int, summaryFollows: Bool) {
        var frame = HTMLBlockFrame(tag: .details, name: token.text, alignment: nil, depth: depth)
        let body = input.styling.bounded.html.detailsBody ?? ThemeDefaults.detailsBody
        switch body {
        case .indent:
            frame.awaitsSummary = summaryFollows
        case .rule:
            frame.closingRule = ruleGlyph().styled(cascade.attributeID(.thematicBreak, over: parent))
        case .none:
            break
        }
        openHTML(frame)
        if body == .indent && !summaryFollows { openDetailsBody(html.open.count - 1) }
    }

    /// Opens the indent of the body of the `<details>` at `index` in the open elements: the
    /// width of the summary's lead, so the body lines up under the summary's first word (two
    /// cells when the lead is empty).
    private mutating func openDetailsBody(_ index: Int) {
        let width = segment(summaryLead, style: 0).width
        let indent = Segment.spaces(width > 0 ? Int(width) : 2)
        html.open[index].container = out.blocks.count
        out.openContainer(first: [indent], rest: [indent], gap: [], marginTop: 0)
    }

    /// Opens an `<li>`'s container: the list's bullet or number, then a hanging indent.
    private mutating func openHTMLItem(_ token: HTMLToken, depth: Int, parent: StyleID) {
        if html.open.last?.tag == .item, html.open.last?.depth == depth { closeHTMLBlock() }
        let list = html.open.last?.list
        var marker: String
        if let list, case .list(let ordered) = html.open[list].tag, ordered {
            marker = input.styling.bounded.orderedMarker(number: html.open[list].number, delimiter: ".")
            html.open[list].number += 1
        } else {
            marker = input.styling.bounded.bullet(depth: list.map { html.open[$0].listDepth } ?? 1)
        }
        let style = cascade.attributeID(.listMarker, over: cascade.style(.list, over: parent))
        let blocksAtOpen = out.blocks.count
        out.openHanging([segment(marker, style: style), .spaces(1)])
        openHTML(HTMLBlockFrame(tag: .item, name: token.text, alignment: nil, depth: depth, container: blocksAtOpen))
    }

    /// A `<pre>` block, as a code block.
    private mutating func styleHTMLCode(_ text: [UInt8], parent: StyleID) {
        var text = text[...]
        if text.first == 0x0A { text = text.dropFirst() }
        while text.last == 0x0A { text = text.dropLast() }
        let style = cascade.style(.codeBlock, over: parent)
        Array(text).withUnsafeBufferPointer {
            styleCodeLines($0, style: style, isHTML: false, top: cascade.marginTop(style), bottom: cascade.marginBottom(style))
        }
    }
}
