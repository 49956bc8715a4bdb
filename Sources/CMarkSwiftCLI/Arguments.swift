/// A small command-line reader: flags with values (`--width 80`, `--width=80`), repeated
/// flags (`-e table -e footnotes`), switches (`--json`) and positional arguments.
struct Arguments {
    private var items: [String]

    init(_ items: [String]) {
        self.items = items
    }

    /// Removes a switch; true when it was given.
    mutating func flag(_ names: String...) -> Bool {
        var found = false
        items.removeAll { item in
            if names.contains(item) {
                found = true
                return true
            }
            return false
        }
        return found
    }

    /// Removes every occurrence of an option with a value and returns the values in order.
    mutating func values(_ names: String...) throws(CLIError) -> [String] {
        try take(names)
    }

    /// Removes an option with a value; the last one wins when repeated.
    mutating func value(_ names: String...) throws(CLIError) -> String? {
        try take(names).last
    }

    private mutating func take(_ names: [String]) throws(CLIError) -> [String] {
        var result: [String] = []
        var i = 0
        while i < items.count {
            let item = items[i]
            if item == "--" { break }
            if names.contains(item) {
                guard i + 1 < items.count else { throw .usage("\(item) needs a value") }
                result.append(items[i + 1])
                items.removeSubrange(i...(i + 1))
                continue
            }
            if let name = names.first(where: { item.hasPrefix($0 + "=") }) {
                result.append(String(item.dropFirst(name.count + 1)))
                items.remove(at: i)
                continue
            }
            i += 1
        }
        return result
    }

    /// An option whose value must be one of `choices`.
    mutating func choice(_ name: String, _ choices: [String]) throws(CLIError) -> String? {
        guard let value = try value(name) else { return nil }
        guard choices.contains(value) else {
            throw .usage("\(name) must be one of \(choices.joined(separator: ", ")), got '\(value)'")
        }
        return value
    }

    /// An option whose value is an integer in `range`.
    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = try value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .usage("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }

    /// The remaining arguments, which must all be positional (a lone `-` is stdin).
    /// Anything left that looks like an option is reported as unknown.
    mutating func finish() throws(CLIError) -> [String] {
        var result: [String] = []
        var afterDashDash = false
        for item in items {
            if afterDashDash {
                result.append(item)
            } else if item == "--" {
                afterDashDash = true
            } else if item.hasPrefix("-") && item != "-" {
                throw .usage("unknown option '\(item)'")
            } else {
                result.append(item)
            }
        }
        items = []
        return result
    }
}
