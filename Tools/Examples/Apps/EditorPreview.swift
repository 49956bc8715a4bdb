import CMarkSwift
import Foundation
import MarkdownAttributedString

/// A live-preview editor's state: the text being edited and its preview in parts, restyled
/// around each edit, with a placeholder for empty text and a minimum height. Plain Swift,
/// tested on Linux; `EditorView` draws it.
///
/// ```swift
/// var editor = EditorPreview(placeholder: "Nothing to preview yet", minimumRows: 8)
/// editor.edit(to: "# Notes\n\nFirst *thoughts*.\n")
/// let rows = editor.rows(forColumns: 60)      // at least 8
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

    /// An editor holding `text`, its preview styled with `styles`, showing `placeholder`
    /// while the text has nothing to show.
    init(text: String = "", styles: MarkdownTextStyles = MarkdownTextStyles(), placeholder: String, minimumRows: Int) {
        var styles = styles
        styles.placeholderText = placeholder
        self.text = text
        self.preview = PreparedAttributedText(text, styles: styles)
        self.changedParts = Set(preview.parts.map(\.id))
        self.minimumRows = minimumRows
    }

    /// Takes the editor's new text: the preview re-reads only the parts around the edit.
    mutating func edit(to newText: String) {
        let before = Set(preview.parts.map(\.id))
        text = newText
        preview = preview.updated(with: newText)
        changedParts = Set(preview.parts.map(\.id).filter { !before.contains($0) })
    }

    /// Whether the preview shows the placeholder: the text has no blocks (it is empty, blank,
    /// or only link definitions).
    var showsPlaceholder: Bool { preview.markdown.document.root.children.isEmpty }

    /// The preview's parts, for a list of text views.
    var parts: [PreparedAttributedText.Part] { preview.parts }

    /// The preview's height in rows of `columns` character cells (a view's width divided by
    /// its font's character width), never under ``minimumRows``. Each part's size is kept in
    /// the preview, so after an edit only the changed parts are measured again.
    mutating func rows(forColumns columns: Int) -> Int {
        max(preview.measure(forWidth: columns).rows, minimumRows)
    }
}
