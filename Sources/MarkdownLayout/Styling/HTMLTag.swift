import MarkdownTheme

/// What an HTML tag means to the styler: a style for inline text, a block, or nothing (an
/// unknown tag, dropped with its text kept).
enum HTMLTag: Equatable {
    // Inline.
    case strong, emphasis, underline, strikethrough, code, mark, raised, lowered, link, image, lineBreak
    /// Its content is never shown (`script`, `style`, `template`, …).
    case hidden
    // Blocks.
    case heading(Int)
    /// `p`, `div`, `center` and the other blocks of flowing text.
    case division
    case rule
    case list(ordered: Bool)
    case item, preformatted, quote
    case details, summary, definitionList, term, definition
    case table, row
    case cell(header: Bool)
    case other

    init(_ name: String) {
        switch name {
        case "b", "strong": self = .strong
        case "i", "em", "cite", "var", "dfn": self = .emphasis
        case "u", "ins": self = .underline
        case "s", "del", "strike": self = .strikethrough
        case "code", "kbd", "samp", "tt": self = .code
        case "mark": self = .mark
        case "sup": self = .raised
        case "sub": self = .lowered
        case "a": self = .link
        case "img": self = .image
        case "br": self = .lineBreak
        case "script", "style", "template", "head", "title", "noembed", "noframes", "textarea", "select": self = .hidden
        case "h1", "h2", "h3", "h4", "h5", "h6": self = .heading(Int(name.utf8.last! - UInt8(ascii: "0")))
        case "p", "div", "center", "section", "article", "header", "footer", "main", "nav", "aside", "figure", "figcaption",
            "address", "picture", "body", "html":
            self = .division
        case "hr": self = .rule
        case "ul", "menu", "dir": self = .list(ordered: false)
        case "ol": self = .list(ordered: true)
        case "li": self = .item
        case "pre", "listing", "xmp": self = .preformatted
        case "blockquote": self = .quote
        case "details": self = .details
        case "summary": self = .summary
        case "dl": self = .definitionList
        case "dt": self = .term
        case "dd": self = .definition
        case "table": self = .table
        case "tr": self = .row
        case "td": self = .cell(header: false)
        case "th": self = .cell(header: true)
        default: self = .other
        }
    }

    /// Whether the tag styles inline text (or is inline content of its own).
    var isInline: Bool {
        switch self {
        case .strong, .emphasis, .underline, .strikethrough, .code, .mark, .raised, .lowered, .link, .image, .lineBreak, .hidden:
            true
        default:
            false
        }
    }

    /// The style an inline tag adds over its parent's (nil: the theme's element instead, or
    /// none).
    var fixedStyle: Style? {
        switch self {
        case .underline:
            var style = Style()
            style.underline = true
            return style
        case .mark:
            var style = Style()
            style.inverse = true
            return style
        default:
            return nil
        }
    }

    /// The theme element an inline tag is styled as.
    var element: StyleElement? {
        switch self {
        case .strong: .strong
        case .emphasis: .emphasis
        case .strikethrough: .strikethrough
        case .code: .code
        case .link: .link
        default: nil
        }
    }

    /// The alignment an `align` attribute (or `<center>`) asks for.
    static func alignment(_ value: String?, name: String) -> BlockAlignment? {
        if name == "center" { return .center }
        switch value?.lowercased() {
        case "center", "middle": return .center
        case "right": return .right
        case "left": return .left
        default: return nil
        }
    }
}

/// Text in `<sup>` or `<sub>`: Unicode raised or lowered characters where every
/// character has one; else, attached to the word before it (`x<sup>th</sup>`), the text
/// after `^` or `_`, and standing apart (`<sub>Built with love</sub>`) the text as it is.
enum HTMLScript: Equatable {
    case raised, lowered

    private static let superscripts: [Character: Character] = [
        "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
        "+": "⁺", "-": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", "n": "ⁿ", "i": "ⁱ",
    ]
    private static let subscripts: [Character: Character] = [
        "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉",
        "+": "₊", "-": "₋", "=": "₌", "(": "₍", ")": "₎", "a": "ₐ", "e": "ₑ", "o": "ₒ", "x": "ₓ", "h": "ₕ", "k": "ₖ",
        "l": "ₗ", "m": "ₘ", "n": "ₙ", "p": "ₚ", "s": "ₛ", "t": "ₜ",
    ]

    /// `text` written in this script, `attached` to a word before it or not.
    func written(_ text: String, attached: Bool) -> String {
        let table = self == .raised ? Self.superscripts : Self.subscripts
        var mapped = ""
        for character in text {
            guard let small = table[character] else { return attached ? (self == .raised ? "^" : "_") + text : text }
            mapped.append(small)
        }
        return mapped
    }
}
