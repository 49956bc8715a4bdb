/// A MyST directive fence that holds prose: an admonition (```` ```{note} ````,
/// ```` ```{warning} ````, ```` ```{admonition} Title ````) or a version note
/// (```` ```{versionchanged} 21.3 ````), shown as a titled block whose body is Markdown.
///
/// Only these names count: any other info string, `{r}`, `{code-block} python`, `{.rust}`,
/// `{toctree}` or `{math}` included, stays a code block, since its body is code or data.
///
/// ```swift
/// let directive = MySTDirective(info: Array("{versionchanged} 21.3".utf8)[...], literal: Array("Now *faster*.\n".utf8)[...])
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

    /// Each directive name (lowercase), the kind it is drawn as, and its title: the words
    /// before the argument, or, for `admonition`, nothing but the argument. Looked up by
    /// comparing bytes: sixteen short names cost less than hashing one `String`.
    private static let names: [(name: String, kind: AlertKind, words: String)] = [
        ("note", .note, "Note"), ("seealso", .note, "See also"), ("admonition", .note, ""), ("todo", .note, "To do"),
        ("tip", .tip, "Tip"), ("hint", .tip, "Hint"), ("important", .important, "Important"),
        ("warning", .warning, "Warning"), ("attention", .warning, "Attention"),
        ("caution", .caution, "Caution"), ("danger", .caution, "Danger"), ("error", .caution, "Error"),
        ("versionadded", .tip, "New in version"), ("versionchanged", .note, "Changed in version"),
        ("deprecated", .warning, "Deprecated since version"), ("versionremoved", .caution, "Removed in version"),
    ]

    /// The directive of a fence with info string `info` and text `literal`, or `nil` when
    /// the fence is not one of the prose directives.
    package init?(info: ArraySlice<UInt8>, literal: ArraySlice<UInt8>) {
        // The name is ASCII letters, `-` and `_`, a letter first: looked at as bytes, since
        // most fences are code and are turned away here.
        guard info.first == UInt8(ascii: "{"), let closeByte = info.firstIndex(of: UInt8(ascii: "}")) else { return nil }
        let isLetter: (UInt8) -> Bool = { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        let nameBytes = info[(info.startIndex + 1)..<closeByte]
        guard let firstByte = nameBytes.first, isLetter(firstByte),
            nameBytes.allSatisfy({ isLetter($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }),
            let entry = Self.names.first(where: { entry in
                // ASCII case folding; no name holds `-` or `_`, and neither folds to a letter.
                entry.name.utf8.count == nameBytes.count && zip(entry.name.utf8, nameBytes).allSatisfy { $0 == $1 | 0x20 }
            })
        else { return nil }
        // The text from the brace on, read as characters: the ASCII name before it ends at
        // the brace, so this finds the `}` character a search of the whole info string would.
        let tail = String(decoding: info[closeByte...], as: UTF8.self)
        guard let close = tail.firstIndex(of: "}") else { return nil }
        // `{note}x` is no directive: the brace ends the name, then a blank or nothing.
        let rest = tail[tail.index(after: close)...]
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
        body = String(decoding: Self.dropOptions(literal), as: UTF8.self)
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
    /// between two `---` lines. Only the lines it drops are looked at, byte by byte.
    private static func dropOptions(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        /// The first line of `rest` and what follows its line feed.
        func firstLine(_ rest: ArraySlice<UInt8>) -> (line: ArraySlice<UInt8>, after: ArraySlice<UInt8>) {
            guard let feed = rest.firstIndex(of: 0x0A) else { return (rest, rest[rest.endIndex...]) }
            return (rest[..<feed], rest[(feed + 1)...])
        }
        func isFence(_ line: ArraySlice<UInt8>) -> Bool {
            line.drop(while: blank).reversed().drop(while: blank).elementsEqual("---".utf8)
        }
        // Options start with `:` or a `---` line: most bodies start with neither.
        guard let lead = text.first(where: { !blank($0) }), lead == UInt8(ascii: ":") || lead == UInt8(ascii: "-") else { return text }
        var rest = text
        let (first, afterFirst) = firstLine(rest)
        if isFence(first) {
            var scan = afterFirst
            while !scan.isEmpty {
                let (line, after) = firstLine(scan)
                if isFence(line) { return after }
                scan = after
            }
            return text
        }
        while !rest.isEmpty {
            let (line, after) = firstLine(rest)
            guard Self.isOption(line) else { break }
            rest = after
        }
        return rest
    }

    /// Whether `line` is a `:key:` or `:key: value` option line (a key of letters, digits,
    /// `-` and `_`).
    private static func isOption(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.first == UInt8(ascii: ":") else { return false }
        let key = line.dropFirst().prefix { $0 != UInt8(ascii: ":") }
        guard !key.isEmpty, key.endIndex < line.endIndex else { return false }
        let isASCIIKey = key.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"):
                true
            default: false
            }
        }
        // A key in another script is a key too: its characters are looked at only then.
        return isASCIIKey
            || (key.contains { $0 >= 0x80 }
                && String(decoding: key, as: UTF8.self).allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
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
