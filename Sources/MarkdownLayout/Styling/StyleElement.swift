import MarkdownTheme
import MarkdownTree

/// The theme's styles, each a small number so cascades can be memoised by (element, parent).
package enum StyleElement: Int, Sendable, CaseIterable {
    case document, paragraph
    case heading1, heading2, heading3, heading4, heading5, heading6
    case blockQuote, quoteBar
    case list, listMarker, taskChecked, taskUnchecked
    case codeBlock, codeLanguage, code
    case emphasis, strong, strikethrough
    case link, linkURL, image
    case thematicBreak
    case table, tableHeader, tableBorder
    case footnoteReference, footnoteSection
    case html, placeholder, frontMatter
    case alert, alertTitle, alertNote, alertTip, alertImportant, alertWarning, alertCaution

    package static func heading(_ level: Int) -> StyleElement {
        StyleElement(rawValue: StyleElement.heading1.rawValue + min(max(level, 1), 6) - 1)!
    }

    /// The style of an alert's bar and title.
    package static func alert(_ kind: AlertKind) -> StyleElement {
        switch kind {
        case .note: .alertNote
        case .tip: .alertTip
        case .important: .alertImportant
        case .warning: .alertWarning
        case .caution: .alertCaution
        }
    }
}

extension Theme {
    /// The style the theme gives an element.
    package func style(_ element: StyleElement) -> Style {
        switch element {
        case .document: document
        case .paragraph: paragraph
        case .heading1: headings.base.merging(headings[1])
        case .heading2: headings.base.merging(headings[2])
        case .heading3: headings.base.merging(headings[3])
        case .heading4: headings.base.merging(headings[4])
        case .heading5: headings.base.merging(headings[5])
        case .heading6: headings.base.merging(headings[6])
        case .blockQuote: blockQuote.style
        case .quoteBar: blockQuote.barStyle
        case .list: list.style
        case .listMarker: list.markerStyle
        case .taskChecked: task.checkedStyle
        case .taskUnchecked: task.uncheckedStyle
        case .codeBlock: codeBlock.style
        case .codeLanguage: codeBlock.languageStyle
        case .code: code
        case .emphasis: emphasis
        case .strong: strong
        case .strikethrough: strikethrough
        case .link: link.style
        case .linkURL: link.urlStyle
        case .image: image.style
        case .thematicBreak: thematicBreak.style
        case .table: table.style
        case .tableHeader: table.header
        case .tableBorder: table.borderStyle
        case .footnoteReference: footnotes.reference
        case .footnoteSection: footnotes.section
        case .html: html.style
        case .placeholder: placeholder.style
        case .frontMatter: frontMatter
        case .alert: alerts.style
        case .alertTitle: alerts.titleStyle
        case .alertNote: alerts.note.style
        case .alertTip: alerts.tip.style
        case .alertImportant: alerts.important.style
        case .alertWarning: alerts.warning.style
        case .alertCaution: alerts.caution.style
        }
    }
}

extension AlertsTheme {
    /// The theme of one kind of alert.
    package subscript(kind: AlertKind) -> AlertTheme {
        switch kind {
        case .note: note
        case .tip: tip
        case .important: important
        case .warning: warning
        case .caution: caution
        }
    }
}
