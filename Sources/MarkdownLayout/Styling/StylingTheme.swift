import MarkdownTheme

/// A theme and its bounded form (see `Theme.bounded()`), made once and shared by reference
/// among the documents and parts styled with it: a theme is a value of some 6 KB whose
/// copies retain every string in it, which made copies a large part of styling a few blocks.
package final class StylingTheme: Sendable {
    /// The theme as given.
    package let theme: Theme
    /// The theme with every count bounded: what styling reads.
    package let bounded: Theme
    /// The bounded theme's style of each element, by `StyleElement.rawValue`: what every
    /// cascade starts from.
    package let elementStyles: [Style]

    package init(_ theme: Theme) {
        self.theme = theme
        let bounded = theme.bounded()
        self.bounded = bounded
        elementStyles = StyleElement.allCases.map { bounded.style($0) }
    }
}
