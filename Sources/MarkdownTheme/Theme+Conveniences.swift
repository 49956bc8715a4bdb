// Plain properties for the settings apps change most, over the theme's sections.

extension Theme {
    /// The list bullet. Setting it uses one bullet at every depth; reading it gives the
    /// first level's (`nil` when the theme leaves bullets to the layout's defaults).
    ///
    /// ```swift
    /// var theme = Theme.dark
    /// theme.bullet = "–"          // every level
    /// theme.list.bullets = ["•", "◦"]  // or one per level
    /// ```
    public var bullet: String? {
        get { list.bullets?.first }
        set { list.bullets = newValue.map { [$0] } }
    }

    /// Whether link text is underlined.
    ///
    /// ```swift
    /// theme.underlineLinks = true
    /// ```
    public var underlineLinks: Bool {
        get { link.style.underline ?? false }
        set { link.style.underline = newValue }
    }

    /// The style of headings of `level` (1 to 6), as a method for call sites that read
    /// better that way; the same as `headings[level]`.
    ///
    /// ```swift
    /// let h1Colour = theme.heading(1).foreground
    /// ```
    public func heading(_ level: Int) -> Style { headings[level] }

    /// Sets how headings of `level` are aligned (left, centred or right).
    ///
    /// ```swift
    /// theme.setAlignment(.center, forHeading: 1)
    /// ```
    public mutating func setAlignment(_ alignment: BlockAlignment, forHeading level: Int) {
        headings[level].alignment = alignment
    }
}
