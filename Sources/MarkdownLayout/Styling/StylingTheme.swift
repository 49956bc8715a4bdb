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
    /// Whether content styled with it keeps which node each piece came from
    /// (`StyledDocument`'s `recordsProvenance`): prepared content styles every part, and
    /// every part an update restyles, this way. Only an app's attributed text reads it, so
    /// the terminal's prepared content leaves it off and does not pay for it.
    package let recordsProvenance: Bool

    package init(_ theme: Theme, recordsProvenance: Bool = false) {
        self.theme = theme
        self.recordsProvenance = recordsProvenance
        let bounded = theme.bounded()
        self.bounded = bounded
        elementStyles = StyleElement.allCases.map { bounded.style($0) }
    }
}
