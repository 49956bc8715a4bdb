import CMarkSwift

/// Ask the height before drawing; map a click to a link and every cell it covers.
func sizesAndHits() {
    let prepared = PreparedMarkdown(
        "Read [the guide to wrapped links](https://example.com/guide) and see ![a chart](chart.png).\n", theme: .plain)
    for width in [20, 40, 80] {
        print("width \(width):", prepared.boundingSize(forWidth: width))
    }
    let layout = prepared.layout(width: 20)
    if let hit = layout.linkHit(atRow: 0, column: 6) {
        print("clicked:", hit.target, "underline:", hit.spans)
    }
    for (index, target) in layout.links.enumerated() {
        if case .image(let source, let alt) = target {
            print("image \(source) (\(alt)) at", layout.spans(ofLink: index + 1))
        }
    }
}
