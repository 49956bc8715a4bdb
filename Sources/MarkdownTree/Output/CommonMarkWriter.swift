extension Document {
    /// The document as CommonMark (with GFM syntax where the tree uses it), written in Swift
    /// from the tree, so it works for documents built or rewritten in code. Parsing the
    /// result with the same options gives back a structurally equal tree for nearly every
    /// document (see ``isStructurallyEqual(to:)``).
    ///
    /// Linear in the size of the output at any depth: a block quote nested 100,000 deep is
    /// written like any other document.
    ///
    /// ```swift
    /// let document = Document(parsing: "Title\n=====\n\n* one\n* two\n")
    /// print(document.commonMark())
    /// // Title
    /// // ===
    /// //
    /// // - one
    /// // - two
    /// ```
    ///
    /// - Parameter width: wrap paragraph text at this many columns (0: never wrap). Wrapping
    ///   turns spaces into soft breaks.
    public func commonMark(width: Int = 0) -> String {
        var writer = CommonMarkWriter(storage: storage, options: options, width: max(width, 0))
        return String(decoding: writer.write(), as: UTF8.self)
    }
}

/// Writes a tree as CommonMark over ``TreeEvents``, with a stack of what each open node's
/// children need to know of it (no recursion).
struct CommonMarkWriter {
    /// An open node and what its children need to know about it.
    struct Frame {
        var index: Int
        var end: Int
        var kind: NodeKind
        /// The previous child entered, -1 before the first.
        var previousChild = -1
        /// Prefixes pushed for this node, popped on exit.
        var prefixes = 0
        /// Lists: the bullet character, or the next item number.
        var bullet: UInt8 = UInt8(ascii: "-")
        var number = 0
        /// For any node: the bullet of its last child list (to alternate adjacent lists).
        var lastChildBullet: UInt8 = 0
        /// Tables: cells written in the current row; emphasis: its delimiter.
        var counter = 0
        var delimiter = ""
    }

    let storage: TreeStorage
    let options: ParseOptions
    let width: Int
    var out = MarkdownLineBuffer()
    var frames: [Frame] = []
    /// Inside an ATX heading or a table cell: no line ends allowed.
    var singleLine = 0

    var nodes: [RawNode] { storage.nodes }

    /// Writes the subtree of node `root` (the whole document by default); a subtree starts
    /// as if it were the document's only content, except that a list item keeps its list's
    /// marker and number.
    mutating func write(root: Int = 0) -> [UInt8] {
        let nodes = storage.nodes
        guard !nodes.isEmpty else { return [] }
        frames.append(Frame(index: 0, end: Int(nodes[0].end), kind: nodes[0].kind))
        if root > 0 && nodes[root].kind == .item && nodes[Int(nodes[root].parent)].kind == .list {
            openList(of: root)
        }
        nodes.withUnsafeBufferPointer { buffer in
            var events = TreeEvents(buffer, subtreeOf: root)
            while let event = events.next() {
                switch event {
                case .enter(0), .exit(0):
                    break  // The document's frame is the bottom one, open throughout.
                case .enter(let i):
                    let parent = frames.count - 1
                    let previous = frames[parent].previousChild
                    frames[parent].previousChild = i
                    if nodes[i].kind.isBlock && nodes[i].kind != .tableCell { separate(i, previous: previous, parent: parent) }
                    if let frame = enter(i, previous: previous) {
                        frames.append(frame)
                    } else {
                        events.skipChildren()  // Written whole: its exit has no frame.
                    }
                case .exit(let i):
                    if frames[frames.count - 1].index == i { exit(frames.removeLast()) }
                }
            }
        }
        return out.finish()
    }

    /// Opens the frame of item `item`'s list, numbered as it stands at the item.
    private mutating func openList(of item: Int) {
        let list = Int(nodes[item].parent)
        var frame = Frame(index: list, end: Int(nodes[list].end), kind: .list)
        enterList(&frame, previous: -1)
        var sibling = list + 1
        while sibling < item {
            frame.number += 1
            sibling = Int(nodes[sibling].end)
        }
        frames.append(frame)
    }

    /// Whether the children of a node are separated by line ends only (tight lists and
    /// their items, table rows) rather than blank lines.
    func isTight(_ frame: Frame) -> Bool {
        switch frame.kind {
        case .list: return nodes[frame.index].isTight
        case .item:
            let list = Int(nodes[frame.index].parent)
            return list >= 0 && nodes[list].kind == .list && nodes[list].isTight
        case .table: return true
        default: return false
        }
    }

    /// Ends the previous block before block `i`.
    mutating func separate(_ i: Int, previous: Int, parent: Int) {
        guard previous >= 0 else { return }
        let tight = isTight(frames[parent])
        let kind = nodes[i].kind
        if nodes[previous].kind == .list && kind == .list && listsWouldMerge(previous, i) {
            // Two ordered lists with the same delimiter would merge: end the first one.
            out.newline(blank: !tight)
            out.raw("<!-- end list -->")
            out.newline(blank: true)
            return
        }
        out.newline(blank: !tight)
    }

