import MarkdownTheme

/// The languages highlighted, their fence names and aliases, and the definition file of
/// each: the library's own where it has a good one, this package's (`own`) otherwise.
enum LanguageTable {
    struct Entry: Sendable {
        /// The name `language(named:)` gives.
        var name: String
        /// The definition file.
        var file: String
        /// Whether the file is this package's (in `Languages/`) rather than the library's.
        var own: Bool
        /// Other fence words for it.
        var aliases: [String]
    }

    static let entries: [Entry] = [
        Entry(name: "swift", file: "swift.lang", own: true, aliases: []),
        Entry(name: "objective-c", file: "objc.lang", own: true, aliases: ["objc", "objectivec", "obj-c", "m"]),
        Entry(name: "c", file: "c.lang", own: true, aliases: ["h"]),
        Entry(name: "c++", file: "cpp.lang", own: true, aliases: ["cpp", "cxx", "cc", "hpp", "hh"]),
        Entry(name: "rust", file: "rust.lang", own: true, aliases: ["rs"]),
        Entry(name: "go", file: "go.lang", own: true, aliases: ["golang"]),
        Entry(name: "python", file: "python.lang", own: true, aliases: ["py", "python3", "py3"]),
        Entry(name: "javascript", file: "javascript.lang", own: true, aliases: ["js", "jsx", "mjs", "cjs", "node"]),
        Entry(name: "typescript", file: "typescript.lang", own: true, aliases: ["ts", "tsx", "mts"]),
        Entry(name: "java", file: "java.lang", own: true, aliases: []),
        Entry(name: "kotlin", file: "kotlin.lang", own: true, aliases: ["kt", "kts"]),
        Entry(name: "ruby", file: "ruby.lang", own: false, aliases: ["rb"]),
        Entry(name: "php", file: "php.lang", own: false, aliases: []),
        Entry(name: "c#", file: "csharp.lang", own: true, aliases: ["csharp", "cs"]),
        Entry(name: "shell", file: "sh.lang", own: true, aliases: ["sh", "bash", "ksh"]),
        Entry(name: "zsh", file: "sh.lang", own: true, aliases: []),
        Entry(name: "console", file: "console.lang", own: true, aliases: ["shell-session", "shellsession", "sh-session", "terminal"]),
        Entry(name: "json", file: "json.lang", own: true, aliases: ["jsonc", "json5"]),
        Entry(name: "yaml", file: "yaml.lang", own: true, aliases: ["yml"]),
        Entry(name: "toml", file: "toml.lang", own: true, aliases: []),
        Entry(name: "ini", file: "ini.lang", own: true, aliases: ["cfg", "dosini", "editorconfig", "gitconfig"]),
        Entry(name: "xml", file: "xml.lang", own: false, aliases: ["svg", "xsd", "plist", "xsl"]),
        Entry(name: "html", file: "html.lang", own: false, aliases: ["htm", "xhtml"]),
        Entry(name: "css", file: "css.lang", own: true, aliases: []),
        Entry(name: "sql", file: "sql.lang", own: false, aliases: []),
        Entry(name: "markdown", file: "markdown.lang", own: true, aliases: ["md", "gfm"]),
        Entry(name: "diff", file: "diff.lang", own: true, aliases: ["patch", "udiff"]),
        Entry(name: "makefile", file: "makefile.lang", own: false, aliases: ["make", "mk", "mak"]),
        Entry(name: "dockerfile", file: "dockerfile.lang", own: true, aliases: ["docker", "containerfile"]),
        Entry(name: "lua", file: "lua.lang", own: false, aliases: []),
        Entry(name: "perl", file: "perl.lang", own: false, aliases: ["pl", "pm"]),
        Entry(name: "haskell", file: "haskell.lang", own: false, aliases: ["hs"]),
    ]

    private static let byWord: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            table[entry.name] = index
            for alias in entry.aliases { table[alias] = index }
        }
        return table
    }()

    /// The entry a fence's first word names: compared in lower case, with a `{.lang}` or
    /// `language-lang` wrapper taken off.
    static func entry(for word: String) -> Entry? {
        var word = Substring(word.lowercased())
        if word.hasPrefix("{") { word = word.dropFirst().drop { $0 == "." }.prefix { $0 != "}" && $0 != " " } }
        if word.hasPrefix("language-") { word = word.dropFirst("language-".count) }
        return byWord[String(word)].map { entries[$0] }
    }

    /// The source-highlight element names of the library's definitions and of this
    /// package's, and the class each is drawn as; any other element is plain text.
    static let elements: [(String, SyntaxKind)] = [
        ("keyword", .keyword), ("type", .type), ("usertype", .type), ("classname", .type),
        ("function", .function), ("predef_func", .function),
        ("variable", .variable), ("predef_var", .variable),
        ("constant", .constant),
        ("string", .string), ("value", .string), ("specialchar", .escape), ("escape", .escape),
        ("regexp", .regex), ("regex", .regex), ("number", .number),
        ("comment", .comment), ("todo", .comment),
        ("preproc", .preprocessor), ("preprocessor", .preprocessor),
        ("symbol", .operator), ("operator", .operator), ("cbracket", .punctuation), ("punctuation", .punctuation),
        ("attribute", .attribute), ("property", .attribute), ("tag", .tag), ("selector", .tag),
        ("label", .label), ("url", .link), ("link", .link),
        ("inserted", .inserted), ("newfile", .inserted), ("deleted", .deleted), ("oldfile", .deleted),
        ("heading", .heading), ("difflines", .heading), ("section", .heading),
        ("prompt", .prompt), ("output", .output),
    ]
}
