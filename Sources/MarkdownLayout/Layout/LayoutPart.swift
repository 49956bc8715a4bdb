/// Which lines of a styled document a layout makes: all of them, or those before or after a
/// cut between two lines of a code block.
///
/// A document that is mostly one huge code block is rendered in two halves at once this
/// way (see ``StyledDocument/render(_:theme:width:into:halvesThreshold:_:)``): everything the
/// block's lines depend on (its widest line, padding, marker, its containers' prefixes) is
/// in the styled document, so the two parts' lines are the whole layout's lines.
///
/// ```swift
/// if let cut = styled.codeCut(threshold: 0) {
///     styled.layOutLines(width: 80, part: .before(cut)) { segments, width in ... }
///     styled.layOutLines(width: 80, part: .after(cut)) { segments, width in ... }
/// }
/// ```
package enum LayoutPart: Sendable, Equatable {
    case whole
    /// The blocks up to the cut's, and that block's lines before the cut.
    case before(CodeCut)
    /// The cut block's lines from the cut on (no gap above them; the prefix of a line that
    /// continues the block), then the blocks after it.
    case after(CodeCut)
}

/// A place between two lines of a code block: the block and its first line after the cut.
package struct CodeCut: Sendable, Equatable {
    /// The block's index in ``StyledDocument/blocks``.
    package var block: Int
    /// The index in ``StyledDocument/codeLines`` of the first line after the cut (never the
    /// block's first line).
    package var line: Int32
}

extension StyledDocument {
    /// The cut at the middle line of the code block with the most text, when that text is
    /// `threshold` bytes or more and the block has two lines or more.
    package func codeCut(threshold: Int) -> CodeCut? {
        var largest: (block: Int, lines: Range<Int32>, bytes: Int)?
        for (index, block) in blocks.enumerated() {
            guard case .code(let code) = block.content, code.lines.count >= 2 else { continue }
            let first = codeLines[Int(code.lines.lowerBound)]
            let last = codeLines[Int(code.lines.upperBound) - 1]
            let bytes = Int(last.offset + last.count - first.offset)
            if bytes > largest?.bytes ?? -1 { largest = (index, code.lines, bytes) }
        }
        guard let largest, largest.bytes >= threshold else { return nil }
        return CodeCut(block: largest.block, line: largest.lines.lowerBound + Int32(largest.lines.count / 2))
    }
}
