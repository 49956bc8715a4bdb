import Foundation
import MarkdownLayout
import MarkdownTheme
import MarkdownTree

extension AttributedString {
    /// The document as styled text for an app's text view: each run carries what its node is
    /// and how `theme` styles it (``AttributeScopes/CMarkSwiftAttributes``), links carry
    /// Foundation's `link`, and on Apple platforms inline code, emphasis, strong and
    /// strikethrough also carry Foundation's `inlinePresentationIntent` (which SwiftUI's
    /// `Text` draws; Linux's Foundation has no such attribute).
    ///
    /// Nothing is hard-wrapped: a paragraph is one line of the string, for the view to wrap
    /// at its own width. Blocks are separated by a blank line (`"\n\n"`), the items of a
    /// tight list by a line break; soft breaks become spaces, hard breaks line breaks. A list
    /// item starts with its marker (`•`, `1.`, the theme's) and a space, indented two spaces a
    /// level below the first; table cells are separated by tabs and rows by line breaks; an
    /// image shows the theme's placeholder (`[image: alt]`). The theme's block layout
    /// (margins, prefixes, alignment, padding, borders) is the view's business and is not
    /// applied; its text case is.
    ///
    /// ```swift
    /// let document = Document(parsing: "# Title\n\nSome *emphasis* and a [link](https://example.com).\n")
    /// let text = AttributedString(styling: document, theme: .dark)
    /// for run in text.runs {
    ///     print(text[run.range].characters.count, run.block as Any, run.link as Any, run.themeForeground as Any)
    /// }
    /// ```
    public init(styling document: Document, theme: Theme) {
        var builder = AttributedMarkdownBuilder(theme: theme)
        builder.addFrontMatter(of: document)
        document.root.walk { event in
            switch event {
            case .enter(let node): return builder.enter(node)
            case .exit(let node):
                builder.exit(node)
                return .visitChildren
            }
        }
        self = builder.result
    }
}

/// The walk behind ``AttributedString/init(styling:theme:)``: explicit stacks of styles and
/// open containers, no recursion.
struct AttributedMarkdownBuilder {
    let theme: Theme
    var result = AttributedString()

    /// Resolved styles, one per open node that has one (the document's at the bottom).
    private var styles: [Style]
    /// Open lists: an id, tightness, the next number, the delimiter.
    private var lists: [(id: Int, tight: Bool, ordered: Bool, number: Int, delimiter: String)] = []
    private var listSerial = 0
    /// The ids of the lists around the last leaf block written.
    private var lastLeafLists: [Int]?
    private var quoteDepth = 0
    /// The open alerts, innermost last.
    private var alerts: [AlertKind] = []
    /// The innermost alert's marker: its paragraph, and its first inline after the marker's
    /// line (the paragraph's end when nothing follows); the marker's nodes are passed over.
    private var alertMarker: (paragraph: Int, rest: Int)?
    private var footnotes: [Int] = []
    private var block: MarkdownBlockKind?
    private var headingLevel: Int?
    private var codeLanguage: String?
    private var emphasis = 0
    private var strong = 0
    private var strikethrough = 0
    private var links: [URL?] = []
    private var customRules: [String] = []
    private var tableHeader: Bool?
    private var tableColumn: Int?
    private var cellsInRow = 0
    private var rowsInTable = 0
    /// Markers waiting for the first leaf block of their item or footnote.
    private var pendingMarkers: [(text: String, style: Style, marker: String?, checked: Bool?)] = []

    init(theme: Theme) {
        self.theme = theme
        styles = [theme.document]
    }

    private var style: Style { styles[styles.count - 1] }

    private mutating func push(_ element: StyleElement) {
        styles.append(theme.style(element).inheriting(from: style))
    }

    private mutating func popStyle() {
        if styles.count > 1 { styles.removeLast() }
    }

    mutating func addFrontMatter(of document: Document) {
        // An app reads front matter as data; it becomes text only when the theme asks for it.
        guard let display = theme.frontMatterDisplay, display != .hide, let frontMatter = document.frontMatter else { return }
        push(.frontMatter)
        startLeaf(.frontMatter)
        var yaml = Substring(frontMatter.yaml)
        while yaml.last == "\n" { yaml.removeLast() }
        append(String(yaml))
        endLeaf()
        popStyle()
    }

