import CMarkdownImages
import MarkdownLayout
import MarkdownRendering
import MarkdownTree

/// A document's local images, loaded once and safely, to lay out and draw in a terminal:
/// the `ImageResolver` styling asks for sizes and the `ImageEncoder` the ANSI renderer
/// asks for bytes (through libchafa).
///
/// Images are read only from `directory` (the document's), after resolving `..` and
/// symlinks. Remote ones are never fetched; their placeholder shows the host. A file over ``ImageLimits`` or one
/// the decoder rejects shows its placeholder, and ``warnings`` says why in one line.
///
/// ```swift
/// let images = ImageSet(loading: document, directory: "docs", protocol: .kitty)
/// for warning in images.warnings { print("warning:", warning) }
/// let styled = StyledDocument(document: document, theme: .dark, images: images)
/// let text = ANSIRenderer(images: images).render(styled.layout(width: 80))
/// ```
public struct ImageSet: ImageResolver, ImageEncoder {
    /// The protocol pictures are encoded for.
    public var imageProtocol: ImageProtocol
    /// The pixels of a terminal cell (a 1:2 cell of 10 by 20 unless the terminal says).
    public var cellSize: CellPixels
    /// Colours for `ImageProtocol.symbols`: 0 true colour, 1 256 colours, 2 16 colours.
    public var symbolColors = 0
    /// The decoded images, by source as the document writes it.
    public private(set) var images: [String: DecodedImage] = [:]
    /// The images not shown, by source, and why.
    public private(set) var refusals: [String: ImageError] = [:]
    /// One line for each local image not shown (remote ones are not warned about).
    public private(set) var warnings: [String] = []

    /// Loads every image `document` names that is a file inside `directory`, within `limits`.
    public init(
        loading document: Document, directory: String, protocol imageProtocol: ImageProtocol, cellSize: CellPixels = CellPixels(),
        limits: ImageLimits = .standard
    ) {
        self.imageProtocol = imageProtocol
        self.cellSize = cellSize
        let sources = document.nodes.lazy.filter { $0.kind == .image }.compactMap(\.destination)
        let root = ImageFile.realPath(directory.isEmpty ? "." : directory)
        for source in sources where images[source] == nil && refusals[source] == nil {
            guard let root else {
                refusals[source] = .notFound
                continue
            }
            switch Self.load(source, in: root, limits: limits) {
            case .success(let image):
                images[source] = image
            case .failure(let error):
                refusals[source] = error
                if case .remote = error { continue }
                warnings.append("image '\(DecodedImage.oneLine(source))': \(error)")
            }
        }
    }

    /// One image, read and decoded within `limits`.
    public static func load(_ source: String, in directory: String, limits: ImageLimits = .standard) -> Result<DecodedImage, ImageError> {
        let path: String
        switch ImageFile.resolve(source, in: directory) {
        case .success(let real): path = real
        case .failure(let error): return .failure(error)
        }
        let bytes: [UInt8]
        switch ImageFile.contents(of: path, limit: limits.maximumFileBytes) {
        case .success(let read): bytes = read
        case .failure(let error): return .failure(error)
        }
        do {
            return .success(try DecodedImage(decoding: bytes, limits: limits))
        } catch {
            return .failure(error)
        }
    }

    /// A loaded image's pixel size; a refused one's note (the host of a remote one); nil
    /// for a source the document does not hold.
    public func resolve(source: String) -> ImageResolution? {
        if let image = images[source] { return .picture(width: image.width, height: image.height) }
        if let refusal = refusals[source] { return .unavailable(note: refusal.note) }
        return nil
    }

    /// The loaded image encoded in ``imageProtocol`` for `columns` by `rows` cells.
    public func encode(_ image: ImageAttachment, columns: Int, rows: Int) -> [UInt8]? {
        guard let decoded = images[image.source] else { return nil }
        return Self.encode(decoded, protocol: imageProtocol, columns: columns, rows: rows, cell: cellSize, colors: symbolColors)
    }

    /// `image` encoded for `imageProtocol` in `columns` by `rows` cells of `cell` pixels.
    public static func encode(
        _ image: DecodedImage, protocol imageProtocol: ImageProtocol, columns: Int, rows: Int, cell: CellPixels = CellPixels(),
        colors: Int = 0
    ) -> [UInt8]? {
        guard columns > 0, rows > 0, columns <= 4096, rows <= 4096 else { return nil }
        let mode: cmi_protocol =
            switch imageProtocol {
            case .kitty: CMI_KITTY
            case .iterm: CMI_ITERM
            case .sixel: CMI_SIXEL
            case .symbols: CMI_SYMBOLS
            }
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            cmi_encode(
                pixels.baseAddress, Int32(image.width), Int32(image.height), mode, Int32(columns), Int32(rows), Int32(cell.width),
                Int32(cell.height), Int32(colors), &output, &length)
        }
        defer { cmi_free(output) }
        guard status == 0, let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}

extension ImageSet {
    /// The pictures of `layout` as PNG files for a snapshot (`SnapshotOptions.pictures`):
    /// re-encoded from their pixels, so no metadata of the original file goes along.
    public func embeddedPictures(for layout: DocumentLayout) -> [Int: SnapshotPicture] {
        var pictures: [Int: SnapshotPicture] = [:]
        for (index, attachment) in layout.images.enumerated() {
            guard let image = images[attachment.source], let png = Self.png(image) else { continue }
            pictures[index] = SnapshotPicture(png: png)
        }
        return pictures
    }

    /// `image` as a PNG file (libpng).
    public static func png(_ image: DecodedImage) -> [UInt8]? {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = image.pixels.withUnsafeBufferPointer {
            cmi_write_png($0.baseAddress, Int32(image.width), Int32(image.height), &output, &length)
        }
        defer { cmi_free(output) }
        guard status == 0, let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}
