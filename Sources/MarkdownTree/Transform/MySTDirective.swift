/// A MyST directive fence that holds prose: an admonition (```` ```{note} ````,
/// ```` ```{warning} ````, ```` ```{admonition} Title ````) or a version note
/// (```` ```{versionchanged} 21.3 ````), shown as a titled block whose body is Markdown.
///
/// Only these names count: any other info string, `{r}`, `{code-block} python`, `{.rust}`,
/// `{toctree}` or `{math}` included, stays a code block, since its body is code or data.
///
/// ```swift
/// let directive = MySTDirective(info: Array("{versionchanged} 21.3".utf8), literal: Array("Now *faster*.\n".utf8))
/// directive?.title  // "Changed in version 21.3"
/// directive?.kind   // .note
/// ```
package struct MySTDirective: Equatable {
    /// The alert kind whose bar, glyph and colours the block takes.
    package var kind: AlertKind
    /// The title line: the directive's name in words, with its argument.
    package var title: String
    /// The body's Markdown, the directive's options (`:class: tip` lines, a `---` block)
    /// taken off its top.
    package var body: String

    /// Each directive name, the kind it is drawn as, and its title: the words before the
    /// argument, or, for `admonition`, nothing but the argument.
    private static let names: [String: (kind: AlertKind, words: String)] = [
        "note": (.note, "Note"), "seealso": (.note, "See also"), "admonition": (.note, ""), "todo": (.note, "To do"),
        "tip": (.tip, "Tip"), "hint": (.tip, "Hint"), "important": (.important, "Important"),
        "warning": (.warning, "Warning"), "attention": (.warning, "Attention"),
        "caution": (.caution, "Caution"), "danger": (.caution, "Danger"), "error": (.caution, "Error"),
        "versionadded": (.tip, "New in version"), "versionchanged": (.note, "Changed in version"),
        "deprecated": (.warning, "Deprecated since version"), "versionremoved": (.caution, "Removed in version"),
    ]

    /// The directive of a fence with info string `info` and text `literal`, or `nil` when
    /// the fence is not one of the prose directives.
    package init?(info: some Collection<UInt8>, literal: some Collection<UInt8>) {
        let info = String(decoding: info, as: UTF8.self)
        guard info.hasPrefix("{"), let close = info.firstIndex(of: "}") else { return nil }
        let name = info[info.index(after: info.startIndex)..<close]
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
            name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0 == "-" || $0 == "_") }),
            let entry = Self.names[name.lowercased()]
        else { return nil }
        // `{note}x` is no directive: the brace ends the name, then a blank or nothing.
        let rest = info[info.index(after: close)...]
        if let next = rest.first, next != " ", next != "\t" { return nil }
        let argument = rest.trimmingBlanks
        kind = entry.kind
        switch (entry.words.isEmpty, argument.isEmpty) {
        case (true, true): title = kind.title
        case (true, false): title = String(argument)
        case (false, true): title = entry.words
        case (false, false):
            let isVersion = entry.words.hasSuffix("version")
            title = entry.words + (isVersion ? " " : ": ") + argument
        }
        body = Self.dropOptions(String(decoding: literal, as: UTF8.self))
    }

    /// The language of a code block with info string `info`: its first word, or for MyST's
    /// code directives (`{code-block} python`, `{code} rust`, `{sourcecode}`, `{code-cell}`)
    /// the word after the directive.
    package static func codeLanguage(info: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        let word = info.prefix { !isBlank($0) }
        guard Self.codeDirectives.contains(where: { $0.elementsEqual(word) }) else { return word }
        return info[word.endIndex...].drop(while: isBlank).prefix { !isBlank($0) }
    }

    private static let codeDirectives = ["{code-block}", "{code}", "{sourcecode}", "{code-cell}"].map { Array($0.utf8) }

    /// `text` without the directive options at its top: `:key: value` lines, or a block
    /// between two `---` lines.
    private static func dropOptions(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        if lines.first?.trimmingBlanks == "---", let end = lines.dropFirst().firstIndex(where: { $0.trimmingBlanks == "---" }) {
            lines = lines[(end + 1)...]
        } else {
            while let line = lines.first, Self.isOption(line) { lines = lines.dropFirst() }
        }
        return lines.joined(separator: "\n")
    }

    /// Whether `line` is a `:key:` or `:key: value` option line.
    private static func isOption(_ line: Substring) -> Bool {
        guard line.hasPrefix(":") else { return false }
        let key = line.dropFirst().prefix { $0 != ":" }
        return !key.isEmpty && key.count < line.count - 1 && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }
}

extension Substring {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingBlanks: Substring {
        let isText: (Character) -> Bool = { $0 != " " && $0 != "\t" }
        guard let start = firstIndex(where: isText), let end = lastIndex(where: isText) else { return "" }
        return self[start...end]
    }
}