    // MARK: The walk

    mutating func enter(_ node: Node) -> WalkAction {
        if isMarker(node) { return .skipChildren }
        switch node.kind {
        case .document: break
        case .blockQuote:
            quoteDepth += 1
            if let alert = node.document.storage.alertMarker(ofQuoteAt: node.index) {
                openAlert(alert, paragraphEnd: Int(node.document.storage.nodes[alert.paragraph].end))
            } else {
                push(.blockQuote)
            }
        case .list:
            let attributes = node.listAttributes
            listSerial += 1
            lists.append(
                (
                    id: listSerial, tight: attributes?.isTight ?? true, ordered: attributes?.type == .ordered,
                    number: attributes?.start ?? 1, delimiter: attributes?.delimiter == .parenthesis ? ")" : "."
                ))
            push(.list)
        case .item: openItem(node)
        case .footnoteDefinition:
            let number = node.footnoteNumber ?? 0
            footnotes.append(number)
            push(.footnoteSection)
            let format = theme.footnotes.referenceFormat ?? ThemeDefaults.footnoteReferenceFormat
            pendingMarkers.append(
                (
                    format.replacingOccurrences(of: "{n}", with: String(number)) + " ",
                    theme.style(.footnoteReference).inheriting(from: style), nil, nil
                ))
        case .paragraph:
            startLeaf(.paragraph)
            push(.paragraph)
        case .heading:
            let level = node.headingLevel ?? 1
            startLeaf(.heading)
            headingLevel = level
            push(.heading(level))
        case .codeBlock:
            push(.codeBlock)
            startLeaf(.codeBlock)
            let language = node.info?.split(separator: " ", maxSplits: 1).first.map(String.init)
            codeLanguage = language?.isEmpty == false ? language : nil
            var literal = Substring(node.literal ?? "")
            if literal.last == "\n" { literal.removeLast() }
            append(String(literal))
            codeLanguage = nil
        case .htmlBlock:
            guard theme.html.display != .drop else { return .skipChildren }
            push(.html)
            startLeaf(.htmlBlock)
            var literal = Substring(node.literal ?? "")
            while literal.last == "\n" { literal.removeLast() }
            append(String(literal))
        case .customBlock:
            startLeaf(.customBlock)
            push(.paragraph)
        case .thematicBreak:
            push(.thematicBreak)
            startLeaf(.thematicBreak)
            append(theme.thematicBreak.glyph ?? ThemeDefaults.ruleGlyph)
        case .table:
            startLeaf(.table)
            rowsInTable = 0
            push(.table)
        case .tableRow:
            if rowsInTable > 0 { append("\n", plain: true) }
            rowsInTable += 1
            cellsInRow = 0
            tableHeader = node.isHeaderRow ?? false
            if tableHeader == true { push(.tableHeader) } else { styles.append(style) }
        case .tableCell:
            if cellsInRow > 0 { append("\t", plain: true) }
            cellsInRow += 1
            tableColumn = node.cellColumn
        case .text: append(node.literal ?? "")
        case .softBreak: append(" ")
        case .lineBreak: append("\n")
        case .code:
            push(.code)
            append(node.literal ?? "", code: true)
            popStyle()
        case .inlineHTML:
            guard theme.html.display != .drop else { break }
            push(.html)
            append(node.literal ?? "")
            popStyle()
        case .customInline:
            let name = node.customName ?? ""
            customRules.append(name)
            styles.append((theme.custom[name] ?? Style()).inheriting(from: style))
        case .emphasis:
            emphasis += 1
            push(.emphasis)
        case .strong:
            strong += 1
            push(.strong)
        case .strikethrough:
            strikethrough += 1
            push(.strikethrough)
        case .link:
            links.append(node.destination.flatMap { URL(string: $0) })
            push(.link)
        case .image:
            push(.image)
            let alt = node.plainText
            let source = node.destination ?? ""
            let format = theme.image.format ?? ThemeDefaults.imageFormat
            let text = format.replacingOccurrences(of: "{alt}", with: alt).replacingOccurrences(of: "{src}", with: source)
            append(text, image: (source, alt))
            popStyle()
            return .skipChildren
        case .footnoteReference:
            let number = node.footnoteNumber ?? 0
            let format = theme.footnotes.referenceFormat ?? ThemeDefaults.footnoteReferenceFormat
            push(.footnoteReference)
            footnotes.append(number)
            append(format.replacingOccurrences(of: "{n}", with: String(number)))
            footnotes.removeLast()
            popStyle()
        }
        return .visitChildren
    }

