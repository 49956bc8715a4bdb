import MarkdownText

/// One option as a command's table lists it: its names, the value it takes, what it does.
///
/// Each command's table is what `--help` lists, what the man page describes and what the
/// shell completions offer (see ``HelpText`` and ``Completions``); a test gives every
/// option in every table to its command's parser, so a table cannot name an option the
/// parser lacks.
///
/// ```swift
/// OptionSpec("-w", "--width", value: "N|auto", help: "width in cells")
/// ```
struct OptionSpec {
    /// Every spelling, the short one first (`-w`, `--width`).
    var names: [String]
    /// The value's placeholder (`N|auto`), or `nil` for a switch.
    var value: String?
    /// What it does: one sentence or two, wrapped by the help text.
    var summary: String

    /// The values a completion offers (empty for free values such as `N` or `FILE`).
    var choices: [String]

    /// `choices`: by default the lowercase words of a placeholder such as `N|auto`.
    init(_ names: String..., value: String? = nil, choices: [String]? = nil, help summary: String) {
        self.names = names
        self.value = value
        self.summary = summary
        let words = value.map { $0.split(separator: "|").map(String.init) } ?? []
        self.choices = choices ?? words.filter { $0.allSatisfy { $0.isLowercase || $0 == "-" } }
    }

    /// Whether the value is a file name (completions offer files).
    var takesFile: Bool { value.map { $0.contains("FILE") || $0.contains("PATH") } ?? false }

    static let noLimits = OptionSpec(
        "--no-limits",
        help:
            "lift the parse limits for untrusted input (64 MiB, depth 256, tables of 256 columns or 200,000 cells, the time limit); see 'Untrusted input' in the README"
    )
    /// `--links`, shared by `render` and `view` (parsed in ``TerminalOptions``).
    static let links = OptionSpec(
        "--links", value: "HOW", choices: ["hyperlink", "inline", "references", "none"],
        help:
            "hyperlink (the text is the link; the default where OSC 8 is on), inline (the URL after the text), references (numbered, listed at the end; the default in a pipe, as with --color always | less -R), none (the text only); else the theme's"
    )
    /// `--pager`, parsed by `render`.
    static let pager = OptionSpec(
        "--pager", value: "WHEN", choices: ["auto", "never", "always"],
        help:
            "auto (through $PAGER, else 'less -R', when the output is a terminal and taller than it), never, always"
    )
    static let timeLimit = OptionSpec(
        "--time-limit", value: "S",
        help:
            "stop with an error when reading, parsing and layout take over S seconds (default 60; 0: none; with --stream: processor seconds)"
    )
}

/// A command's `--help` text, laid out from its table to fit 80 columns: the usage wrapped
/// with a hanging indent, the description's paragraphs wrapped (an indented line is kept as
/// it is), and the options in two aligned columns.
enum HelpText {
    static let width = 80
    /// Where option descriptions start.
    static let descriptionColumn = 24

    static func text(name: String, synopsis: String, about: String, options: [OptionSpec]) -> String {
        let lead = "Usage: cmark-swift \(name) "
        var lines = wrapSynopsis(synopsis, first: lead, indent: String(repeating: " ", count: CellWidth.of(lead)))
        lines.append("")
        for paragraph in about.components(separatedBy: "\n\n") {
            if paragraph.hasPrefix(" ") || paragraph.contains("\n ") {
                lines += paragraph.components(separatedBy: "\n")
            } else {
                lines += wrap(paragraph.replacingOccurrences(of: "\n", with: " "), width: width)
            }
            lines.append("")
        }
        lines.append("Options:")
        for option in options {
            let left = "  " + option.names.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
            let body = wrap(option.summary, width: width - descriptionColumn)
            let pad = String(repeating: " ", count: descriptionColumn)
            if CellWidth.of(left) <= descriptionColumn - 2 {
                lines.append(left.padding(descriptionColumn) + (body.first ?? ""))
                lines += body.dropFirst().map { pad + $0 }
            } else {
                lines.append(left)
                lines += body.map { pad + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Words of `text` in lines of at most `width` cells (a longer word alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && CellWidth.of(line) + 1 + CellWidth.of(word) > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The synopsis wrapped between bracketed groups, never inside one.
    static func wrapSynopsis(_ synopsis: String, first: String, indent: String) -> [String] {
        var groups: [String] = []
        var depth = 0
        var current = ""
        for character in synopsis {
            if character == " " && depth == 0 {
                if !current.isEmpty { groups.append(current) }
                current = ""
                continue
            }
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            current.append(character)
        }
        if !current.isEmpty { groups.append(current) }
        var lines: [String] = []
        var line = first
        var prefixOnly = true
        for group in groups {
            if !prefixOnly && CellWidth.of(line) + 1 + CellWidth.of(group) > width {
                lines.append(line)
                line = indent
                prefixOnly = true
            }
            line += (prefixOnly ? "" : " ") + group
            prefixOnly = false
        }
        lines.append(line)
        return lines
    }
}
