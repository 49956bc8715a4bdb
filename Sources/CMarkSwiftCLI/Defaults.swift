import CMarkSwift

/// Defaults a user sets once: `CMARK_SWIFT_THEME`-style environment variables and a small
/// config file, for the options of `render` and `view` that name a setting.
///
/// Precedence, strongest first: a flag on the command line, the environment, the config
/// file, the built-in default. It holds because the settings become options placed before
/// the command line's own (config first, then environment), and an option given twice
/// takes its last value.
///
/// The config file is `$CMARK_SWIFT_CONFIG` (empty: none), else
/// `$XDG_CONFIG_HOME/cmark-swift/config`, else `~/.config/cmark-swift/config`: one
/// `key = value` a line, `#` comments, blank lines ignored.
///
/// ```
/// # ~/.config/cmark-swift/config
/// theme = light
/// width = 100
/// pager = never
/// ```
enum Defaults {
    /// The keys, each the name of the option it sets (`theme` is `--theme`).
    static let keys = ["theme", "width", "links", "pager", "highlight", "color", "hyperlinks"]

    /// The commands the defaults apply to, each only for the options its table lists.
    /// `measure` takes them as `render` does, so that it sizes what `render` prints, but for
    /// `width`: its widths are the question it answers, always given.
    static let commands = ["render", "view", "measure"]

    /// One setting and where it came from (`FILE:LINE` or the variable's name).
    struct Entry: Equatable {
        var key: String
        var value: String
        var origin: String
    }

    /// The environment variable of `key`: `CMARK_SWIFT_THEME` for `theme`.
    static func variable(_ key: String) -> String { "CMARK_SWIFT_" + key.uppercased() }

    /// The config file to read, or `nil` for none (see the type's documentation).
    static func configPath(environment: [String: String]) -> String? {
        if let named = environment["CMARK_SWIFT_CONFIG"] { return named.isEmpty ? nil : named }
        // XDG: a relative XDG_CONFIG_HOME is invalid and is ignored.
        if let home = environment["XDG_CONFIG_HOME"], home.hasPrefix("/") { return home + "/cmark-swift/config" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/cmark-swift/config"
    }

    /// The options `command` gets from the defaults, to be placed before the command
    /// line's own: the config file's settings, then the environment's, each checked first,
    /// so that a bad one is reported with its file and line or its variable.
    static func arguments(for command: any Command.Type, environment: [String: String]) throws(CLIError) -> [String] {
        guard commands.contains(command.name) else { return [] }
        var entries: [Entry] = []
        if let path = configPath(environment: environment), IO.exists(path) {
            let text = try IO.readRegularFile(path, limit: 1 << 20)
            entries += try parseConfig(String(decoding: text, as: UTF8.self), path: path)
        }
        for key in keys {
            if let value = environment[variable(key)], !value.isEmpty {
                entries.append(Entry(key: key, value: value, origin: variable(key)))
            }
        }
        warnAboutUnknownVariables(environment)
        let names = Set(command.optionTable.flatMap(\.names))
        var result: [String] = []
        for entry in entries where names.contains("--" + entry.key) && !(command.name == "measure" && entry.key == "width") {
            result.append("--\(entry.key)=\(try check(entry))")
        }
        return result
    }

    /// A `CMARK_SWIFT_` variable that is no setting is a likely typo: one warning each,
    /// with the closest name, and the command goes on.
    static func warnAboutUnknownVariables(_ environment: [String: String]) {
        let known = keys.map(variable) + ["CMARK_SWIFT_CONFIG"]
        for name in environment.keys.sorted() where name.hasPrefix("CMARK_SWIFT_") && !known.contains(name) {
            let key = String(name.dropFirst("CMARK_SWIFT_".count)).lowercased()
            let hint = CommandSuggestion.closest(to: key, among: keys + ["config"]).map { "; did you mean \(variable($0))?" } ?? ""
            Output.warn("\(name) is not a setting\(hint) (ignored)")
        }
    }

    /// The settings of a config file's text, in order; a line that is not `key = value`
    /// or names an unknown key is an error naming the file and line (with the closest key).
    static func parseConfig(_ text: String, path: String) throws(CLIError) -> [Entry] {
        var entries: [Entry] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmed(" \t\r")
            if line.isEmpty || line.hasPrefix("#") { continue }
            let origin = "\(FileName.display(path)):\(index + 1)"
            guard let equals = line.firstIndex(of: "=") else {
                throw .usage("\(origin): expected 'key = value', got '\(excerpt(line))'")
            }
            let key = line[..<equals].trimmed(" \t")
            var value = line[line.index(after: equals)...].trimmed(" \t")
            if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
                value = String(value.dropFirst().dropLast())
            }
            guard keys.contains(key) else {
                let hint = CommandSuggestion.closest(to: key, among: keys).map { "; did you mean '\($0)'?" } ?? ""
                throw .usage("\(origin): unknown key '\(excerpt(key))'\(hint) (keys: \(keys.joined(separator: ", ")))")
            }
            guard !value.isEmpty else { throw .usage("\(origin): \(key) needs a value") }
            // A relative theme path is relative to the config file, not to where the command runs.
            if key == "theme", value.contains("/"), !value.hasPrefix("/"), let slash = path.lastIndex(of: "/") {
                value = String(path[...slash]) + value
            }
            entries.append(Entry(key: key, value: value, origin: origin))
        }
        return entries
    }

    /// The most of a config line an error quotes: a line of a megabyte (a binary file named
    /// by mistake) is shown by its start, not echoed whole.
    static let excerptLength = 60

    /// `text` as an error quotes it: its first ``excerptLength`` characters, `…` when cut;
    /// the diagnostic printer makes controls visible.
    static func excerpt(_ text: String) -> String {
        text.count <= excerptLength ? text : String(text.prefix(excerptLength)) + "…"
    }

    /// The entry's value when the option it sets would take it; else a usage error that
    /// starts with where it came from.
    static func check(_ entry: Entry) throws(CLIError) -> String {
        let value = entry.value
        let choices: [String]
        switch entry.key {
        case "theme":
            guard value != Theme.automaticName else { return value }
            do {
                _ = try ThemeOption.resolve(value)
            } catch {
                throw .usage("\(entry.origin): theme: \(error.message)")
            }
            return value
        case "width":
            guard value != "auto" else { return value }
            do {
                _ = try TerminalOptions.parseWidth(value, orAuto: true)
            } catch {
                throw .usage("\(entry.origin): \(error.message.replacingOccurrences(of: "--width", with: "width"))")
            }
            return value
        case "links": choices = ["hyperlink", "inline", "references", "none"]
        case "pager": choices = ["auto", "never", "always"]
        default: choices = ["auto", "always", "never"]
        }
        guard choices.contains(value) else {
            throw .usage("\(entry.origin): \(entry.key) must be one of \(choices.joined(separator: ", ")), got '\(excerpt(value))'")
        }
        return value
    }
}

extension StringProtocol {
    /// The text without leading and trailing characters in `set`.
    func trimmed(_ set: String) -> String {
        let scalars = Array(self)
        var start = 0
        var end = scalars.count
        while start < end && set.contains(scalars[start]) { start += 1 }
        while end > start && set.contains(scalars[end - 1]) { end -= 1 }
        return String(scalars[start..<end])
    }
}
