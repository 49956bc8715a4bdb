import MarkdownLayout

extension Pager {
    /// Moves the current link to the next (or previous) one, starting from the current
    /// search match when there is no current link (else from the viewport), wrapping around.
    public mutating func nextLink(forward: Bool) {
        guard !links.isEmpty else {
            message = "No links"
            return
        }
        let index: Int
        if let current = currentLink {
            index = (current + (forward ? 1 : links.count - 1)) % links.count
        } else if let match = currentMatch.map({ matches[$0] }), visibleRows.contains(match.row) {
            // After a search, from the match: search for a place, then Tab to its link.
            let place = (match.row, match.columns.lowerBound)
            if forward {
                index = links.firstIndex { ($0.row, $0.columns.upperBound) > place } ?? 0
            } else {
                index = links.lastIndex { ($0.row, $0.columns.lowerBound) < place } ?? links.count - 1
            }
        } else if forward {
            index = links.firstIndex { $0.row >= top } ?? 0
        } else {
            index = links.lastIndex { $0.row < top + height } ?? links.count - 1
        }
        currentLink = index
        reveal(row: links[index].row)
        reveal(columns: links[index].columns, ofRow: links[index].row)
        message = describe(links[index])
    }

    /// Follows the current link: a URL is opened by the front end (the styler made links
    /// only of URLs that ``URLScheme`` allows); a footnote reference scrolls to its footnote.
    mutating func followCurrentLink() -> PagerAction {
        guard let index = currentLink else { return .none }
        let spot = links[index]
        switch layout.links[spot.link - 1] {
        case .url(let url) where url.hasPrefix("#"):
            // An in-page link: its heading, by GitHub's ids.
            follow(fragment: url)
            return .none
        case .url(let url), .image(source: let url, alt: _):
            message = Pager.printable(url)
            return .open(url: url)
        case .footnote(_, let number):
            // The footnote's own number marks its definition: the last spot of that link
            // target that is not this one.
            let target = layout.links[spot.link - 1]
            if let definition = links.lastIndex(where: { layout.links[$0.link - 1] == target && $0 != spot }) {
                currentLink = definition
                reveal(row: links[definition].row)
                reveal(columns: links[definition].columns, ofRow: links[definition].row)
            }
            message = "footnote \(number)"
            return .none
        }
    }

    /// What the status line says about a link.
    func describe(_ spot: LinkSpot) -> String {
        switch layout.links[spot.link - 1] {
        case .url(let url): Pager.printable(url)
        case .image(let source, let alt): "image \(Pager.printable(source)) (\(Pager.printable(alt)))"
        case .footnote(let label, let number): "footnote \(number) (\(Pager.printable(label)))"
        }
    }

    /// Text made safe for a status line: every control character shown as a substitute.
    package static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result += "\u{2421}"
            case 0x80..<0xA0: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
