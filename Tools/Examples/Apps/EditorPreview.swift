import CMarkSwift
import Foundation
import MarkdownAttributedString

/// A live-preview editor's state: the text being edited and its preview in parts, restyled
/// around each edit, with a placeholder for empty text and a minimum height. Plain Swift,
/// tested on Linux; `EditorView` draws it.
///
/// ```swift
/// var editor = EditorPreview(placeholder: "Nothing to preview yet", minimumRows: 8)
/// editor.resize(toColumns: 60)                // when the view's width changes
/// editor.edit(to: "# Notes\n\nFirst *thoughts*.\n")
/// let rows = editor.rows                      // at least 8, kept: reading it lays nothing out
/// ```
struct EditorPreview: Sendable {
    /// The text in the editor.
    private(set) var text: String
    /// The preview: the text in parts (an empty text shows the placeholder).
    private(set) var preview: PreparedAttributedText
    /// The parts the last edit made (their identities): every other part is the one drawn
    /// before, so a view redraws these alone.
    private(set) var changedParts: Set<PreparedPartID>
    /// The fewest rows the preview takes, however short the text.
    let minimumRows: Int
    /// The preview's width in character cells (a view's width divided by its font's
    /// character width), set by ``resize(toColumns:)``.
    private(set) var columns = 80
    /// The preview's height in rows at ``columns``, never under ``minimumRows``: measured
    /// when the text or the width changes and kept, so a view's body reads it as it is.
    private(set) var rows = 0

    /// An editor holding `text`, its preview styled with `styles`, showing `placeholder`
    /// while the text has nothing to show.
    init(text: String = "", styles: MarkdownTextStyles = MarkdownTextStyles(), placeholder: String, minimumRows: Int) {
        var styles = styles
        styles.placeholderText = placeholder
        self.text = text
        self.preview = PreparedAttributedText(text, styles: styles)
        self.changedParts = Set(preview.parts.map(\.id))
        self.minimumRows = minimumRows
        measure()
    }

    /// Takes the editor's new text: the preview re-reads only the parts around the edit.
    mutating func edit(to newText: String) {
        let before = Set(preview.parts.map(\.id))
        text = newText
        preview = preview.updated(with: newText)
        changedParts = Set(preview.parts.map(\.id).filter { !before.contains($0) })
        measure()
    }

    /// Takes the view's new width in character cells: the preview is measured at it once
    /// (each part's size at a width is kept in the preview, so going back to a width it had
    /// measures only the parts changed since).
    mutating func resize(toColumns newColumns: Int) {
        let newColumns = max(1, newColumns)
        guard newColumns != columns else { return }
        columns = newColumns
        measure()
    }

    /// Whether the preview shows the placeholder: the text has no blocks (it is empty, blank,
    /// or only link definitions).
    var showsPlaceholder: Bool { preview.markdown.document.root.children.isEmpty }

    /// The preview's parts, for a list of text views.
    var parts: [PreparedAttributedText.Part] { preview.parts }

    /// Measures ``rows`` at ``columns``; after an edit only the changed parts are measured
    /// again.
    private mutating func measure() {
        rows = max(preview.measure(forWidth: columns).rows, minimumRows)
    }
}
