import CMarkSwift

/// `--theme NAME|PATH`, shared by every command that styles output: a built-in theme's
/// name, else a theme file.
///
/// ```swift
/// let theme = try ThemeOption.parse(&arguments) ?? .dark
/// ```
enum ThemeOption {
    /// The help line commands include in their option lists.
    static let help = "  --theme NAME|PATH  a built-in theme (\(Theme.builtIns.map(\.name).joined(separator: ", "))) or a theme file"

    /// Removes `--theme` from `arguments` and returns its theme; `nil` when not given.
    /// A theme that cannot be loaded is bad input (exit 1), with the theme's own message.
    static func parse(_ arguments: inout Arguments) throws(CLIError) -> Theme? {
        guard let value = try arguments.value("--theme") else { return nil }
        return try resolve(value)
    }

    /// The theme named `value`, or a ``CLIError/input(_:)`` with the reason it is not one.
    static func resolve(_ value: String) throws(CLIError) -> Theme {
        do {
            return try Theme.resolve(value)
        } catch {
            throw .input(error.message)
        }
    }
}
