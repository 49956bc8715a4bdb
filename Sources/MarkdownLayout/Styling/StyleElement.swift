import MarkdownTheme
import MarkdownTree

/// The theme's styles, each a small number so cascades can be memoised by (element, parent).
package enum StyleElement: Int, Sendable, CaseIterable {
    case document, paragraph
    case heading1, heading2, heading3, heading4, heading5, heading6
    /// Links, their URLs and inline code inside a heading of each level (see ``inHeading(_:)``).
    case heading1Link, heading2Link, heading3Link, heading4Link, heading5Link, heading6Link
    case heading1LinkURL, heading2LinkURL, heading3LinkURL, heading4LinkURL, heading5LinkURL, heading6LinkURL
    case heading1Code, heading2Code, heading3Code, heading4Code, heading5Code, heading6Code
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

    /// This element inside a heading of `level`: a link, a link's URL and inline code take
    /// the level's own styles (over the general ones); the rest are themselves.
    package func inHeading(_ level: Int) -> StyleElement {
        let first: StyleElement
        switch self {
        case .link: first = .heading1Link
        case .linkURL: first = .heading1LinkURL
        case .code: first = .heading1Code
        default: return self
        }
        return StyleElement(rawValue: first.rawValue + min(max(level, 1), 6) - 1)!
    }

    /// Whether the element is code, whose face the text around it does not pass on.
    package var isCode: Bool {
        switch self {
        case .code, .codeBlock, .heading1Code, .heading2Code, .heading3Code, .heading4Code, .heading5Code, .heading6Code: true
        default: false
        }
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
        case .heading1, .heading2, .heading3, .heading4, .heading5, .heading6,
            .heading1Link, .heading2Link, .heading3Link, .heading4Link, .heading5Link, .heading6Link,
            .heading1LinkURL, .heading2LinkURL, .heading3LinkURL, .heading4LinkURL, .heading5LinkURL, .heading6LinkURL,
            .heading1Code, .heading2Code, .heading3Code, .heading4Code, .heading5Code, .heading6Code:
            headingStyle(element)
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

extension Theme {
    /// A heading level's style, or a link's, URL's or code's in it, over the general one.
    private func headingStyle(_ element: StyleElement) -> Style {
        let (role, level) = (element.rawValue - StyleElement.heading1.rawValue).quotientAndRemainder(dividingBy: 6)
        switch role {
        case 0: return headings.base.merging(headings[level + 1])
        case 1: return link.style.merging(headings[link: level + 1])
        case 2: return link.urlStyle.merging(headings[linkURL: level + 1])
        default: return code.merging(headings[code: level + 1])
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
