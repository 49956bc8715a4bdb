import MarkdownTheme
import MarkdownTree

extension Document {
    /// This document as a styled output shows it: its MyST directive fences that hold prose
    /// made directive blocks, and its emoji shortcodes replaced unless they were decided
    /// before (by a ``MarkdownDialect``) or the theme's `emojiShortcodes` is `false`.
    ///
    /// These are tree transforms, done once per document before styling: whatever styles
    /// the document in parts (prepared content, a stream) transforms it
    /// first and styles every part from the result, which carries ``TreeTransforms`` so
    /// that no part transforms it again. Linear in the document.
    package func shown(with styling: StylingTheme) -> Document {
        shownWithInsertions(styling).document
    }

    /// ``shown(with:)``, and where nodes were added (see
    /// ``expandingMySTDirectivesWithInsertions()``).
    private func shownWithInsertions(_ styling: StylingTheme) -> (document: Document, insertions: [(after: Int, count: Int)]) {
        let (result, insertions) = expandingMySTDirectivesWithInsertions()
        return (result.decidingEmojiShortcodes(replace: styling.bounded.emojiShortcodes ?? true), insertions)
    }

    /// ``shown(with:)`` and the nodes of `part` (top-level blocks of this document) in it:
    /// what a styled document made from an untransformed document styles.
    package func shown(with styling: StylingTheme, part: Range<Int>?) -> (document: Document, part: Range<Int>?) {
        let (document, insertions) = shownWithInsertions(styling)
        guard let part, !insertions.isEmpty else { return (document, part) }
        // Nodes move down by the nodes added after nodes before them.
        func moved(_ index: Int) -> Int {
            var shift = 0
            for insertion in insertions {
                guard insertion.after < index else { break }
                shift += insertion.count
            }
            return index + shift
        }
        return (document, moved(part.lowerBound)..<moved(part.upperBound))
    }
}
