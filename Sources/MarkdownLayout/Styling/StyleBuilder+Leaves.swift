import MarkdownTheme
import MarkdownTree

extension StyleBuilder {
    /// Styles a leaf block (paragraph, heading, code, HTML, rule, table) with its own indent,
    /// block prefix and block suffix lines, and margins. A paragraph's inlines start at
    /// `inlinesFrom` when given (an alert's first paragraph, after its marker line).
    mutating func styleLeaf(at index: Int, parent: StyleID, frames: [BlockFrame], inlinesFrom: Int? = nil) {
        let raw = input.nodes[index]
        out.provenance.enterBlock(Int32(index), at: out.text.count)
        let element: StyleElement
        switch raw.kind {
        case .heading: element = .heading(raw.headingLevel)
        case .codeBlock: element = .codeBlock
        case .htmlBlock:
            switch input.styling.bounded.html.display ?? ThemeDefaults.htmlDisplay {
            case .render:
                styleHTMLBlock(at: index, parent: parent, depth: frames.count)
                return
            case .raw: element = .html
            case .drop: return
            }
        case .thematicBreak: element = .thematicBreak
        case .table: element = .table
        case .paragraph: element = html.headingLevel.map { .heading($0) } ?? .paragraph
        default: element = .paragraph
        }
        let style = cascade.style(element, over: parent)
        var top = cascade.marginTop(style)
        var bottom = cascade.marginBottom(style)
        if raw.kind == .paragraph, let last = frames.last, last.kind == .item, frames.count >= 2, frames[frames.count - 2].isTight {
            top = 0
            bottom = 0
        }
        let blocksAtOpen = out.blocks.count
        let indent = cascade[style].indent ?? 0
        if indent > 0 {
            let pieces = indentPieces(width: indent, token: cascade[style].indentToken, style: 0)
            out.openContainer(first: pieces, rest: pieces, gap: [], marginTop: top)
        }
        if let prefix = cascade[style].blockPrefix, !prefix.isEmpty {
            out.emit(.text(texts: singleLineText(prefix, style: style), alignment: .left), marginTop: top, marginBottom: 0)
            top = 0
        }
        let suffix = cascade[style].blockSuffix.flatMap { $0.isEmpty ? nil : $0 }
        let mainBottom = suffix == nil ? bottom : 0
        switch raw.kind {
        case .codeBlock, .htmlBlock:
            styleCode(raw, style: style, isHTML: raw.kind == .htmlBlock, top: top, bottom: mainBottom)
        case .thematicBreak:
            out.emit(.rule(glyph: ruleGlyph().styled(style.attributes)), marginTop: top, marginBottom: mainBottom)
        case .table:
            let table = styleTable(at: index, style: style)
            out.emit(.table(table), marginTop: top, marginBottom: mainBottom)
        default:
            if raw.kind == .paragraph, let picture = styleImageBlock(paragraph: index, style: style) {
                out.emit(.image(picture), marginTop: top, marginBottom: mainBottom)
                break
            }
            let runsBefore = out.runs.count
            cascade.headingLevel = raw.kind == .heading ? raw.headingLevel : nil
            let texts = styleInlines(of: index, base: style, from: inlinesFrom)
            cascade.headingLevel = nil
            // A paragraph of only hidden or empty HTML (`<template>…</template>`) shows nothing.
            if raw.kind == .paragraph && out.runs.count == runsBefore { break }
            let alignment = html.alignment ?? cascade[style].alignment ?? .left
            out.emit(.text(texts: texts, alignment: alignment), marginTop: top, marginBottom: mainBottom)
        }
        if let suffix {
            out.emit(.text(texts: singleLineText(suffix, style: style), alignment: .left), marginTop: 0, marginBottom: bottom)
        }
        if indent > 0 { out.closeContainer(marginBottom: bottom, blocksAtOpen: blocksAtOpen) }
    }

    /// A code block (or a shown HTML block): lines split, tabs expanded, controls replaced.
    private mutating func styleCode(_ raw: RawNode, style: StyleID, isHTML: Bool, top: Int, bottom: Int) {
        var top = top
        let code = input.styling.bounded.codeBlock
        let language: ArraySlice<UInt8> = isHTML ? [] : MySTDirective.codeLanguage(info: input.source[span: raw.text2])
        // A diagram or a formula is labelled with what it is even where the theme hides
        // languages: without it, its source reads as if it were the thing itself.
        let kind = isHTML ? nil : Self.sourceKind(language: language)
        if let word = kind ?? ((code.showLanguage ?? false) && !language.isEmpty ? String(decoding: language, as: UTF8.self) : nil) {
            let label = cascade.style(.codeLanguage, over: style)
            out.emit(.text(texts: singleLineText(word, style: label), alignment: .left), marginTop: top, marginBottom: 0)
            top = 0
        }
        input.source.withUnsafeBufferPointer { source in
            var literal = source[Int(raw.text.offset)..<Int(raw.text.offset + raw.text.count)]
            if literal.last == 0x0A { literal = literal.dropLast() }
            styleCodeLines(
                UnsafeBufferPointer(rebasing: literal), language: language, style: style, isHTML: isHTML, top: top, bottom: bottom)
        }
    }

    /// What a code block in `language` is the source of, when it is not a program: a
    /// Mermaid diagram (`mermaid diagram`) or a formula (`math`), as GitHub's fences and MyST's
    /// directives (`{mermaid}`, `{math}`) name them; `nil` for anything else.
    static func sourceKind(language: ArraySlice<UInt8>) -> String? {
        let word = language.first == UInt8(ascii: "{") && language.last == UInt8(ascii: "}") ? language.dropFirst().dropLast() : language
        if word.elementsEqual("mermaid".utf8) { return "mermaid diagram" }
        if word.elementsEqual("math".utf8) { return "math" }
        return nil
    }

    /// A code block's lines from `literal` (its text without the last line end), highlighted
    /// when it has a `language`.
    mutating func styleCodeLines(
        _ literal: UnsafeBufferPointer<UInt8>, language: ArraySlice<UInt8> = [], style: StyleID, isHTML: Bool, top: Int, bottom: Int
    ) {
        let code = input.styling.bounded.codeBlock
        let tabWidth = max(1, code.tabWidth ?? ThemeDefaults.tabWidth)
        let firstLine = Int32(out.codeLines.count)
        let maxWidth = CodeLineWriter.write(
            literal, into: &out.text, lines: &out.codeLines, tabWidth: tabWidth, bidi: bidi)
        let lines = firstLine..<Int32(out.codeLines.count)
        let spans =
            language.isEmpty ? Int32(out.codeSpans.count)..<Int32(out.codeSpans.count) : highlight(lines, language: language, style: style)
        let resolvedStyle = cascade[style]
        let content = CodeBlockContent(
            lines: lines,
            spans: spans,
            style: style.attributes,
            padding: Int32(isHTML ? 0 : max(0, resolvedStyle.padding ?? 0)),
            fill: !isHTML && (resolvedStyle.fill ?? false),
            overflow: isHTML ? .wrap : (code.overflow ?? ThemeDefaults.codeOverflow),
            marker: segment(isHTML ? "" : (code.wrapMarker ?? ThemeDefaults.wrapMarker), style: style.attributes),
            maxWidth: Int32(maxWidth))
        out.emit(.code(content), marginTop: top, marginBottom: bottom)
    }
}
