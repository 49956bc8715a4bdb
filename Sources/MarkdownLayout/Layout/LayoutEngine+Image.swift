extension LayoutEngine {
    /// A picture's block: its rows of blank cells after the prefix, the placeholder on the
    /// first when it fits, every cell linked to the image (so hit testing finds it); the
    /// output records where the block is, for a renderer to draw the picture over it.
    ///
    /// Measuring reports the same rows and width, so the size equals the render.
    mutating func layoutImage(_ content: ImageBlockContent) {
        let image = document.images[Int(content.image)]
        let (columns, rows) = image.cells(available: available)
        guard Output.wantsSegments else {
            addLines(rows, contentWidth: columns)
            return
        }
        output.placeImage(
            ImagePlacement(image: Int(content.image), row: output.rowCount, column: prefixWidth, columns: columns, rows: rows))
        for row in 0..<rows {
            beginLine()
            var left = columns
            if row == 0 && Int(content.placeholder.width) <= columns {
                add(content.placeholder)
                left -= Int(content.placeholder.width)
            }
            if left > 0 { add(content.blank.repeated(left)) }
            endLine(contentWidth: columns)
        }
    }
}
