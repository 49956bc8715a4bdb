extension Layout {
    /// The widest layout made, in cells: a wider request is laid out at this width.
    ///
    /// Far wider than any terminal, and small enough that no count of cells, rows times
    /// width, or repeat of a glyph can overflow or ask for unbounded memory.
    ///
    /// ```swift
    /// styled.layout(width: .max).width == Layout.maximumWidth  // true
    /// ```
    public static let maximumWidth = 65_536

    /// `width` clamped to `1...maximumWidth`: what every layout entry point lays out at.
    package static func clampedWidth(_ width: Int) -> Int {
        min(max(1, width), maximumWidth)
    }
}
