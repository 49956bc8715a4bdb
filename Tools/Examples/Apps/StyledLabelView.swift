#if canImport(SwiftUI)
    import CMarkSwift
    import Foundation
    import SwiftUI
    import MarkdownAttributedString

    /// A SwiftyMarkdown-style label: Markdown in, styled text out, its look a style sheet
    /// (`LabelStyleSheet`, data an app can ship as JSON).
    struct StyledLabelView: View {
        let label: StyledLabel

        init(_ markdown: String, sheet: LabelStyleSheet = LabelStyleSheet.example) {
            label = StyledLabel(markdown: markdown, sheet: sheet)
        }

        var body: some View {
            Text(label.text.forSwiftUI(bodySize: label.bodySize))
        }
    }
#endif
