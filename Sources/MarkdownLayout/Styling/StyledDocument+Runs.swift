import MarkdownTheme
import MarkdownTree

/// Which node of the tree each piece of a styled document came from, recorded while
/// styling: what lets an output that is not a terminal (an `AttributedString`) read the
/// styled document instead of walking the tree a second time.
///
/// Node indices are the document's; the negative values name text that styling makes
/// without a node (``frontMatter``, ``references``, ``placeholder``). Only a styled document
/// made to be read this way records it; the terminal's does not pay for it.
package struct StyleProvenance: Sendable {
    /// The front matter block.
    package static let frontMatter: Int32 = -2
    /// The numbered URLs under ``LinkDisplay/references``.
    package static let references: Int32 = -3
    /// An empty document's placeholder.
    package static let placeholder: Int32 = -4

    /// The block node being styled: what the next block and container are attributed to.
    package private(set) var blockNode: Int32 = -1
    /// The node being styled: what the next text is attributed to.
    package private(set) var node: Int32 = -1
    /// The node of each layout block, in order (parallel to ``StyledDocument/blocks``).
    package private(set) var blockNodes: [Int32] = []
    /// The node that opened each container (parallel to the containers).
    package private(set) var containerNodes: [Int32] = []
    /// Marks in the text buffer, in increasing offset order: the bytes from `offsets[k]` up
    /// to the next mark were written while styling `nodes[k]`.
    private var offsets: [UInt32] = []
    private var nodes: [Int32] = []

    /// Whether anything is recorded.
    package let isRecording: Bool

    package init(recording: Bool = false) {
        isRecording = recording
    }

    /// Starts styling block `node` (or generated text: a negative value); blocks and
    /// containers made next, and text written from `offset` on, are attributed to it.
    package mutating func enterBlock(_ node: Int32, at offset: Int) {
        guard isRecording else { return }
        blockNode = node
        self.node = node
        mark(at: offset)
    }

    /// Starts styling inline `node`: text written from `offset` on is attributed to it.
    package mutating func enterInline(_ node: Int, at offset: Int) {
        guard isRecording else { return }
        self.node = Int32(node)
        mark(at: offset)
    }

    private mutating func mark(at offset: Int) {
        let offset = UInt32(offset)
        assert(offsets.last.map { offset >= $0 } ?? true, "marks come in buffer order: the buffer only grows")
        if let last = offsets.last, last == offset {
            nodes[nodes.count - 1] = node
            return
        }
        offsets.append(offset)
        nodes.append(node)
    }

    package mutating func addBlock() {
        if isRecording { blockNodes.append(blockNode) }
    }

    package mutating func addContainer() {
        if isRecording { containerNodes.append(blockNode) }
    }

    /// The index of the mark that covers `offset` (-1 before the first).
    package func mark(covering offset: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if Int(offsets[middle]) <= offset { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// The node of mark `index` (-1 for none), and where the next mark starts.
    package func mark(_ index: Int) -> (node: Int32, next: Int) {
        guard index >= 0 else { return (-1, offsets.first.map(Int.init) ?? Int.max) }
        return (nodes[index], index + 1 < offsets.count ? Int(offsets[index + 1]) : Int.max)
    }
}

/// A piece of a styled document in reading order: its text, how it is styled and linked,
/// and where it came from. See ``StyledDocument/forEachReadingPiece(_:)``.
package struct ReadingPiece {
    package enum Role: Equatable {
        /// Text of a block (a paragraph's runs, a code line, a rule's glyph, an image's placeholder).
        case text
        /// One of a container's first pieces (a list item's marker, a task's checkbox, a
        /// footnote's number), shown before its first block; `isLast` for the last of them.
        case marker(container: Int32, isLast: Bool)
        /// Text of a table cell.
        case cell(row: Int, column: Int, isHeader: Bool)
        /// What separates blocks (`"\n"`, or `"\n\n"` where the layout leaves a blank line),
        /// lines and cells (`"\t"`): no style, no node.
        case separator
    }

    package var role: Role
    package var text: String
    /// The text attributes id (``StyledDocument/styles``) and the link id (0 for none).
    package var style: UInt32
    package var link: UInt32
    /// The node the text came from (see ``StyleProvenance``).
    package var node: Int32
    /// The layout block it belongs to.
    package var block: Int
    /// Whether the text is kept whole (padding and theme affixes around code, badges).
    package var isWhole: Bool
}

extension StyledDocument {
    /// The containers, innermost first, that block `index` opens: those that show their
    /// first pieces on its first line.
    package func containersOpened(by index: Int) -> [Int32] {
        let block = blocks[index]
        var opened: [Int32] = []
        var container = block.container
        while container >= 0 && container != block.outer {
            opened.append(container)
            container = containers[Int(container)].parent
        }
        return opened
    }

    /// The innermost container of block `index`, nil for none.
    package func innermostContainer(ofBlock index: Int) -> Int32? {
        blocks[index].container >= 0 ? blocks[index].container : nil
    }

    /// The parent of a container (-1 for none).
    package func parent(ofContainer index: Int32) -> Int32 { containers[Int(index)].parent }

    /// The node that opened a container.
    package func node(ofContainer index: Int32) -> Int32 { provenance.containerNodes[Int(index)] }

    /// The node block `index` came from.
    package func node(ofBlock index: Int) -> Int32 { provenance.blockNodes[index] }

    /// Whether a container shows something on its first line that its other lines do not
    /// (a list item's marker, a footnote's number): that is text. What a container repeats
    /// on every line (a quote's bar, an indent) is layout.
    package func hasMarker(_ container: Int32) -> Bool {
        let box = containers[Int(container)]
        let first = pieces[Int(box.first.lowerBound)..<Int(box.first.upperBound)].filter { !$0.isBlank }
        let rest = pieces[Int(box.rest.lowerBound)..<Int(box.rest.upperBound)].filter { !$0.isBlank }
        return !first.isEmpty && first != rest
    }

    /// The styled document as it reads, unwrapped, in order: each block's text after the
    /// markers of the containers it opens (see ``hasMarker(_:)``), separated as the layout
    /// separates blocks. Text is split where its source node changes, so every piece has one
    /// node. What is layout (quote bars, indents, table borders, code fills) is left out; a
    /// thematic break is its glyph once. The document must have been styled with
    /// `recordsProvenance`.
    package func forEachReadingPiece(_ body: (ReadingPiece) -> Void) {
        precondition(provenance.isRecording, "styled without recordsProvenance: nothing tells where its text came from")
        for index in blocks.indices {
            let block = blocks[index]
            if index > 0 { body(separator(block.gapBefore > 0 ? "\n\n" : "\n", block: index)) }
            for container in containersOpened(by: index).reversed() where hasMarker(container) {
                let range = containers[Int(container)].first
                let shown = pieces[Int(range.lowerBound)..<Int(range.upperBound)].filter { !$0.isBlank }
                let node = provenance.containerNodes[Int(container)]
                for (number, segment) in shown.enumerated() {
                    let role = ReadingPiece.Role.marker(container: container, isLast: number == shown.count - 1)
                    body(piece(segment, role: role, node: node, block: index))
                }
            }
            switch block.content {
            case .text(let range, _):
                forEachText(range, role: .text, block: index, body)
            case .code(let code):
                for line in Int(code.lines.lowerBound)..<Int(code.lines.upperBound) {
                    if line > Int(code.lines.lowerBound) { body(separator("\n", block: index)) }
                    let bytes = Int(codeLines[line].offset)..<Int(codeLines[line].offset + codeLines[line].count)
                    forEachSplit(bytes, style: code.style, link: 0, isWhole: false, role: .text, block: index, body)
                }
            case .rule(let glyph):
                body(piece(glyph.repeated(1), role: .text, node: node(ofBlock: index), block: index))
            case .image(let image):
                body(piece(image.placeholder, role: .text, node: node(ofBlock: index), block: index))
            case .table(let table):
                let table = tables[Int(table)]
                for row in 0..<table.rows {
                    if row > 0 { body(separator("\n", block: index)) }
                    for column in 0..<table.columns {
                        if column > 0 { body(separator("\t", block: index)) }
                        let role = ReadingPiece.Role.cell(row: row, column: column, isHeader: row < table.headerRows)
                        forEachText(table.cell(row: row, column: column).texts, role: role, block: index, joiner: " ", body)
                    }
                }
            }
        }
    }

    private func separator(_ text: String, block: Int) -> ReadingPiece {
        ReadingPiece(role: .separator, text: text, style: 0, link: 0, node: -1, block: block, isWhole: false)
    }

    private func piece(_ segment: Segment, role: ReadingPiece.Role, node: Int32, block: Int) -> ReadingPiece {
        let bytes = text[Int(segment.offset)..<Int(segment.offset + segment.count)]
        let once = String(decoding: bytes, as: UTF8.self)
        return ReadingPiece(
            role: role, text: String(repeating: once, count: Int(max(segment.repeats, 1))), style: segment.style, link: segment.link,
            node: node, block: block, isWhole: true)
    }

    /// The runs of line groups `range`, a line break (or `joiner`) between groups.
    private func forEachText(
        _ range: Range<Int32>, role: ReadingPiece.Role, block: Int, joiner: String = "\n", _ body: (ReadingPiece) -> Void
    ) {
        for index in Int(range.lowerBound)..<Int(range.upperBound) {
            if index > Int(range.lowerBound) { body(separator(joiner, block: block)) }
            let group = texts[index]
            for run in runs[Int(group.runs.lowerBound)..<Int(group.runs.upperBound)] {
                let bytes = Int(run.offset)..<Int(run.offset + run.count)
                forEachSplit(bytes, style: run.style, link: run.link, isWhole: run.isWhole, role: role, block: block, body)
            }
        }
    }

    /// Bytes of the text split where the node they were written for changes.
    private func forEachSplit(
        _ bytes: Range<Int>, style: UInt32, link: UInt32, isWhole: Bool, role: ReadingPiece.Role, block: Int,
        _ body: (ReadingPiece) -> Void
    ) {
        var start = bytes.lowerBound
        var mark = provenance.mark(covering: start)
        while start < bytes.upperBound {
            let (node, next) = provenance.mark(mark)
            let end = min(bytes.upperBound, next)
            body(
                ReadingPiece(
                    role: role, text: String(decoding: text[start..<end], as: UTF8.self), style: style, link: link,
                    node: node < 0 && mark < 0 ? self.node(ofBlock: block) : node, block: block, isWhole: isWhole))
            start = end
            mark += 1
        }
    }
}
