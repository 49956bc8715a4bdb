extension AdversarialShape {
    /// The tree transforms and the doors that style in parts (issues 38 and 39): emoji
    /// shortcodes and MyST directive bodies, styled whole and as prepared content, where a
    /// transform done per paragraph or per part once made the time grow with the square of
    /// the size.
    static let transforms: [AdversarialShape] = [
        AdversarialShape("emoji-shortcode-paragraphs", "Hello :smile: world *x*, a paragraph each") { size, _ in
            Build.repeated("Hello :smile: world *x*\n\n", size: size)
        },
        AdversarialShape("emoji-shortcode-lines", "one paragraph of :smile: lines, over 256 KiB at the large sizes") { size, _ in
            Build.repeated("Hello :smile: world *x*\n", size: size)
        },
        AdversarialShape("prepared-paragraphs", "Hello world *x*, a paragraph each, as prepared content") { size, _ in
            Build.repeated("Hello world *x*\n\n", size: size)
        },
        AdversarialShape(
            "prepared-emoji-shortcodes", "Hello :smile: world *x*, a paragraph each, as prepared content"
        ) { size, _ in
            Build.repeated("Hello :smile: world *x*\n\n", size: size)
        },
        AdversarialShape("myst-directives", "```{note} fences with a Markdown body :tada:") { size, _ in
            Build.repeated("```{note}\nHello :tada: world *x*\n```\n\n", size: size)
        },
        AdversarialShape("prepared-myst-directives", "```{note} fences with a Markdown body, as prepared content") {
            size, _ in
            Build.repeated("```{tip} Title\n:class: margin\n- Hello *x*\n```\n\n", size: size)
        },
    ]

    /// The doors an app streams and shows text through (issue 38): a growing paragraph, list,
    /// table and code block in a stream, and links, emphasis and images as attributed text.
    static let appDoors: [AdversarialShape] = [
        AdversarialShape("streamed-paragraphs", "Hello *world* paragraphs, appended 64 bytes at a time") { size, _ in
            Build.repeated("Hello *world* and [a link](https://e.com).\n\n", size: size)
        },
        AdversarialShape("streamed-code-block", "one fenced code block growing line by line, 64 bytes at a time") { size, _ in
            Array("```swift\n".utf8) + Build.repeated("let x = call(argument, other) // comment\n", size: size - 16, tail: "```\n")
        },
        AdversarialShape("streamed-table", "one table growing row by row, 64 bytes at a time") { size, _ in
            Array("| a | b | c |\n|---|:-:|--:|\n".utf8) + Build.repeated("| cell | *two* | `3` |\n", size: size - 32)
        },
        AdversarialShape("streamed-list", "one list growing item by item, 64 bytes at a time") { size, _ in
            Build.repeated("- item *one* with [a](https://e.com)\n", size: size)
        },
        AdversarialShape("attributed-links", "paragraphs of links, emphasis, code and images as an attributed string") {
            size, _ in
            Build.repeated("Some *em*, `code`, [a link](https://e.com \"t\") and ![alt](i.png).\n\n", size: size)
        },
        AdversarialShape("attributed-nested-lists", "nested lists and quotes as an attributed string") { size, _ in
            Build.repeated("- a\n  - b *c*\n    > d [e](f)\n", size: size)
        },
    ]

    /// The shapes of the library's own doors (the tree transforms, prepared content, streams
    /// and attributed strings), held against real Markdown through the same door.
    package static var doorShapes: Set<String> { Set((transforms + appDoors).map(\.name)) }

    /// The shapes timed through a stream (see ``door``).
    static let streamedShapes: Set<String> = ["streamed-paragraphs", "streamed-code-block", "streamed-table", "streamed-list"]

    /// The shapes timed through an attributed string (see ``door``).
    static let attributedShapes: Set<String> = ["attributed-links", "attributed-nested-lists"]

    /// The shapes timed through prepared content (see ``door``).
    static let preparedShapes: Set<String> = ["prepared-paragraphs", "prepared-emoji-shortcodes", "prepared-myst-directives"]
}
