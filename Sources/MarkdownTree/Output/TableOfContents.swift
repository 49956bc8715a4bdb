/// One heading of a document's table of contents.
public struct TableOfContentsEntry: Sendable {
    /// The heading.
    public var node: Node
    /// Its level, 1 to 6.
    public var level: Int
    /// Its text (text and code, breaks as spaces).
    public var title: String
    /// Its id: GitHub's slug of the title, made unique in the document with `-1`, `-2`, ….
    public var id: String
}

extension Document {
    /// The document's headings in order, each with the id ``HTMLHooks/headingIDs`` gives it.
    ///
    /// Ids follow GitHub (github-slugger): the title lower-cased, everything but letters,
    /// marks, numbers, `_`, `-` and spaces removed, spaces made hyphens; a repeated slug
    /// gets `-1`, `-2`, … (never one an earlier heading has).
    ///
    /// ```swift
    /// let document = Document(parsing: "# Intro\n\n## Set up `make`\n\n## Intro\n")
    /// for entry in document.tableOfContents() { print(entry.level, entry.id) }
    /// // 1 intro
    /// // 2 set-up-make
    /// // 2 intro-1
    /// ```
    public func tableOfContents(idPrefix: String = "") -> [TableOfContentsEntry] {
        var slugs = SlugSet()
        var entries: [TableOfContentsEntry] = []
        let nodes = storage.nodes
        for index in nodes.indices where nodes[index].kind == .heading {
            let node = Node(document: self, index: index)
            let title = Self.headingTitle(node)
            entries.append(
                TableOfContentsEntry(node: node, level: node.headingLevel ?? 1, title: title, id: idPrefix + slugs.unique(Self.slug(title)))
            )
        }
        return entries
    }

    /// The table of contents as nested HTML lists of links to the heading ids, escaped.
    ///
    /// ```swift
    /// print(Document(parsing: "# A\n\n## B\n").tableOfContentsHTML())
    /// // <ul>
    /// // <li><a href="#a">A</a>
    /// // <ul>
    /// // <li><a href="#b">B</a></li>
    /// // </ul>
    /// // </li>
    /// // </ul>
    /// ```
    public func tableOfContentsHTML(idPrefix: String = "") -> String {
        let entries = tableOfContents(idPrefix: idPrefix)
        guard !entries.isEmpty else { return "" }
        var html = ""
        // The levels of the open lists; an item is left open for a deeper list below it.
        var levels: [Int] = []
        for entry in entries {
            while let last = levels.last, last > entry.level, levels.count > 1 {
                levels.removeLast()
                html += "</li>\n</ul>\n"
            }
            if let last = levels.last, entry.level > last {
                html += "\n<ul>\n"
                levels.append(entry.level)
            } else if levels.isEmpty {
                html += "<ul>\n"
                levels.append(entry.level)
            } else {
                html += "</li>\n"
            }
            html += "<li><a href=\"#\(HTMLBuffer.escapingHTML(entry.id))\">\(HTMLBuffer.escapingHTML(entry.title))</a>"
        }
        html += "</li>\n"
        for _ in 1..<levels.count { html += "</ul>\n</li>\n" }
        html += "</ul>\n"
        return html
    }

    /// A heading's text: text and code nodes, breaks as spaces (inline HTML left out). With
    /// `showingShortcodes`, emoji shortcodes in its text (not its code) are the emoji, as a
    /// rendered page shows them, unless the document decided its shortcodes before (see
    /// ``replacingEmojiShortcodes()``).
    package static func headingTitle(_ heading: Node, showingShortcodes: Bool = false) -> String {
        var bytes: [UInt8] = []
        let storage = heading.document.storage
        let replaces = showingShortcodes && !heading.document.transforms.contains(.emojiShortcodes)
        for i in heading.index..<Int(storage.nodes[heading.index].end) {
            let node = storage.nodes[i]
            switch node.kind {
            case .text where replaces:
                EmojiShortcode.append(replacing: storage.slice(node.text), to: &bytes)
            case .text, .code: bytes.append(contentsOf: storage.slice(node.text))
            case .softBreak, .lineBreak: bytes.append(0x20)
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// GitHub's slug of `title` (github-slugger's `slug`): lower case, only letters, marks,
    /// numbers, connector punctuation, `-` and spaces kept, spaces turned into `-`.
    package static func slug(_ title: String) -> String {
        var slug = String.UnicodeScalarView()
        for scalar in title.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
                .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
                slug.append(scalar)
            default:
                if scalar == " " {
                    slug.append("-")
                } else if scalar == "-" {
                    slug.append(scalar)
                }
            }
        }
        return String(slug)
    }
}

/// Slugs made unique as github-slugger does: a repeat of `s` becomes `s-1`, `s-2`, …
struct SlugSet {
    private var occurrences: [String: Int] = [:]

    mutating func unique(_ slug: String) -> String {
        var result = slug
        while occurrences[result] != nil {
            occurrences[slug, default: 0] += 1
            result = slug + "-" + String(occurrences[slug]!)
        }
        occurrences[result] = 0
        return result
    }
}
