import MarkdownTheme
import MarkdownTree

extension StyleBuilder {
    /// An open container block of the walk.
    struct BlockFrame {
        enum Kind { case quote, list, item, footnote, transparent }
        /// The node the frame is for: it closes at that node's exit.
        var node: Int
        var kind: Kind
        var style: StyleID
        /// The number of blocks when the frame opened; whether it opened a container.
        var blocksAtOpen: Int
        var hasContainer: Bool
        // Lists: the next number, the markers' width, depth, tightness, delimiter.
        var number = 0
        var markerWidth = 0
        var depth = 0
        var isTight = false
        var delimiter = "."
        var isOrdered = false
    }

    /// Opens the document's indent: a container around everything that follows (the front
    /// matter, the blocks, the references), never closed.
    mutating func openDocumentIndent() {
        let documentStyle = cascade[cascade.document]
        let indent = indentPieces(width: documentStyle.indent ?? 0, token: documentStyle.indentToken, style: 0)
        if !indent.isEmpty { out.openContainer(first: indent, rest: indent, gap: [], marginTop: 0) }
    }

    /// Walks the block structure once, over ``TreeEvents`` with a stack of the open
    /// containers: the top-level blocks whose nodes are in `part` (the whole document by
    /// default). Leaves are styled whole, their children skipped.
    mutating func styleBlocks(in part: Range<Int>? = nil) {
        let part = part ?? 1..<input.nodes.count
        var frames: [BlockFrame] = []
        walkBlocks(part, frames: &frames)
        html.leftOpen = !html.open.isEmpty
        closeHTMLBlocks(deeperThan: -1)
    }

