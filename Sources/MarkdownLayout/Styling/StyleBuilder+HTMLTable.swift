import MarkdownRawHTML
import MarkdownTheme
import MarkdownTree

/// An HTML `<table>` being gathered, within one HTML block, into the same ``StyledTable`` a
/// GFM table makes, so it gets the same column widths, wrapping and stacked fallback.
struct HTMLTableBuilder {
    /// The table's style, its header cells' style, and the paragraph style the flow had.
    var style: StyleID
    var header: StyleID
    var paragraph: StyleID
    /// Finished rows, and whether each had only header cells.
    var rows: [[StyledCell]] = []
    var headerRows: [Bool] = []
    /// The open row (nil between rows) and whether every cell in it so far is a header.
    var row: [StyledCell]?
    var rowIsHeader = true
    /// The first row's `align` attributes, one per column.
    var alignments: [ColumnAlignment] = []
    var isCellOpen = false
}

extension StyleBuilder {
    /// Starts gathering a table, ending the paragraph before it.
    mutating func startHTMLTable(_ flow: inout HTMLFlow, parent: StyleID) {
        flush(&flow)
        let style = cascade.style(.table, over: parent)
        flow.table = HTMLTableBuilder(style: style, header: cascade.style(.tableHeader, over: style), paragraph: flow.base)
    }

    /// A block start tag inside a table: rows and cells build the grid; another block in a
    /// cell (`<p>`, `<div>`, `<li>`, a nested table's tags) is a line break in it, so its
    /// text stays in the cell. Nothing in a table recurses.
    mutating func startTableBlock(_ token: HTMLToken, tag: HTMLTag, _ flow: inout HTMLFlow) {
        switch tag {
        case .row:
            closeHTMLRow(&flow)
            flow.table?.row = []
            flow.table?.rowIsHeader = true
        case .cell(let header):
            openHTMLCell(header: header, align: token.attribute("align"), &flow)
        default:
            guard flow.table?.isCellOpen == true, let start = flow.groupStart, out.runs.count > start else { return }
            _ = out.finishText(from: start)
            flow.groupStart = out.runs.count
            flow.pendingSpace = false
        }
    }

    /// A block end tag inside a table: `</td>`, `</tr>` and `</table>` close what they name;
    /// the others are ignored (their start tags only broke lines).
    mutating func endTableBlock(_ tag: HTMLTag, _ flow: inout HTMLFlow) {
        switch tag {
        case .cell: closeHTMLCell(&flow)
        case .row: closeHTMLRow(&flow)
        case .table: finishHTMLTable(&flow)
        default: break
        }
    }

    /// Text or an inline tag outside any cell: whitespace is dropped, anything else opens a
    /// cell so that nothing is lost. Returns whether the text is to be shown.
    mutating func openImpliedCell(for text: String?, _ flow: inout HTMLFlow) -> Bool {
        guard flow.table?.isCellOpen == false else { return true }
        if let text, text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || $0 == 0x0C }) { return false }
        openHTMLCell(header: false, align: nil, &flow)
        return true
    }

    private mutating func openHTMLCell(header: Bool, align: String?, _ flow: inout HTMLFlow) {
        closeHTMLCell(&flow)
        // Taken out while changed, so its arrays are not copied (each copy would be O(rows)).
        guard var table = flow.table.take() else { return }
        if table.row == nil {
            table.row = []
            table.rowIsHeader = true
        }
        if table.rows.isEmpty {
            let alignment: ColumnAlignment =
                switch HTMLTag.alignment(align, name: "td") {
                case .left: .left
                case .center: .center
                case .right: .right
                case nil: .none
                }
            table.alignments.append(alignment)
        }
        table.rowIsHeader = table.rowIsHeader && header
        table.isCellOpen = true
        flow.base = header ? table.header : table.style
        flow.table = table
        openFlow(&flow)
    }

    private mutating func closeHTMLCell(_ flow: inout HTMLFlow) {
        guard flow.table?.isCellOpen == true, let start = flow.groupStart else { return }
        while let frame = flow.inline.popLast() { flow.link = closeInline(frame, link: flow.link, since: start) }
        flow.link = 0
        _ = out.finishText(from: start)
        let lines = flow.firstText..<Int32(out.texts.count)
        var width = 0
        for text in lines { width = max(width, out.texts[Int(text)].prepared.naturalWidth) }
        flow.table?.row?.append(StyledCell(texts: lines, naturalWidth: width))
        flow.table?.isCellOpen = false
        flow.groupStart = nil
        flow.pendingSpace = false
    }

    private mutating func closeHTMLRow(_ flow: inout HTMLFlow) {
        closeHTMLCell(&flow)
        guard var table = flow.table.take() else { return }
        defer { flow.table = table }
        guard let row = table.row else { return }
        if !row.isEmpty {
            table.rows.append(row)
            table.headerRows.append(table.rowIsHeader)
        }
        table.row = nil
    }

    /// Ends the table: the grid squared (missing cells empty), the leading rows of header
    /// cells as its header, and the block emitted like a GFM table's.
    mutating func finishHTMLTable(_ flow: inout HTMLFlow) {
        closeHTMLRow(&flow)
        guard let table = flow.table else { return }
        flow.table = nil
        flow.base = table.paragraph
        let columns = table.rows.map(\.count).max() ?? 0
        guard columns > 0 else { return }
        guard columns <= input.limits.maximumTableColumns, table.rows.count <= input.limits.maximumTableCells / columns else {
            // Over the document's table limits: each row a block of its cells, one a line.
            for row in table.rows {
                out.emit(
                    .text(texts: row[0].texts.lowerBound..<row[row.count - 1].texts.upperBound, alignment: .left), marginTop: 0,
                    marginBottom: 0)
            }
            out.addMargin(cascade.marginBottom(table.style))
            return
        }
        var cells: [StyledCell] = []
        cells.reserveCapacity(columns * table.rows.count)
        var natural = [Int](repeating: 0, count: columns)
        var words = [Int](repeating: 0, count: columns)
        for row in table.rows {
            for column in 0..<columns {
                let cell: StyledCell
                if column < row.count {
                    cell = row[column]
                } else {
                    let empty = out.finishText(from: out.runs.count)
                    cell = StyledCell(texts: empty..<(empty + 1), naturalWidth: 0)
                }
                natural[column] = max(natural[column], cell.naturalWidth)
                for text in cell.texts { words[column] = max(words[column], out.texts[Int(text)].prepared.widestWord) }
                cells.append(cell)
            }
        }
        let index = addTable(
            columns: columns, alignments: table.alignments, cells: cells, headerRows: table.headerRows.prefix { $0 }.count,
            naturalWidths: natural, wordWidths: words, style: table.style, header: table.header)
        out.emit(.table(index), marginTop: cascade.marginTop(table.style), marginBottom: cascade.marginBottom(table.style))
    }
}