    mutating func exit(_ node: Node) {
        if isMarker(node) { return }
        switch node.kind {
        case .document, .text, .softBreak, .lineBreak, .code, .inlineHTML, .footnoteReference, .tableCell: break
        case .image: break
        case .item: popStyle()
        case .blockQuote:
            quoteDepth -= 1
            if node.alertKind != nil {
                alerts.removeLast()
                alertMarker = nil
            }
            popStyle()
        case .list:
            lists.removeLast()
            popStyle()
        case .footnoteDefinition:
            footnotes.removeLast()
            popStyle()
        case .paragraph, .customBlock, .table, .thematicBreak, .codeBlock:
            endLeaf()
            popStyle()
        case .heading:
            endLeaf()
            headingLevel = nil
            popStyle()
        case .htmlBlock:
            guard theme.html.display != .drop else { return }
            endLeaf()
            popStyle()
        case .tableRow:
            tableHeader = nil
            popStyle()
        case .customInline:
            customRules.removeLast()
            popStyle()
        case .emphasis:
            emphasis -= 1
            popStyle()
        case .strong:
            strong -= 1
            popStyle()
        case .strikethrough:
            strikethrough -= 1
            popStyle()
        case .link:
            links.removeLast()
            popStyle()
        }
    }

    // MARK: Blocks

    private mutating func openItem(_ node: Node) {
        styles.append(style)
        guard !lists.isEmpty else { return }
        let depth = lists.count
        var list = lists[depth - 1]
        let indent = String(repeating: " ", count: 2 * (depth - 1))
        let markerStyle = theme.style(.listMarker).inheriting(from: style)
        let task = node.taskState ?? .none
        if task == .none || list.ordered {
            let marker = list.ordered ? theme.orderedMarker(number: list.number, delimiter: list.delimiter) : theme.bullet(depth: depth)
            pendingMarkers.append((indent + marker + " ", markerStyle, marker, nil))
        } else {
            pendingMarkers.append((indent, markerStyle, nil, nil))
        }
        if task != .none {
            let checked = task == .checked
            let glyph = checked ? theme.task.checked ?? ThemeDefaults.taskChecked : theme.task.unchecked ?? ThemeDefaults.taskUnchecked
            pendingMarkers.append((glyph + " ", theme.style(checked ? .taskChecked : .taskUnchecked).inheriting(from: style), nil, checked))
        }
        list.number += 1
        lists[depth - 1] = list
    }

    /// Opens an alert: its style over the quote's place, and its title line (the theme's
    /// glyph and title) where the marker was, as a leaf of its own.
    private mutating func openAlert(_ alert: AlertMarker, paragraphEnd: Int) {
        let body = theme.style(.alert).inheriting(from: style)
        styles.append(theme.style(.alert(alert.kind)).inheriting(from: body))
        alerts.append(alert.kind)
        let entry = theme.alerts[alert.kind]
        let glyph = entry.glyph ?? ""
        let title = entry.title ?? alert.kind.title
        let line = glyph.isEmpty || title.isEmpty ? glyph + title : glyph + " " + title
        if !line.isEmpty {
            push(.alertTitle)
            startLeaf(.alertTitle)
            append(line)
            endLeaf()
            popStyle()
        }
        alertMarker = (alert.paragraph, alert.rest ?? paragraphEnd)
    }

    /// Whether `node` is part of the innermost alert's marker line: the marker's text and
    /// line break, and its paragraph when it holds nothing else. They write nothing.
    private func isMarker(_ node: Node) -> Bool {
        guard let alertMarker else { return false }
        if node.index == alertMarker.paragraph { return alertMarker.rest >= Int(node.document.storage.nodes[node.index].end) }
        return node.index > alertMarker.paragraph && node.index < alertMarker.rest
    }

