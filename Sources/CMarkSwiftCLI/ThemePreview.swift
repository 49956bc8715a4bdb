import CMarkSwift
import MarkdownText

/// What `cmark-swift themes --preview` shows for a theme: its name and summary, then a
/// sample rendered in it.
enum ThemePreview {
    /// The preview of `theme` at `width`, drawn at `depth` (glyphs and layout without
    /// escapes when the depth is none). The name and summary come from a theme file, so
    /// they go through the one sanitizer, as its glyphs do in the sample.
    static func preview(of theme: Theme, width: Int, depth: ColorDepth) -> [UInt8] {
        var bytes = Array((title(of: theme) + "\n\n").utf8)
        let styled = StyledDocument(document: Document(parsing: sample), theme: theme)
        ANSIRenderer(colorDepth: depth).render(styled.layout(width: width), into: &bytes)
        return bytes
    }

    /// `name: summary`, sanitized.
    static func title(of theme: Theme) -> String {
        TextSanitizer.sanitized(theme.name + (theme.summary.map { ": " + $0 } ?? ""))
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
