import MarkdownTheme

/// What styling learns of an image from an ``ImageResolver``.
public enum ImageResolution: Sendable, Hashable {
    /// A picture of this many pixels: an image alone in its paragraph gets a block of cells.
    case picture(width: Int, height: Int)
    /// Not shown, and why in a word or two (`"remote: example.com"`): the placeholder adds it
    /// after the alt text.
    case unavailable(note: String)
}

/// Tells styling which images are pictures and how large, so that layout reserves their
/// cells; the renderer that draws them gets their pixels elsewhere (`MarkdownImages`).
///
/// Without a resolver (the default) every image is its theme's placeholder text.
///
/// ```swift
/// struct Sizes: ImageResolver {
///     func resolve(source: String) -> ImageResolution? {
///         source == "logo.png" ? .picture(width: 200, height: 100) : nil
///     }
/// }
/// let styled = StyledDocument(document: document, theme: .dark, images: Sizes())
/// ```
public protocol ImageResolver: Sendable {
    /// The image at `source` (as the document writes it); nil: the plain placeholder.
    func resolve(source: String) -> ImageResolution?
    /// The pixels of a terminal cell, to keep a picture's aspect ratio in cells.
    var cellSize: CellPixels { get }
}

extension ImageResolver {
    /// A cell twice as tall as it is wide (10 by 20 pixels), what most terminal fonts give.
    public var cellSize: CellPixels { CellPixels() }
}

/// The size of a terminal cell in pixels.
public struct CellPixels: Sendable, Hashable {
    /// Pixels across a cell.
    public var width: Int
    /// Pixels down a cell.
    public var height: Int

    /// A cell of `width` by `height` pixels (each at least 1).
    public init(width: Int = 10, height: Int = 20) {
        self.width = max(1, width)
        self.height = max(1, height)
    }
}

/// An image that layout reserves a block of cells for.
public struct ImageAttachment: Sendable, Hashable {
    /// The source as the document writes it.
    public var source: String
    /// The alt text.
    public var alt: String
    /// Its width in pixels (at least 1).
    public var pixelWidth: Int
    /// Its height in pixels (at least 1).
    public var pixelHeight: Int
    /// Its link id in the document's links (1-based): what hit testing finds on its cells.
    public var link: Int
    /// The pixels of a cell it was measured with.
    public var cell: CellPixels
    /// The most rows it takes.
    public var maximumRows: Int

    /// The cells the picture takes with `available` columns: as wide as its pixels at one
    /// cell per ``CellPixels/width`` pixels, narrowed to `available`, then to
    /// ``maximumRows``; the rows keep its aspect ratio. At least one cell each way.
    ///
    /// ```swift
    /// attachment.cells(available: 40)   // (columns: 20, rows: 5) for 200 by 100 pixels
    /// ```
    package func cells(available: Int) -> (columns: Int, rows: Int) {
        let available = max(1, available)
        let natural = max(1, (pixelWidth + cell.width - 1) / cell.width)
        var columns = min(natural, available)
        var rows = Self.rows(columns: columns, of: self)
        if rows > maximumRows {
            rows = maximumRows
            // The columns that height keeps in proportion: pixelWidth/pixelHeight * rows*ch / cw.
            let wide =
                (Int64(pixelWidth) * Int64(rows) * Int64(cell.height) + Int64(pixelHeight) * Int64(cell.width) / 2)
                / (Int64(pixelHeight) * Int64(cell.width))
            columns = max(1, min(columns, Int(wide)))
        }
        return (columns, max(1, rows))
    }

    /// The rows `columns` cells wide keep: pixelHeight/pixelWidth * columns*cw / ch, rounded.
    private static func rows(columns: Int, of image: ImageAttachment) -> Int {
        let numerator = Int64(image.pixelHeight) * Int64(columns) * Int64(image.cell.width)
        let denominator = Int64(image.pixelWidth) * Int64(image.cell.height)
        return max(1, Int((numerator + denominator / 2) / denominator))
    }
}

/// Where a layout placed a picture: the block of cells a renderer draws it in.
public struct ImagePlacement: Sendable, Hashable {
    /// The picture, by index into ``DocumentLayout/images``.
    public var image: Int
    /// The first row of its block (0-based).
    public var row: Int
    /// The first column of its block (0-based): the width of the prefix before it.
    public var column: Int
    /// Its width in cells.
    public var columns: Int
    /// Its height in cells (rows).
    public var rows: Int
}
