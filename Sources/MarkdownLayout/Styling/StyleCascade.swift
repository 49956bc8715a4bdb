import MarkdownTheme

/// A resolved style: its index among the cascade's styles and the id of its text attributes
/// in the style table, made together (so the id is never looked up apart from the style).
struct StyleID: Hashable {
    /// The index of the resolved style; 0 is the document's.
    let index: Int32
    /// The id of its text attributes in ``StyleCascade/table``.
    let attributes: UInt32
}

/// The theme's styles cascaded parent to child (document → block quote → list → paragraph →
/// emphasis → …): each resolved style interned once, each (element, parent) pair resolved
/// once, and their text attributes interned in the styled document's ``StyleTable``.
///
/// What reads a resolved style is `mutating`, as what makes one is: an argument that
/// resolves a new style (`cascade.marginTop(cascade.style(.list, over: parent))`) is then
/// evaluated before the read begins.
struct StyleCascade {
    /// The theme, shared by reference.
    let styling: StylingTheme
    /// The text attributes of every resolved style.
    private(set) var table = StyleTable()
    /// The level of the Markdown heading whose inlines are being styled, and of the HTML
    /// heading (`<h1>`-`<h6>`) the blocks being styled are inside.
    var headingLevel: Int?
    var htmlHeadingLevel: Int?

    private var resolved: [Style] = []
    private var indices: [Style: Int32] = [:]
    private var attributeIDs: [UInt32] = []
    /// Cascades by (element, parent): a row per resolved style, a column per element (-1:
    /// not made yet).
    private var cascades: [Int32] = []
    /// Custom inlines' styles by rule name and parent; HTML tags' fixed styles by slot and parent.
    private var customs: [String: [Int32: StyleID]] = [:]
    private var fixedStyles: [Int64: StyleID] = [:]
    /// The attributes ids of the syntax styles over each code block style met.
    private var syntax: [Int32: [UInt32]] = [:]

    private static let elementCount = StyleElement.allCases.count
    private static let usualStyleCount = 32

    init(_ styling: StylingTheme) {
        self.styling = styling
        // Room for the styles a document usually resolves (a few dozen), so that a short
        // part does not grow and rehash its tables on every new style.
        resolved.reserveCapacity(Self.usualStyleCount)
        indices.reserveCapacity(Self.usualStyleCount)
        attributeIDs.reserveCapacity(Self.usualStyleCount)
        cascades.reserveCapacity(Self.usualStyleCount * Self.elementCount)
        _ = intern(styling.bounded.document)
    }

    /// The document's style, the root of the cascade.
    var document: StyleID { StyleID(index: 0, attributes: attributeIDs[0]) }

    /// The resolved style `style` stands for.
    subscript(style: StyleID) -> Style {
        mutating get { resolved[Int(style.index)] }
    }

    mutating func marginTop(_ style: StyleID) -> Int { max(0, self[style].marginTop ?? ThemeDefaults.marginTop) }
    mutating func marginBottom(_ style: StyleID) -> Int { max(0, self[style].marginBottom ?? ThemeDefaults.marginBottom) }

    private mutating func intern(_ style: Style) -> StyleID {
        if let index = indices[style] { return StyleID(index: index, attributes: attributeIDs[Int(index)]) }
        let index = Int32(resolved.count)
        resolved.append(style)
        indices[style] = index
        cascades.append(contentsOf: repeatElement(-1, count: Self.elementCount))
        attributeIDs.append(table.id(for: style.textAttributes))
        return StyleID(index: index, attributes: attributeIDs[Int(index)])
    }

    /// The theme's style for `element` with unset text attributes taken from `parent`. In a
    /// heading (a Markdown one, or inside an HTML `<h1>`-`<h6>`) a link, its URL and code
    /// take the level's own styles, so that they stay legible on the heading's colours.
    mutating func style(_ element: StyleElement, over parent: StyleID) -> StyleID {
        let element = (headingLevel ?? htmlHeadingLevel).map { element.inHeading($0) } ?? element
        let key = Int(parent.index) * Self.elementCount + element.rawValue
        if cascades[key] >= 0 { return StyleID(index: cascades[key], attributes: attributeIDs[Int(cascades[key])]) }
        var around = resolved[Int(parent.index)]
        if element.isCode {
            // Code keeps its own face: colour, background, italics, faintness and case come
            // from the code style or the document, never from a quote, an alert or emphasis
            // around it. Weight, underline and strikethrough still pass (bold in a heading,
            // underlined in a link, struck inside `~~`).
            let document = resolved[0]
            around.foreground = document.foreground
            around.background = document.background
            around.italic = document.italic
            around.faint = document.faint
            around.inverse = document.inverse
            around.textCase = document.textCase
        }
        let id = intern(styling.elementStyles[element.rawValue].inheriting(from: around))
        cascades[key] = id.index
        return id
    }

    /// The text attributes id of the theme's `element` cascaded over `parent`.
    mutating func attributeID(_ element: StyleElement, over parent: StyleID) -> UInt32 {
        style(element, over: parent).attributes
    }

    /// `style` with unset text attributes taken from `parent`.
    private mutating func resolve(_ style: Style, over parent: StyleID) -> StyleID {
        intern(style.inheriting(from: resolved[Int(parent.index)]))
    }

    /// A style fixed by an HTML tag (`<u>`'s underline, `<mark>`'s inverse: each its own
    /// `slot`) over `parent`.
    mutating func fixed(_ style: Style, slot: UInt8, over parent: StyleID) -> StyleID {
        let key = Int64(parent.index) << 8 | Int64(slot)
        if let known = fixedStyles[key] { return known }
        let made = resolve(style, over: parent)
        fixedStyles[key] = made
        return made
    }

    /// The style of a custom inline: the theme's style for its rule `name` over `parent`.
    mutating func custom(_ name: String, over parent: StyleID) -> StyleID {
        if let id = customs[name]?[parent.index] { return id }
        let id = resolve(styling.bounded.custom[name] ?? Style(), over: parent)
        customs[name, default: [:]][parent.index] = id
        return id
    }

    /// The attributes id of every token class's style over a code block's `style`, in
    /// ``SyntaxKind`` order; made once per block style.
    mutating func syntaxAttributes(over style: StyleID) -> [UInt32] {
        if let known = syntax[style.index] { return known }
        var ids: [UInt32] = []
        for kind in SyntaxKind.allCases { ids.append(resolve(styling.bounded.syntax[kind], over: style).attributes) }
        syntax[style.index] = ids
        return ids
    }
}
