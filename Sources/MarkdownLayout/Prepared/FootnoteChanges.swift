import MarkdownTree

/// What a splice changed in the footnotes of the blocks it kept: the blocks whose references
/// now show another number (a reference added or removed in the slice renumbers every later
/// one), and whether the definitions (shown together, in one part, last) changed.
///
/// ```swift
/// let changes = FootnoteChanges(old: shown, new: spliced, replaced: 3..<5, count: 2, oldBody: 40, notesReplaced: false)
/// if changes.notes { /* style the notes' part again */ }
/// ```
package struct FootnoteChanges: Sendable {
    /// Kept top-level blocks (new positions, ascending) with a reference whose number or
    /// index changed.
    package private(set) var blocks: [Int] = []
    /// Whether the footnote definitions must be styled again.
    package private(set) var notes = false

    /// Nothing changed.
    package init() {}

    /// Compares the kept blocks of `old` and `new`, where old top-level blocks `replaced`
    /// became `count` blocks and the old body ended before block `oldBody` (the definitions
    /// follow); `notesReplaced` says whether the splice removed or added definitions.
    package init(old: Document, new: Document, replaced: Range<Int>, count: Int, oldBody: Int, notesReplaced: Bool) {
        let oldNodes = old.storage.nodes
        let newNodes = new.storage.nodes
        let oldTop = old.topLevelIndices
        let newTop = new.topLevelIndices
        let delta = count - replaced.count
        /// Whether block `from` of `old` and `to` of `new` (the same block, kept) differ in a
        /// reference's number or index.
        func differs(_ from: Int, _ to: Int) -> Bool {
            let start = oldTop[from]
            let shift = newTop[to] - start
            for i in start..<Int(oldNodes[start].end) where oldNodes[i].kind == .footnoteReference {
                let other = newNodes[i + shift]
                if other.number != oldNodes[i].number || other.small != oldNodes[i].small { return true }
            }
            return false
        }
        for block in 0..<replaced.lowerBound where differs(block, block) { blocks.append(block) }
        for block in replaced.upperBound..<oldBody where differs(block, block + delta) { blocks.append(block + delta) }
        let newBody = oldBody + delta
        if notesReplaced || oldTop.count - oldBody != newTop.count - newBody {
            notes = true
        } else {
            // Definitions are ordered by number: the same labels in the same order, with their
            // references' numbers kept, show as they did.
            notes = (oldBody..<oldTop.count).contains { block in
                let a = oldNodes[oldTop[block]]
                let b = newNodes[newTop[block + delta]]
                return a.end - Int32(oldTop[block]) != b.end - Int32(newTop[block + delta])
                    || old.storage.slice(a.text) != new.storage.slice(b.text) || differs(block, block + delta)
            }
        }
    }
}
