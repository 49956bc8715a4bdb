import MarkdownTheme

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

    package static func heading(_ level: Int) -> StyleElement {
        StyleElement(rawValue: StyleElement.heading1.rawValue + min(max(level, 1), 6) - 1)!
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
        }
    }
}
