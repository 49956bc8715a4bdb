import CMarkSwift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the command line needs to know about the terminal it writes to.
enum Terminal {
    /// Whether standard output is a terminal.
    static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The process environment as a dictionary.
    static var environment: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// The width for `--width auto`: the terminal's columns (TIOCGWINSZ on standard output),
    /// else `$COLUMNS`, else 80. A `COLUMNS` that is not a whole number from 1 to
    /// ``TerminalOptions/maximumWidth`` is ignored; a terminal wider than that gets the maximum.
    static func autoWidth(environment: [String: String]) -> Int {
        if let size = TerminalSize.current() { return min(size.columns, TerminalOptions.maximumWidth) }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), (1...TerminalOptions.maximumWidth).contains(columns) {
            return columns
        }
        return 80
    }
}
