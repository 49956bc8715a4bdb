import CMarkdownImages
import MarkdownLayout
import MarkdownRendering
import MarkdownSupport
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
    /// The decoded images, by source as the document writes it. Sources that lead to the
    /// same file (`p.png`, `./p.png`, `p.png?v=2`) share one decoding and its pixels.
    public private(set) var images: [String: DecodedImage] = [:]
    /// The images not shown, by source, and why.
    public private(set) var refusals: [String: ImageError] = [:]
    /// One line for each local image not shown (remote ones are not warned about).
    public private(set) var warnings: [String] = []
    /// The file each loaded source leads to: the key of its encodings.
    private var paths: [String: String] = [:]
    /// Each picture encoded once per size in cells, however often the document shows it.
    private let encodings = EncodingMemo()

    /// Loads every image `document` names that is a file inside `directory`, within `limits`:
    /// each file read and decoded once, and no more pixels in all than
    /// ``ImageLimits/maximumDocumentPixels``.
    public init(
        loading document: Document, directory: String, protocol imageProtocol: ImageProtocol, cellSize: CellPixels = CellPixels(),
        limits: ImageLimits = .standard
    ) {
        self.imageProtocol = imageProtocol
        self.cellSize = cellSize
        let sources = document.nodes.lazy.filter { $0.kind == .image }.compactMap(\.destination)
        let root = ImageFile.realPath(directory.isEmpty ? "." : directory)
        var byPath: [String: Result<DecodedImage, ImageError>] = [:]
        var pixelsLeft = limits.maximumDocumentPixels
        for source in sources where images[source] == nil && refusals[source] == nil {
            guard let root else {
                refusals[source] = .notFound
                continue
            }
            let result: Result<DecodedImage, ImageError>
            switch ImageFile.resolve(source, in: root) {
            case .failure(let error):
                result = .failure(error)
            case .success(let path):
                if let known = byPath[path] {
                    result = known
                } else {
                    result = Self.decode(path, limits: limits, pixelsLeft: pixelsLeft)
                    if case .success(let image) = result { pixelsLeft -= image.width * image.height }
                    byPath[path] = result
                }
                paths[source] = path
            }
            switch result {
            case .success(let image):
                images[source] = image
            case .failure(let error):
                refusals[source] = error
                if case .remote = error { continue }
                warnings.append("image '\(DecodedImage.oneLine(source))': \(error)")
            }
        }
    }

    /// The file at `path` (a real path inside the directory) decoded within `limits` and the
    /// pixels the document has left: an image the per-image limit allows but the document's
    /// budget does not is refused naming the budget.
    private static func decode(_ path: String, limits: ImageLimits, pixelsLeft: Int) -> Result<DecodedImage, ImageError> {
        var budget = limits
        budget.maximumPixels = min(limits.maximumPixels, max(0, pixelsLeft))
        switch ImageFile.contents(of: path, limit: limits.maximumFileBytes) {
        case .failure(let error):
            return .failure(error)
        case .success(let bytes):
            do {
                return .success(try DecodedImage(decoding: bytes, limits: budget))
            } catch {
                if case .tooManyPixels(let width, let height, _) = error, width * height <= limits.maximumPixels {
                    return .failure(.documentPixelsSpent(limit: limits.maximumDocumentPixels))
                }
                return .failure(error)
            }
        }
    }

    /// One image, read and decoded within `limits`.
    public static func load(_ source: String, in directory: String, limits: ImageLimits = .standard) -> Result<DecodedImage, ImageError> {
        switch ImageFile.resolve(source, in: directory) {
        case .success(let path): decode(path, limits: limits, pixelsLeft: limits.maximumDocumentPixels)
        case .failure(let error): .failure(error)
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
    /// A picture shown several times at one size is encoded the first time only.
    public func encode(_ image: ImageAttachment, columns: Int, rows: Int) -> [UInt8]? {
        guard let decoded = images[image.source] else { return nil }
        let key = EncodingMemo.Key(
            path: paths[image.source] ?? image.source, columns: columns, rows: rows, imageProtocol: imageProtocol, cell: cellSize,
            colors: symbolColors)
        return encodings.value(for: key) {
            Self.encode(decoded, protocol: imageProtocol, columns: columns, rows: rows, cell: cellSize, colors: symbolColors)
        }
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

/// Encoded pictures by file, size and settings; shared by copies of an ``ImageSet`` and
/// gone with the last of them.
final class EncodingMemo: Sendable {
    struct Key: Hashable, Sendable {
        var path: String
        var columns: Int
        var rows: Int
        var imageProtocol: ImageProtocol
        var cell: CellPixels
        var colors: Int
    }

    private let table = Locked<[Key: [UInt8]?]>([:])

    /// The value stored for `key`, else `make()`'s, stored. `make` runs outside the lock, so
    /// two threads may both encode a picture the first time; both get the same bytes.
    func value(for key: Key, _ make: () -> [UInt8]?) -> [UInt8]? {
        if let known = table.withLock({ $0[key] }) { return known }
        let made = make()
        table.withLock { $0[key] = made }
        return made
    }
}
