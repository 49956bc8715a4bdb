import CMarkSwift

/// What `cmark-swift themes --preview` shows for a theme: its name and summary, then a
/// sample rendered in it.
enum ThemePreview {
    /// The preview of `theme` at `width`, drawn at `depth` (glyphs and layout without
    /// escapes when the depth is none).
    static func preview(of theme: Theme, width: Int, depth: ColorDepth) -> [UInt8] {
        var bytes = Array((theme.name + (theme.summary.map { ": " + $0 } ?? "") + "\n\n").utf8)
        let styled = StyledDocument(document: Document(parsing: sample), theme: theme)
        ANSIRenderer(colorDepth: depth).render(styled.layout(width: width), into: &bytes)
        return bytes
    }

    /// The Markdown every theme is previewed with: one of each common element.
    static let sample = """
        # Heading

        ## Second level

        Some *emphasis*, **strong** text, ~~struck~~, `code` and a [link](https://example.com).

        > A quote, with *emphasis* inside.

        - [x] done
        - [ ] to do

        1. first
        2. second
           - nested

        ```swift
        let theme = Theme.dark
        ```

        | Column | Another |
        |--------|--------:|
        | cell   |      42 |

        ---
        """
}