    /// The walk of ``styleBlocks(in:)`` over the top-level blocks in `part` of `nodes`,
    /// inside the containers open in `frames`; those it opens are closed before it returns.
    private mutating func walkBlocks(_ part: Range<Int>, frames: inout [BlockFrame]) {
        let root = cascade.document
        let base = frames.count
        var listDepth = frames.count(where: { $0.kind == .list })
        var footnotesStarted = false
        // An alert's first paragraph, styled with its title: passed over when the walk gets there.
        var styledAlready = -1
        let nodes = input.nodes
        nodes.withUnsafeBufferPointer { buffer in
            var events = TreeEvents(buffer, siblings: part)
            while let event = events.next() {
                guard case .enter(let i) = event else {
                    if case .exit(let i) = event, let top = frames.last, top.node == i {
                        frames.removeLast()
                        if top.kind == .list { listDepth -= 1 }
                        closeHTMLBlocks(deeperThan: frames.count)
                        closeFrame(top)
                    }
                    continue
                }
                if budget.stopsBeforeBlock() {
                    events.skipChildren()
                    continue
                }
                let raw = nodes[i]
                if i == styledAlready {
                    events.skipChildren()
                    continue
                }
                // A directive's blocks have its fence's range (see `expandingMySTDirectives`).
                if !raw.range.isEmpty { out.sourceLine = raw.range.start.rawLine }
                out.provenance.enterBlock(Int32(i), at: out.text.count)
                let parent = frames.last?.style ?? root
                let blocksNow = out.blocks.count
                switch raw.kind {
                case .blockQuote:
                    if let alert = TreeStorage.alertMarker(ofQuoteAt: i, nodes: nodes, bytes: input.source) {
                        let style = openAlert(alert.kind, parent: parent)
                        frames.append(BlockFrame(node: i, kind: .quote, style: style, blocksAtOpen: blocksNow, hasContainer: true))
                        // The marker's line is the title; the rest of its paragraph is the body's first.
                        if let rest = alert.rest { styleLeaf(at: alert.paragraph, parent: style, frames: frames, inlinesFrom: rest) }
                        styledAlready = alert.paragraph
                        continue
                    }
                    let style = openQuote(over: parent)
                    frames.append(BlockFrame(node: i, kind: .quote, style: style, blocksAtOpen: blocksNow, hasContainer: true))
                case .list:
                    listDepth += 1
                    frames.append(listFrame(at: i, depth: listDepth, parent: parent, blocksNow: blocksNow))
                    out.addMargin(listDepth > 1 ? 0 : cascade.marginTop(frames[frames.count - 1].style))
                case .item:
                    let list = frames.count - 1
                    openItem(raw, list: &frames[list])
                    var item = BlockFrame(node: i, kind: .item, style: frames[list].style, blocksAtOpen: blocksNow, hasContainer: true)
                    item.isTight = frames[list].isTight
                    frames.append(item)
                case .footnoteDefinition:
                    let section = cascade.style(.footnoteSection, over: root)
                    if !footnotesStarted {
                        footnotesStarted = true
                        if let title = input.styling.bounded.footnotes.title, !title.isEmpty {
                            out.emit(.text(texts: singleLineText(title, style: section), alignment: .left), marginTop: 1, marginBottom: 1)
                        }
                    }
                    openFootnote(raw, style: section)
                    frames.append(BlockFrame(node: i, kind: .footnote, style: section, blocksAtOpen: blocksNow, hasContainer: true))
                case .customBlock where raw.isMySTDirective:
                    // A MyST directive: an alert's bar and title, its body the children.
                    let title = String(decoding: input.source[span: raw.text], as: UTF8.self)
                    let style = openAlert(raw.directiveKind, parent: parent, title: title)
                    frames.append(BlockFrame(node: i, kind: .quote, style: style, blocksAtOpen: blocksNow, hasContainer: true))
                case .customBlock:
                    if raw.text.count > 0 {
                        let text = String(decoding: input.source[span: raw.text], as: UTF8.self)
                        out.emit(.text(texts: singleLineText(text, style: parent), alignment: .left), marginTop: 0, marginBottom: 0)
                    }
                    frames.append(BlockFrame(node: i, kind: .transparent, style: parent, blocksAtOpen: blocksNow, hasContainer: false))
                case .paragraph, .heading, .codeBlock, .htmlBlock, .thematicBreak, .table:
                    styleLeaf(at: i, parent: parent, frames: frames)
                    events.skipChildren()
                default:
                    break
                }
            }
        }
        // A part is whole subtrees, so every frame has had its exit; this closes any left
        // by a part that stops inside one.
        while frames.count > base, let top = frames.popLast() {
            closeHTMLBlocks(deeperThan: frames.count)
            closeFrame(top)
        }
    }

    private mutating func closeFrame(_ frame: BlockFrame) {
        switch frame.kind {
        case .quote, .footnote:
            out.closeContainer(marginBottom: cascade.marginBottom(frame.style), blocksAtOpen: frame.blocksAtOpen)
        case .item:
            out.closeContainer(marginBottom: 0, blocksAtOpen: frame.blocksAtOpen)
            // A tight list has no blank lines between its items, whatever they hold.
            if frame.isTight { out.clearMargin() }
        case .list:
            out.addMargin(frame.depth > 1 ? 0 : cascade.marginBottom(frame.style))
        case .transparent:
            break
        }
    }

    /// A list's frame: its markers' common width (numbers right-aligned), depth, tightness.
    private mutating func listFrame(at index: Int, depth: Int, parent: StyleID, blocksNow: Int) -> BlockFrame {
        let raw = input.nodes[index]
        let style = cascade.style(.list, over: parent)
        var frame = BlockFrame(node: index, kind: .list, style: style, blocksAtOpen: blocksNow, hasContainer: false)
        frame.depth = depth
        frame.isTight = raw.isTight
        frame.isOrdered = raw.listType == .ordered
        frame.delimiter = raw.listDelimiter == .parenthesis ? ")" : "."
        frame.number = raw.listStart
        if frame.isOrdered {
            var items = 0
            var child = index + 1
            while child < Int(raw.end) {
                items += 1
                child = Int(input.nodes[child].end)
            }
            let widest = max(frame.number, frame.number + items - 1)
            frame.markerWidth = Int(
                max(
                    orderedMarker(number: widest, delimiter: frame.delimiter).width,
                    orderedMarker(number: frame.number, delimiter: frame.delimiter).width))
        } else {
            frame.markerWidth = Int(bulletMarker(depth: depth).width)
        }
        return frame
    }

