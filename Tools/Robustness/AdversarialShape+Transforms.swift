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

    /// The shapes timed through prepared content (see ``door``).
    static let preparedShapes: Set<String> = ["prepared-paragraphs", "prepared-emoji-shortcodes", "prepared-myst-directives"]
}
