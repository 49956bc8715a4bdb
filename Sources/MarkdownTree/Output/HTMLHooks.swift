/// Safe ways to change the HTML of ``Document/html(options:hooks:)``: heading ids, link
/// attributes, URL rewriting, code block classes and whole elements replaced, each written
/// and escaped by the renderer, so none needs ``RenderOptions/unsafe``.
///
/// A rewritten URL passes safe mode's dangerous-URL check as a written one does
/// (`javascript:` and the like become empty). Element and attribute names that are not
/// plain names, `on…` event attributes, and in safe mode `style`, `srcdoc` and elements
/// that run or embed content (`script`, `iframe`, …) are refused: the node is written as
/// if no hook were set.
///
/// ```swift
/// var hooks = HTMLHooks()
/// hooks.headingIDs = true
/// hooks.linkAttributes = [HTMLAttribute("rel", "nofollow noopener")]
/// hooks.imageURL = { "https://cdn.example.com/" + $0 }
/// hooks.codeBlockClass = { language in language.map { "hljs language-\($0)" } }
/// let document = Document(parsing: "# Intro\n\n[a](https://x.org) ![b](b.png)\n")
/// print(document.html(hooks: hooks))
/// // <h1 id="intro">Intro</h1>
/// // <p><a href="https://x.org" rel="nofollow noopener">a</a> <img src="https://cdn.example.com/b.png" alt="b" /></p>
/// ```
public struct HTMLHooks: Sendable {
    /// Give every heading an `id`: GitHub's slug of its text (see ``Document/tableOfContents(idPrefix:)``).
    public var headingIDs = false
    /// Put before every heading id (`"user-content-"` as GitHub does, or nothing).
    public var headingIDPrefix = ""
    /// Attributes added to every link's `<a>`, after `href` and `title` (`rel`, `target`).
    public var linkAttributes: [HTMLAttribute] = []
    /// Rewrites each link's destination before it is checked and escaped.
    public var linkURL: (@Sendable (String) -> String)?
    /// Rewrites each image's source before it is checked and escaped.
    public var imageURL: (@Sendable (String) -> String)?
    /// The `class` of a code block's `<code>` from its language (the info string's first
    /// word; `nil` without one); returning `nil` keeps cmark's `language-…` (or none).
    public var codeBlockClass: (@Sendable (_ language: String?) -> String?)?
    /// An element to write instead of a node's own tags, its children written inside as
    /// usual (a leaf's text, such as inline code's, escaped); `nil` keeps the node's tags.
    public var element: (@Sendable (Node) -> HTMLElement?)?

    public init() {}

    /// Whether no hook is set: the output is then cmark-gfm's, byte for byte.
    var isEmpty: Bool {
        !headingIDs && linkAttributes.isEmpty && linkURL == nil && imageURL == nil && codeBlockClass == nil && element == nil
    }
}

/// An attribute the HTML renderer writes, its value escaped.
public struct HTMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String

    /// `name="value"`, such as `HTMLAttribute("target", "_blank")`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// An element the HTML renderer writes in place of a node's own tags.
///
/// ```swift
/// hooks.element = { node in
///     node.kind == .blockQuote ? HTMLElement("aside", [HTMLAttribute("class", "note")]) : nil
/// }
/// ```
public struct HTMLElement: Sendable, Hashable {
    public var name: String
    public var attributes: [HTMLAttribute]

    public init(_ name: String, _ attributes: [HTMLAttribute] = []) {
        self.name = name
        self.attributes = attributes
    }
}

extension HTMLHooks {
    /// Elements refused in safe mode: they run, embed or reinterpret content.
    static let unsafeElements: Set<String> = [
        "script", "style", "iframe", "object", "embed", "applet", "frame", "frameset", "base", "meta", "link", "form",
        "textarea", "title", "xmp", "noembed", "noframes", "plaintext", "template", "svg", "math", "noscript",
    ]
    /// Attributes whose values are URLs: checked like a link's destination in safe mode.
    static let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "cite", "poster", "background", "xlink:href"]

    /// Whether `name` is a plain element or attribute name (letters, digits, `-`, `_`, `:`, `.`).
    static func isPlainName(_ name: String, attribute: Bool) -> Bool {
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { byte in
            isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
                || (attribute && (byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")))
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// Whether an attribute may be written: a plain name, no event handler, and in safe mode
    /// no `style`/`srcdoc`.
    static func allows(attribute: HTMLAttribute, unsafe: Bool) -> Bool {
        guard isPlainName(attribute.name, attribute: true) else { return false }
        let name = attribute.name.lowercased()
        if name.hasPrefix("on") { return false }
        return unsafe || (name != "style" && name != "srcdoc")
    }

    /// Whether an element may be written instead of a node's tags.
    static func allows(element: HTMLElement, unsafe: Bool) -> Bool {
        guard isPlainName(element.name, attribute: false) else { return false }
        return unsafe || !unsafeElements.contains(element.name.lowercased())
    }
}
