/// The HTML of GFM's tables and footnotes, as cmark-gfm's table extension and footnote
/// support write it.
extension HTMLRenderer {
    mutating func enterTableRow(_ node: RawNode) {
        out.cr()
        if node.isHeaderRow {
            inTableHeader = true
            out.write("<thead>")
            out.cr()
        } else if !needsClosingTableBody {
            out.write("<tbody>")
            out.cr()
            needsClosingTableBody = true
        }
        out.write("<tr")
        writeSourcePosition(node)
        out.write(byte: UInt8(ascii: ">"))
    }

    mutating func enterTableCell(_ node: RawNode) {
        out.cr()
        out.write(inTableHeader ? "<th" : "<td")
        let alignment: StaticString?
        switch node.cellAlignment {
        case .left: alignment = "left"
        case .center: alignment = "center"
        case .right: alignment = "right"
        default: alignment = nil
        }
        if let alignment {
            out.write(options.tablePreferStyleAttributes ? " style=\"text-align: " : " align=\"")
            out.write(alignment)
            out.write(byte: UInt8(ascii: "\""))
        }
        writeSourcePosition(node)
        out.write(byte: UInt8(ascii: ">"))
    }

    /// `<sup class="footnote-ref"><a href="#fn-LABEL" id="fnref-LABEL[-N]" data-footnote-ref>NUMBER</a></sup>`.
    mutating func writeFootnoteReference(_ node: RawNode, text: UnsafeBufferPointer<UInt8>) {
        let label = slice(node.text, text)
        out.write("<sup class=\"footnote-ref\"><a href=\"#fn-")
        out.writeEscapingHref(label)
        out.write("\" id=\"fnref-")
        out.writeEscapingHref(label)
        if node.footnoteReferenceIndex > 1 {
            out.write(byte: UInt8(ascii: "-"))
            out.write(number: node.footnoteReferenceIndex)
        }
        out.write("\" data-footnote-ref>")
        out.write(number: node.footnoteNumber)
        out.write("</a></sup>")
    }

    mutating func enterFootnoteDefinition(_ node: RawNode, nodes: UnsafeBufferPointer<RawNode>, text: UnsafeBufferPointer<UInt8>) {
        if footnoteIndex == 0 {
            out.write("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
            countReferences(nodes: nodes)
        }
        footnoteIndex += 1
        out.write("<li id=\"fn-")
        out.writeEscapingHref(slice(node.text, text))
        out.write("\">\n")
    }

    /// Counts the references to each footnote number (cmark's `def_count`).
    mutating func countReferences(nodes: UnsafeBufferPointer<RawNode>) {
        for node in nodes where node.kind == .footnoteReference && node.footnoteNumber > 0 {
            let number = node.footnoteNumber
            if number >= referenceCounts.count {
                referenceCounts.append(contentsOf: repeatElement(0, count: number + 1 - referenceCounts.count))
            }
            referenceCounts[number] += 1
        }
    }

    /// Writes the links from a footnote definition back to each of its references, once per
    /// definition; returns whether it wrote them.
    mutating func writeFootnoteBackReference(_ definition: RawNode, text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard writtenFootnoteIndex < footnoteIndex else { return false }
        writtenFootnoteIndex = footnoteIndex
        let label = slice(definition.text, text)
        out.write("<a href=\"#fnref-")
        out.writeEscapingHref(label)
        out.write("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a>")
        let number = definition.footnoteNumber
        let references = number < referenceCounts.count ? Int(referenceCounts[number]) : 0
        if references > 1 {
            for reference in 2...references {
                out.write(" <a href=\"#fnref-")
                out.writeEscapingHref(label)
                out.write(byte: UInt8(ascii: "-"))
                out.write(number: reference)
                out.write(
                    "\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">")
                out.write(number: reference)
                out.write("</sup></a>")
            }
        }
        return true
    }
}