    /// Separates a new leaf block from the last one and writes the markers waiting for it.
    private mutating func startLeaf(_ kind: MarkdownBlockKind) {
        if let last = lastLeafLists {
            // A line break between blocks of a tight list (or lists nested in one), a
            // blank line elsewhere.
            let shared = lists.last(where: { last.contains($0.id) })
            let tight = shared != nil && lists.last?.tight == true && shared?.tight == true
            append(tight ? "\n" : "\n\n", plain: true)
        }
        block = kind
        let markers = pendingMarkers
        pendingMarkers.removeAll()
        for marker in markers {
            styles.append(marker.style)
            append(marker.text, marker: marker.marker, checked: marker.checked)
            styles.removeLast()
        }
    }

    private mutating func endLeaf() {
        lastLeafLists = lists.map(\.id)
        block = nil
    }

    // MARK: Runs

    /// Appends `text` with the attributes of where the walk is; `plain` text (separators)
    /// gets none.
    private mutating func append(
        _ text: String, plain: Bool = false, code: Bool = false, image: (source: String, alt: String)? = nil, marker: String? = nil,
        checked: Bool? = nil
    ) {
        guard !text.isEmpty else { return }
        guard !plain else {
            result.append(AttributedString(text))
            return
        }
        var container = AttributeContainer()
        container[MarkdownAttributes.Block.self] = block
        container[MarkdownAttributes.HeadingLevel.self] = headingLevel
        if !lists.isEmpty { container[MarkdownAttributes.ListDepth.self] = lists.count }
        container[MarkdownAttributes.ListMarker.self] = marker
        container[MarkdownAttributes.TaskChecked.self] = checked
        if quoteDepth > 0 { container[MarkdownAttributes.QuoteDepth.self] = quoteDepth }
        container[MarkdownAttributes.Alert.self] = alerts.last
        container[MarkdownAttributes.CodeLanguage.self] = codeLanguage
        container[MarkdownAttributes.Footnote.self] = footnotes.last
        container[MarkdownAttributes.TableHeader.self] = tableHeader
        container[MarkdownAttributes.TableColumn.self] = tableHeader == nil ? nil : tableColumn
        container[MarkdownAttributes.CustomRule.self] = customRules.last
        if let image {
            container[MarkdownAttributes.ImageSource.self] = image.source
            container[MarkdownAttributes.ImageAlt.self] = image.alt
        }
        if code { container[MarkdownAttributes.IsCode.self] = true }
        if emphasis > 0 { container[MarkdownAttributes.IsEmphasis.self] = true }
        if strong > 0 { container[MarkdownAttributes.IsStrong.self] = true }
        if strikethrough > 0 { container[MarkdownAttributes.IsStrikethrough.self] = true }
        #if canImport(Darwin)
            // Foundation's inline intents (what SwiftUI's Text draws); Linux's Foundation has none.
            var intent = InlinePresentationIntent()
            if code { intent.insert(.code) }
            if emphasis > 0 { intent.insert(.emphasized) }
            if strong > 0 { intent.insert(.stronglyEmphasized) }
            if strikethrough > 0 { intent.insert(.strikethrough) }
            if !intent.isEmpty { container.inlinePresentationIntent = intent }
        #endif
        if let url = links.last, let url { container.link = url }
        let style = self.style
        container[MarkdownAttributes.ThemeForeground.self] = style.foreground?.rgbValue
        container[MarkdownAttributes.ThemeBackground.self] = style.background?.rgbValue
        if style.bold == true { container[MarkdownAttributes.ThemeBold.self] = true }
        if style.italic == true { container[MarkdownAttributes.ThemeItalic.self] = true }
        if style.underline == true { container[MarkdownAttributes.ThemeUnderline.self] = true }
        if style.strikethrough == true { container[MarkdownAttributes.ThemeStrikethrough.self] = true }
        if style.faint == true { container[MarkdownAttributes.ThemeFaint.self] = true }
        if style.inverse == true { container[MarkdownAttributes.ThemeInverse.self] = true }
        let cased =
            switch style.textCase {
            case .upper?: text.uppercased()
            case .lower?: text.lowercased()
            default: text
            }
        result.append(AttributedString(cased, attributes: container))
    }
}
