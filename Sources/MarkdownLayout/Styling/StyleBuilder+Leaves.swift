import MarkdownTheme
import MarkdownTree

extension StyleBuilder {
    /// Styles a leaf block (paragraph, heading, code, HTML, rule, table) with its own indent,
    /// block prefix and block suffix lines, and margins. A paragraph's inlines start at
    /// `inlinesFrom` when given (an alert's first paragraph, after its marker line).
    mutating func styleLeaf(at index: Int, parent: Int32, frames: [BlockFrame], inlinesFrom: Int? = nil) {
        let raw = nodes[index]
        provenance.enterBlock(Int32(index), at: buffer.count)
        let element: StyleElement
        switch raw.kind {
        case .heading: element = .heading(raw.headingLevel)
        case .codeBlock: element = .codeBlock
        case .htmlBlock:
            switch styling.bounded.html.display ?? ThemeDefaults.htmlDisplay {
            case .render:
                styleHTMLBlock(at: index, parent: parent, depth: frames.count)
                return
            case .raw: element = .html
            case .drop: return
            }
        case .thematicBreak: element = .thematicBreak
        case .table: element = .table
        case .paragraph: element = htmlHeadingLevel.map { .heading($0) } ?? .paragraph
        default: element = .paragraph
        }
        let style = cascade(element, over: parent)
        var top = marginTop(style)
        var bottom = marginBottom(style)
        if raw.kind == .paragraph, let last = frames.last, last.kind == .item, frames.count >= 2, frames[frames.count - 2].isTight {
            top = 0
            bottom = 0
        }
        let blocksAtOpen = blocks.count
        let indent = resolved[Int(style)].indent ?? 0
        if indent > 0 {
            let pieces = indentPieces(width: indent, token: resolved[Int(style)].indentToken, style: 0)
            openContainer(first: pieces, rest: pieces, gap: [], marginTop: top)
        }
        if let prefix = resolved[Int(style)].blockPrefix, !prefix.isEmpty {
            emit(.text(texts: singleLineText(prefix, style: style), alignment: .left), marginTop: top, marginBottom: 0)
            top = 0
        }
        let suffix = resolved[Int(style)].blockSuffix.flatMap { $0.isEmpty ? nil : $0 }
        let mainBottom = suffix == nil ? bottom : 0
        switch raw.kind {
        case .codeBlock, .htmlBlock:
            styleCode(raw, style: style, isHTML: raw.kind == .htmlBlock, top: top, bottom: mainBottom)
        case .thematicBreak:
            emit(.rule(glyph: ruleGlyph().styled(attributes(style))), marginTop: top, marginBottom: mainBottom)
        case .table:
            let table = styleTable(at: index, style: style)
            emit(.table(table), marginTop: top, marginBottom: mainBottom)
        default:
            if raw.kind == .paragraph, let picture = styleImageBlock(paragraph: index, style: style) {
                emit(.image(picture), marginTop: top, marginBottom: mainBottom)
                break
            }
            let runsBefore = runs.count
            headingLevel = raw.kind == .heading ? raw.headingLevel : nil
            let texts = styleInlines(of: index, base: style, from: inlinesFrom)
            headingLevel = nil
            // A paragraph of only hidden or empty HTML (`<template>…</template>`) shows nothing.
            if raw.kind == .paragraph && runs.count == runsBefore { break }
            let alignment = htmlAlignment ?? resolved[Int(style)].alignment ?? .left
            emit(.text(texts: texts, alignment: alignment), marginTop: top, marginBottom: mainBottom)
        }
        if let suffix {
            emit(.text(texts: singleLineText(suffix, style: style), alignment: .left), marginTop: 0, marginBottom: bottom)
        }
        if indent > 0 { closeContainer(marginBottom: bottom, blocksAtOpen: blocksAtOpen) }
    }

    /// The theme's rule glyph (the default when it shows nothing), in style 0; placed once.
    mutating func ruleGlyph() -> Segment {
        if let placedRuleGlyph { return placedRuleGlyph }
        var glyph = segment(styling.bounded.thematicBreak.glyph ?? ThemeDefaults.ruleGlyph, style: 0)
        if glyph.width == 0 { glyph = segment(ThemeDefaults.ruleGlyph, style: 0) }
        placedRuleGlyph = glyph
        return glyph
    }

    /// A code block (or a shown HTML block): lines split, tabs expanded, controls replaced.
    private mutating func styleCode(_ raw: RawNode, style: Int32, isHTML: Bool, top: Int, bottom: Int) {
        var top = top
        let code = styling.bounded.codeBlock
        let language: ArraySlice<UInt8> = isHTML ? [] : MySTDirective.codeLanguage(info: source[span: raw.text2])
        if !isHTML, code.showLanguage ?? false {
            let word = language
            if !word.isEmpty {
                let label = cascade(.codeLanguage, over: style)
                emit(
                    .text(texts: singleLineText(String(decoding: word, as: UTF8.self), style: label), alignment: .left),
                    marginTop: top, marginBottom: 0)
                top = 0
            }
        }
        let source = self.source
        source.withUnsafeBufferPointer { source in
            var literal = source[Int(raw.text.offset)..<Int(raw.text.offset + raw.text.count)]
            if literal.last == 0x0A { literal = literal.dropLast() }
            styleCodeLines(
                UnsafeBufferPointer(rebasing: literal), language: language, style: style, isHTML: isHTML, top: top, bottom: bottom)
        }
    }

    /// A code block's lines from `literal` (its text without the last line end), highlighted
    /// when it has a `language`.
    mutating func styleCodeLines(
        _ literal: UnsafeBufferPointer<UInt8>, language: ArraySlice<UInt8> = [], style: Int32, isHTML: Bool, top: Int, bottom: Int
    ) {
        let code = styling.bounded.codeBlock
        let tabWidth = max(1, code.tabWidth ?? ThemeDefaults.tabWidth)
        let firstLine = Int32(codeLines.count)
        let maxWidth = CodeLineWriter.write(
            literal, into: &buffer, lines: &codeLines, tabWidth: tabWidth, bidi: bidi)
        let lines = firstLine..<Int32(codeLines.count)
        let spans = language.isEmpty ? Int32(codeSpans.count)..<Int32(codeSpans.count) : highlight(lines, language: language, style: style)
        let resolvedStyle = resolved[Int(style)]
        let content = CodeBlockContent(
            lines: lines,
            spans: spans,
            style: attributes(style),
            padding: Int32(isHTML ? 0 : max(0, resolvedStyle.padding ?? 0)),
            fill: !isHTML && (resolvedStyle.fill ?? false),
            overflow: isHTML ? .wrap : (code.overflow ?? ThemeDefaults.codeOverflow),
            marker: segment(isHTML ? "" : (code.wrapMarker ?? ThemeDefaults.wrapMarker), style: attributes(style)),
            maxWidth: Int32(maxWidth))
        emit(.code(content), marginTop: top, marginBottom: bottom)
    }
}
