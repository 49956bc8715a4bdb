import MarkdownTheme
import MarkdownTree

extension StyleBuilder {
    /// The most rows a picture takes when the theme does not say.
    static let defaultImageRows = 20

    /// A paragraph that is one image and nothing else, which the resolver knows the pixels
    /// of, as a picture block; nil for any other paragraph (it is styled as text).
    ///
    /// Only an image alone takes cells: one among words stays its placeholder, so text never
    /// wraps around a picture.
    mutating func styleImageBlock(paragraph index: Int, style: StyleID) -> ImageBlockContent? {
        guard let imageResolver = input.imageResolver, index + 1 < input.nodes.count else { return nil }
        let paragraph = input.nodes[index]
        let image = input.nodes[index + 1]
        guard image.kind == .image, image.end == paragraph.end else { return nil }
        let src = String(decoding: input.source[span: image.text], as: UTF8.self)
        guard case .picture(let width, let height)? = imageResolver.resolve(source: src), width > 0, height > 0 else { return nil }
        let altBytes = altText(ofImage: index + 1)
        let alt = String(decoding: altBytes, as: UTF8.self)
        let link = out.addLink(.image(source: src, alt: alt))
        let placeholderStyle = cascade.style(.image, over: style)
        let placeholder = placedSegment(placeholderText(alt: altBytes, source: src.utf8), style: placeholderStyle.attributes, link: link)
        out.images.append(
            ImageAttachment(
                source: src, alt: alt, pixelWidth: width, pixelHeight: height, link: Int(link), cell: imageResolver.cellSize,
                maximumRows: input.styling.bounded.image.maxHeight ?? Self.defaultImageRows))
        return ImageBlockContent(image: Int32(out.images.count - 1), placeholder: placeholder, blank: .spaces(1, style: 0).linked(link))
    }
}

extension Segment {
    /// This segment with link id `link`.
    func linked(_ link: UInt32) -> Segment {
        var copy = self
        copy.link = link
        return copy
    }
}
