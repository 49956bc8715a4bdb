/// What one value of a theme may be: the single check of every value a theme file holds, and
/// the single bound of every count a theme made in code holds (a theme with `padding: .max`
/// lays out as one with 1000, so no sum of counts and widths in the layout can overflow).
///
/// Each entry of a section's field table (``ThemeField``) names its rule, so the message a
/// bad file gets ("expected a whole number from 0 to 1000") and the bound the layout applies
/// come from the same range.
struct ThemeRule<Value: Codable & Equatable & Sendable>: Sendable {
    /// What the value should look like, for "expected ..." in messages.
    var expected: String
    /// Whether a value read from a file is allowed.
    var accepts: @Sendable (Value) -> Bool = { _ in true }
    /// The nearest allowed value, for themes made in code; `nil` when every value is allowed.
    var clamp: (@Sendable (Value) -> Value)? = nil
}

extension ThemeRule {
    /// A nested section or style (its own fields are checked by its own table).
    static var section: ThemeRule { ThemeRule(expected: "an object") }
}

extension ThemeRule where Value == Int {
    /// A whole number in `range`.
    static func number(_ range: ClosedRange<Int>) -> ThemeRule {
        ThemeRule(
            expected: "a whole number from \(range.lowerBound) to \(range.upperBound)", accepts: { range.contains($0) },
            clamp: { min(max($0, range.lowerBound), range.upperBound) })
    }

    /// Margins, indents, padding, widths and heights: 0 to 1000.
    static var count: ThemeRule { number(0...1000) }
}

extension ThemeRule where Value == String {
    static var text: ThemeRule { ThemeRule(expected: "a string") }

    /// A string that must not be empty, described by `expected`.
    static func nonEmpty(_ expected: String) -> ThemeRule { ThemeRule(expected: expected, accepts: { !$0.isEmpty }) }
}

extension ThemeRule where Value == [String] {
    /// A list's bullets, one per depth.
    static var bullets: ThemeRule {
        ThemeRule(expected: "a non-empty list of strings like [\"•\", \"◦\", \"▪\"]", accepts: { !$0.isEmpty })
    }
}

extension ThemeRule where Value == Bool {
    static var flag: ThemeRule { ThemeRule(expected: "true or false") }
}

extension ThemeRule where Value == TerminalColor {
    /// A colour (its decoder names what is wrong with a bad one).
    static var colour: ThemeRule { ThemeRule(expected: TerminalColor.expectation) }
}

extension ThemeRule where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the enumeration's raw values.
    static var choice: ThemeRule {
        ThemeRule(expected: "one of " + Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
    }
}
