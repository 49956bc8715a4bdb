/// What each node kind writes on entering and exiting, as cmark-gfm's `html.c` does.
extension HTMLRenderer {
    mutating func enter(_ index: Int, nodes: UnsafeBufferPointer<RawNode>, text: UnsafeBufferPointer<UInt8>) {
        let node = nodes[index]
        switch node.kind {
        case .document:
            break
        case .blockQuote:
            out.cr()
            out.write("<blockquote")
            writeSourcePosition(node)
            out.write(">\n")
        case .list:
            out.cr()
            if node.listType != .ordered {
                out.write("<ul")
            } else if node.listStart == 1 {
                out.write("<ol")
            } else {
                out.write("<ol start=\"")
                out.write(number: node.listStart)
                out.write(byte: UInt8(ascii: "\""))
            }
            writeSourcePosition(node)
            out.write(">\n")
        case .item:
            out.cr()
            out.write("<li")
            writeSourcePosition(node)
            out.write(byte: UInt8(ascii: ">"))
            switch node.taskState {
            case .checked: out.write("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
            case .unchecked: out.write("<input type=\"checkbox\" disabled=\"\" /> ")
            default: break
            }
        case .heading:
            out.cr()
            out.write("<h")
            out.write(byte: 0x30 &+ UInt8(truncatingIfNeeded: node.headingLevel))
            writeSourcePosition(node)
            out.write(byte: UInt8(ascii: ">"))
        case .codeBlock:
            writeCodeBlock(node, text: text)
        case .htmlBlock:
            out.cr()
            if !options.unsafe {
                out.write("<!-- raw HTML omitted -->")
            } else if filtersTags {
                HTMLRenderer.writeFilteringTags(slice(node.text, text), to: &out)
            } else {
                out.write(slice(node.text, text))
            }
            out.cr()
        case .customBlock:
            out.cr()
            out.write(slice(node.text, text))
            out.cr()
        case .thematicBreak:
            out.cr()
            out.write("<hr")
            writeSourcePosition(node)
            out.write(" />\n")
        case .paragraph:
            if !isTight(node, nodes: nodes) {
                out.cr()
                out.write("<p")
                writeSourcePosition(node)
                out.write(byte: UInt8(ascii: ">"))
            }
        case .table:
            out.cr()
            out.write("<table")
            writeSourcePosition(node)
            out.write(byte: UInt8(ascii: ">"))
            needsClosingTableBody = false
        case .tableRow:
            enterTableRow(node)
        case .tableCell:
            enterTableCell(node)
        case .footnoteDefinition:
            enterFootnoteDefinition(node, nodes: nodes, text: text)
        case .text:
            out.writeEscapingHTML(slice(node.text, text))
        case .softBreak:
            if options.hardBreaks {
                out.write("<br />\n")
            } else if options.noBreaks {
                out.write(byte: 0x20)
            } else {
                out.write(byte: 0x0A)
            }
        case .lineBreak:
            out.write("<br />\n")
        case .code:
            out.write("<code>")
            out.writeEscapingHTML(slice(node.text, text))
            out.write("</code>")
        case .inlineHTML:
            let literal = slice(node.text, text)
            if !options.unsafe {
                out.write("<!-- raw HTML omitted -->")
            } else if filtersTags && HTMLRenderer.isFilteredTag(literal) {
                out.write("&lt;")
                out.write(UnsafeBufferPointer(rebasing: literal.dropFirst()))
            } else {
                out.write(literal)
            }
        case .customInline:
            out.write(slice(node.text, text))
        case .emphasis:
            out.write("<em>")
        case .strong:
            out.write("<strong>")
        case .strikethrough:
            out.write("<del>")
        case .link:
            out.write("<a href=\"")
            writeDestination(node, text: text)
            if node.text2.count > 0 {
                out.write("\" title=\"")
                out.writeEscapingHTML(slice(node.text2, text))
            }
            out.write("\">")
        case .image:
            out.write("<img src=\"")
            writeDestination(node, text: text)
            out.write("\" alt=\"")
        case .footnoteReference:
            writeFootnoteReference(node, text: text)
        }
    }

    mutating func exit(_ index: Int, nodes: UnsafeBufferPointer<RawNode>, text: UnsafeBufferPointer<UInt8>) {
        let node = nodes[index]
        switch node.kind {
        case .blockQuote:
            out.cr()
            out.write("</blockquote>\n")
        case .list:
            if node.listType != .ordered {
                out.write("</ul>\n")
            } else {
                out.write("</ol>\n")
            }
        case .item:
            out.write("</li>\n")
        case .heading:
            out.write("</h")
            out.write(byte: 0x30 &+ UInt8(truncatingIfNeeded: node.headingLevel))
            out.write(">\n")
        case .customBlock:
            out.cr()
            out.write(slice(node.text2, text))
            out.cr()
        case .paragraph:
            if !isTight(node, nodes: nodes) {
                if node.parent >= 0 {
                    let parent = nodes[Int(node.parent)]
                    if parent.kind == .footnoteDefinition && node.end == parent.end {
                        out.write(byte: 0x20)
                        _ = writeFootnoteBackReference(parent, text: text)
                    }
                }
                out.write("</p>\n")
            }
        case .table:
            if needsClosingTableBody {
                out.cr()
                out.write("</tbody>")
                out.cr()
            }
            needsClosingTableBody = false
            out.cr()
            out.write("</table>")
            out.cr()
        case .tableRow:
            out.cr()
            out.write("</tr>")
            if node.isHeaderRow {
                out.cr()
                out.write("</thead>")
                inTableHeader = false
            }
        case .tableCell:
            if inTableHeader {
                out.write("</th>")
            } else {
                out.write("</td>")
            }
        case .footnoteDefinition:
            if writeFootnoteBackReference(node, text: text) { out.write(byte: 0x0A) }
            out.write("</li>\n")
        case .customInline:
            out.write(slice(node.text2, text))
        case .emphasis:
            out.write("</em>")
        case .strong:
            out.write("</strong>")
        case .strikethrough:
            out.write("</del>")
        case .link:
            out.write("</a>")
        case .image:
            if node.text2.count > 0 {
                out.write("\" title=\"")
                out.writeEscapingHTML(slice(node.text2, text))
            }
            out.write("\" />")
        case .document, .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak, .code, .inlineHTML,
            .footnoteReference:
            break
        }
    }

    /// A code block: `<pre><code>`, with the info string's first word as its language.
    mutating func writeCodeBlock(_ node: RawNode, text: UnsafeBufferPointer<UInt8>) {
        out.cr()
        let info = slice(node.text2, text)
        if info.isEmpty {
            out.write("<pre")
            writeSourcePosition(node)
            out.write("><code>")
        } else {
            var firstWord = 0
            while firstWord < info.count && !HTMLRenderer.isSpace(info[firstWord]) { firstWord += 1 }
            let language = UnsafeBufferPointer(rebasing: info[0..<firstWord])
            out.write("<pre")
            writeSourcePosition(node)
            out.write(options.githubPreLang ? " lang=\"" : "><code class=\"language-")
            out.writeEscapingHTML(language)
            if firstWord < info.count && options.fullInfoString {
                out.write("\" data-meta=\"")
                out.writeEscapingHTML(UnsafeBufferPointer(rebasing: info[(firstWord + 1)...]))
            }
            out.write(options.githubPreLang ? "\"><code>" : "\">")
        }
        out.writeEscapingHTML(slice(node.text, text))
        out.write("</code></pre>\n")
    }
}