    /// Whether ordered list `b` written right after ordered list `a` would continue it.
    /// (Adjacent bullet lists get different bullets instead.)
    func listsWouldMerge(_ a: Int, _ b: Int) -> Bool {
        nodes[a].listType == .ordered && nodes[b].listType == .ordered && nodes[a].listDelimiter == nodes[b].listDelimiter
    }

    /// Writes what comes before node `i`'s children; returns its frame when the children
    /// are to be walked, `nil` when the node was written whole.
    mutating func enter(_ i: Int, previous: Int) -> Frame? {
        let raw = nodes[i]
        var frame = Frame(index: i, end: Int(raw.end), kind: raw.kind)
        switch raw.kind {
        case .document, .paragraph, .tableCell:
            if raw.kind == .tableCell { enterCell(&frame) }
        case .blockQuote:
            out.marker("> ")
            out.pushPrefix("> ")
            frame.prefixes = 1
        case .list:
            enterList(&frame, previous: previous)
        case .item:
            enterItem(&frame)
        case .codeBlock:
            writeCodeBlock(i, previous: previous)
            return nil
        case .htmlBlock:
            var literal = storage.slice(raw.text)
            if literal.last == 0x0A { literal = literal.dropLast() }
            out.rawLines(literal)
            return nil
        case .heading:
            enterHeading(&frame)
        case .thematicBreak:
            out.raw("___")
            return nil
        case .table:
            frame.counter = 0
        case .tableRow:
            frame.counter = 0
        case .footnoteDefinition:
            out.marker("[^" + storage.string(raw.text) + "]: ")
            out.pushPrefix("    ")
            frame.prefixes = 1
        case .customBlock, .customInline:
            out.rawLines(storage.slice(raw.text))
        default:
            return enterInline(i, frame: frame)
        }
        return frame
    }

    mutating func exit(_ frame: Frame) {
        let raw = nodes[frame.index]
        switch raw.kind {
        case .heading:
            if frame.delimiter.isEmpty {
                singleLine -= 1
            } else {
                out.newline()
                out.raw(frame.delimiter)
            }
        case .tableRow:
            exitRow(frame)
        case .tableCell:
            out.escapePipes = false
            singleLine -= 1
        case .customBlock, .customInline:
            out.rawLines(storage.slice(raw.text2))
        default:
            exitInline(frame)
        }
        for _ in 0..<frame.prefixes { out.popPrefix() }
    }

    mutating func enterHeading(_ frame: inout Frame) {
        let raw = nodes[frame.index]
        let level = min(max(raw.headingLevel, 1), 6)
        let hasContent = frame.end > frame.index + 1
        var hasBreaks = false
        if level <= 2 && hasContent {
            for j in (frame.index + 1)..<frame.end where nodes[j].kind == .softBreak || nodes[j].kind == .lineBreak {
                hasBreaks = true
                break
            }
        }
        if level <= 2 && hasContent && (raw.isSetext || hasBreaks) {
            frame.delimiter = level == 1 ? "===" : "---"
        } else {
            out.marker(String(repeating: "#", count: level) + " ")
            out.raw([UInt8]())
            singleLine += 1
        }
    }

    mutating func enterList(_ frame: inout Frame, previous: Int) {
        let raw = nodes[frame.index]
        let parent = frames.count - 1
        if raw.listType == .ordered {
            frame.number = Int(raw.number)
            frame.bullet = raw.listDelimiter == .parenthesis ? UInt8(ascii: ")") : UInt8(ascii: ".")
            return
        }
        // A bullet list right after a bullet list, or right after its item's marker, takes
        // another bullet: the lists stay apart, and `- - -` never reads as a rule.
        var avoid: UInt8 = 0
        if previous >= 0 && nodes[previous].kind == .list {
            avoid = frames[parent].lastChildBullet
        } else if previous < 0 && frames[parent].kind == .item && frames.count >= 2 {
            avoid = frames[parent - 1].bullet
        }
        frame.bullet = avoid == UInt8(ascii: "-") ? UInt8(ascii: "*") : UInt8(ascii: "-")
        frames[parent].lastChildBullet = frame.bullet
    }

    mutating func enterItem(_ frame: inout Frame) {
        let parent = frames.count - 1
        var marker: String
        if frames[parent].kind == .list && nodes[frames[parent].index].listType == .ordered {
            marker = "\(frames[parent].number)" + String(UnicodeScalar(frames[parent].bullet))
            frames[parent].number += 1
        } else {
            marker = frames[parent].kind == .list ? String(UnicodeScalar(frames[parent].bullet)) : "-"
        }
        marker += " "
        let indent = String(repeating: " ", count: marker.utf8.count)
        switch nodes[frame.index].taskState {
        case .none: break
        case .unchecked: marker += "[ ] "
        case .checked: marker += "[x] "
        }
        // A task item's checkbox needs the space after it, even with nothing following.
        out.marker(marker, keepsTrailingSpace: marker.hasSuffix("] "))
        out.pushPrefix(indent)
        frame.prefixes = 1
    }
}
