#if canImport(SwiftUI)
    import CMarkSwift
    import SwiftUI
    import MarkdownAttributedString

    /// A live-preview editor: the text on the left, its preview on the right, a part per
    /// few blocks (an edit redraws the parts around it), a placeholder while the text is
    /// empty and a minimum height. Put it in a window: `WindowGroup { EditorView() }`.
    struct EditorView: View {
        @State private var text = ""
        @State private var editor = EditorPreview(placeholder: "Nothing to preview yet", minimumRows: 12)
        let bodySize = 14.0
        /// A cell of the preview's measure in points: a character's width and a line's height.
        let cell = CGSize(width: 8, height: 18)
        /// The placeholder's colour, under its italic.
        let placeholderStyle = HierarchicalShapeStyle.secondary

        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                TextEditor(text: $text)
                    .font(.system(size: bodySize, design: .monospaced))
                    .onChange(of: text) { _, newText in editor.edit(to: newText) }
                Divider()
                GeometryReader { geometry in
                    ScrollView {
                        VStack(alignment: .leading, spacing: 8) {
                            ForEach(editor.parts) { part in
                                Text(part.text.forSwiftUI(bodySize: bodySize))
                                    .foregroundStyle(editor.showsPlaceholder ? placeholderStyle : HierarchicalShapeStyle.primary)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                            }
                        }
                        .padding()
                        // The rows measured when the text or the width changed: the body lays nothing out.
                        .frame(minHeight: CGFloat(editor.rows) * cell.height, alignment: .top)
                    }
                    .onChange(of: geometry.size.width, initial: true) { _, width in
                        editor.resize(toColumns: Int(width / cell.width))
                    }
                }
            }
        }
    }
#endif