    /// Opens a block quote's container over `parent`, its bar in the quote bar's style;
    /// returns the quote's style.
    mutating func openQuote(over parent: StyleID) -> StyleID {
        let style = cascade.style(.blockQuote, over: parent)
        let bar = quoteBarPieces()
        out.openBar(bar.bar.styled(cascade.attributeID(.quoteBar, over: style)), spaces: bar.spaces, marginTop: cascade.marginTop(style))
        return style
    }

    /// Opens an alert's container, its bar in the kind's colour, and emits its title line
    /// (the kind's glyph and title, or `title` in place of the theme's); returns the body's
    /// style.
    private mutating func openAlert(_ kind: AlertKind, parent: StyleID, title: String? = nil) -> StyleID {
        let body = cascade.style(.alert, over: parent)
        let kindStyle = cascade.style(.alert(kind), over: body)
        let bar = alertBarPieces()
        out.openBar(bar.bar.styled(kindStyle.attributes), spaces: bar.spaces, marginTop: cascade.marginTop(body))
        let entry = input.styling.bounded.alerts[kind]
        let glyph = entry.glyph ?? ""
        let title = title ?? entry.title ?? kind.title
        let line = glyph.isEmpty || title.isEmpty ? glyph + title : glyph + " " + title
        if !line.isEmpty {
            let titleStyle = cascade.style(.alertTitle, over: kindStyle)
            out.emit(.text(texts: singleLineText(line, style: titleStyle), alignment: .left), marginTop: 0, marginBottom: 0)
        }
        return body
    }

    /// Opens a list item's container: the marker (numbers right-aligned) and a hanging indent.
    private mutating func openItem(_ raw: RawNode, list: inout BlockFrame) {
        let markerStyle = cascade.attributeID(.listMarker, over: list.style)
        let levelIndent = input.styling.bounded.list.levelIndent ?? 0
        // The marker's pieces go straight to the container pieces: no array per item.
        let firstStart = Int32(out.pieces.count)
        if levelIndent > 0 { out.pieces.append(.spaces(levelIndent)) }
        let task = raw.taskState
        let marker = (list.isOrdered ? orderedMarker(number: list.number, delimiter: list.delimiter) : bulletMarker(depth: list.depth))
            .styled(markerStyle)
        list.number += 1
        if task == .none || list.isOrdered {
            let pad = list.markerWidth - Int(marker.width)
            if pad > 0 { out.pieces.append(.spaces(pad)) }
            out.pieces.append(marker)
            out.pieces.append(.spaces(1))
        }
        if task != .none {
            let checked = task == .checked
            let style = cascade.attributeID(checked ? .taskChecked : .taskUnchecked, over: list.style)
            out.pieces.append(taskGlyph(checked: checked).styled(style))
            out.pieces.append(.spaces(1))
        }
        out.openHanging(appendedFrom: firstStart)
    }

    /// Opens a footnote definition's container: its number, then a hanging indent.
    private mutating func openFootnote(_ raw: RawNode, style: StyleID) {
        let mark = numbering.footnoteMark(number: raw.number, format: input.styling.bounded.footnotes.referenceFormat)
        let label = String(decoding: input.source[span: raw.text], as: UTF8.self)
        let link = out.addLink(.footnote(label: label, number: raw.footnoteNumber))
        let markStyle = cascade.attributeID(.footnoteReference, over: style)
        out.openHanging([placedSegment(mark, style: markStyle, link: link), .spaces(1)], marginTop: cascade.marginTop(style))
    }
}
