/// What a layout may let run past its width, for a viewer that scrolls such rows sideways
/// (the pager does). The defaults are what `render` shows: every line fits the width.
///
/// ```swift
/// let layout = styled.layout(width: 100, options: LayoutOptions(stacksWideTables: false))
/// layout.size.columns    // a 13-column matrix: its grid, wider than 100
/// ```
package struct LayoutOptions: Sendable, Hashable {
    /// Code lines wrap or are clipped, per theme; `false`: they run on, neither wrapped nor
    /// clipped.
    package var wrapsCode: Bool
    /// A table whose columns cannot get their words into the width is stacked as records;
    /// `false`: it keeps its grid, each column as wide as its content wants up to
    /// ``ColumnWidths/widestScrolled`` cells (and wrapped inside that), however wide that
    /// makes the table.
    package var stacksWideTables: Bool

    package init(wrapsCode: Bool = true, stacksWideTables: Bool = true) {
        self.wrapsCode = wrapsCode
        self.stacksWideTables = stacksWideTables
    }

    /// Whether every line of the layout fits its width (what sizes are cached for).
    var fitsWidth: Bool { wrapsCode && stacksWideTables }
}
