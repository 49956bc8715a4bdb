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
        let label = imageLabel(alt: altBytes, title: input.source[span: image.text2], source: src.utf8)
        let placeholder = placedSegment(placeholderText(alt: label, source: src.utf8), style: placeholderStyle.attributes, link: link)
        out.images.append(
            ImageAttachment(
                source: src, alt: alt, pixelWidth: width, pixelHeight: height, link: Int(link), cell: imageResolver.cellSize,
                maximumRows: input.styling.bounded.image.maxHeight ?? Self.defaultImageRows))
        return ImageBlockContent(image: Int32(out.images.count - 1), placeholder: placeholder, blank: .spaces(1, style: 0).linked(link))
    }
}

extension StyleBuilder {
    /// Whether the theme's placeholder marks an image with text of its own besides the label
    /// (`▣ {alt}`, `[{alt}]`). Where it is the alt text alone (an app's text without
    /// decoration, which places pictures itself), the alt text is kept as written and runs of
    /// images get no separators.
    var marksImages: Bool {
        let format = input.styling.bounded.image.format ?? ThemeDefaults.imageFormat
        return format.contains("{alt}") && format != "{alt}"
    }

    /// What an image is called in its placeholder: its alt text, title or file name's stem
    /// (``ImageLabel``); with none readable, its number among such images in the document,
    /// so that `▣ 3` is one short mark. A format that is the label alone (an app's text with
    /// no decoration) gets nothing: the image stays U+FFFC.
    mutating func imageLabel(alt: [UInt8], title: some Collection<UInt8>, source: some Collection<UInt8>) -> [UInt8] {
        guard marksImages else { return alt }
        if let label = ImageLabel.readable(alt: alt, title: title, source: source) { return label }
        unlabelledImages += 1
        return Array(String(unlabelledImages).utf8)
    }
}

extension StyleBuilder {
    /// Before an image that follows another in the same line with only spaces between
    /// (a row of avatars or badges), a separator, so that the row reads as a list: a space
    /// where the placeholder's end is marked (`[a] [b]`), else ` · ` (`▣ a · ▣ b`), or
    /// ` | ` for a format in ASCII. The separator takes the style of the spaces it follows,
    /// which lie outside the images' links: a badge's link style (an underline) would
    /// otherwise run on under it.
    mutating func separateImage(style: StyleID, since start: Int) {
        guard marksImages, imageEnd > start, imageEnd <= out.runs.count else { return }
        var between = 0
        var spacesStyle = style.attributes
        for run in out.runs[imageEnd...] {
            guard out.text[Int(run.offset)..<Int(run.offset + run.count)].allSatisfy({ $0 == 0x20 }) else { return }
            between += Int(run.count)
            spacesStyle = run.style
        }
        let format = input.styling.bounded.image.format ?? ThemeDefaults.imageFormat
        let separator: String
        if format.hasSuffix("{alt}") {
            let mark = format.utf8.allSatisfy { $0 < 0x80 } ? "|" : "·"
            separator = between == 0 ? " \(mark) " : "\(mark) "
        } else if between == 0 {
            separator = " "
        } else {
            return
        }
        let placed = appendText(Array(separator.utf8), mode: .inline, textCase: nil, measuring: false)
        out.addRun(placed: (placed.offset, placed.count), style: spacesStyle, link: 0, isURL: false, isWhole: false, since: start)
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
