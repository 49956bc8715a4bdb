import Foundation
import MarkdownLayout

extension AttributedTextReader {
    /// The attribute container of `values`: cmark-swift's attributes, Foundation's `link`
    /// and (on Apple platforms) inline presentation intents.
    mutating func attributes(_ values: RunValues) -> AttributeContainer {
        var container = AttributeContainer()
        container[MarkdownAttributes.Block.self] = values.block
        container[MarkdownAttributes.HeadingLevel.self] = values.headingLevel
        container[MarkdownAttributes.CodeLanguage.self] = values.codeLanguage
        if values.listDepth > 0 { container[MarkdownAttributes.ListDepth.self] = values.listDepth }
        if values.quoteDepth > 0 { container[MarkdownAttributes.QuoteDepth.self] = values.quoteDepth }
        container[MarkdownAttributes.Alert.self] = values.alert
        container[MarkdownAttributes.Footnote.self] = values.footnote
        container[MarkdownAttributes.ListMarker.self] = values.listMarker
        container[MarkdownAttributes.TaskChecked.self] = values.taskChecked
        container[MarkdownAttributes.TableColumn.self] = values.tableColumn
        if values.tableColumn != nil { container[MarkdownAttributes.TableHeader.self] = values.tableHeader }
        if values.inline.contains(.code) { container[MarkdownAttributes.IsCode.self] = true }
        if values.inline.contains(.emphasis) { container[MarkdownAttributes.IsEmphasis.self] = true }
        if values.inline.contains(.strong) { container[MarkdownAttributes.IsStrong.self] = true }
        if values.inline.contains(.strikethrough) { container[MarkdownAttributes.IsStrikethrough.self] = true }
        container[MarkdownAttributes.CustomRule.self] = values.customRule
        container[MarkdownAttributes.ImageSource.self] = values.imageSource
        container[MarkdownAttributes.ImageAlt.self] = values.imageAlt
        container[MarkdownAttributes.SizeScale.self] = values.sizeScale
        #if canImport(Darwin)
            // Foundation's inline intents (what SwiftUI's Text draws); Linux's Foundation has none.
            var intent = InlinePresentationIntent()
            if values.inline.contains(.code) { intent.insert(.code) }
            if values.inline.contains(.emphasis) { intent.insert(.emphasized) }
            if values.inline.contains(.strong) { intent.insert(.stronglyEmphasized) }
            if values.inline.contains(.strikethrough) { intent.insert(.strikethrough) }
            if !intent.isEmpty { container.inlinePresentationIntent = intent }
        #endif
        if values.link > 0 { container.link = url(ofLink: values.link) }
        let style = styled.styles[values.style]
        container[MarkdownAttributes.ThemeForeground.self] = style.foreground?.rgbValue
        container[MarkdownAttributes.ThemeBackground.self] = style.background?.rgbValue
        if style.bold { container[MarkdownAttributes.ThemeBold.self] = true }
        if style.italic { container[MarkdownAttributes.ThemeItalic.self] = true }
        if style.underline { container[MarkdownAttributes.ThemeUnderline.self] = true }
        if style.strikethrough { container[MarkdownAttributes.ThemeStrikethrough.self] = true }
        if style.faint { container[MarkdownAttributes.ThemeFaint.self] = true }
        if style.inverse { container[MarkdownAttributes.ThemeInverse.self] = true }
        return container
    }

    /// The URL of link `id` as Foundation reads it (`nil` when it cannot), read once.
    private mutating func url(ofLink id: UInt32) -> URL? {
        if let known = urls[Int(id) - 1] { return known }
        var found: URL?
        if case .url(let destination) = styled.links[Int(id) - 1] { found = URL(string: destination) }
        urls[Int(id) - 1] = .some(found)
        return found
    }
}
