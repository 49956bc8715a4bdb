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
        Entry(name: "ruby", file: "ruby.lang", own: true, aliases: ["rb", "gemfile", "rake"]),
        Entry(name: "php", file: "php.lang", own: false, aliases: []),
        Entry(name: "c#", file: "csharp.lang", own: true, aliases: ["csharp", "cs"]),
        Entry(name: "shell", file: "sh.lang", own: true, aliases: ["sh", "bash", "ksh"]),
        Entry(name: "zsh", file: "sh.lang", own: true, aliases: []),
        Entry(name: "powershell", file: "powershell.lang", own: true, aliases: ["pwsh", "ps1", "ps"]),
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
        Entry(name: "cmake", file: "cmake.lang", own: true, aliases: ["cmakelists", "cmakelists.txt"]),
        Entry(name: "dockerfile", file: "dockerfile.lang", own: true, aliases: ["docker", "containerfile"]),
        Entry(name: "lua", file: "lua.lang", own: false, aliases: []),
        Entry(name: "perl", file: "perl.lang", own: false, aliases: ["pl", "pm"]),
        Entry(name: "haskell", file: "haskell.lang", own: false, aliases: ["hs"]),
        // More of the library's definitions, for the fences READMEs also have.
        Entry(name: "scala", file: "scala.lang", own: false, aliases: ["sc"]),
        Entry(name: "groovy", file: "groovy.lang", own: false, aliases: ["gradle"]),
        Entry(name: "erlang", file: "erlang.lang", own: false, aliases: ["erl"]),
        Entry(name: "r", file: "r.lang", own: false, aliases: ["rscript", "splus"]),
        Entry(name: "scheme", file: "scheme.lang", own: false, aliases: ["scm", "racket"]),
        Entry(name: "lisp", file: "lisp.lang", own: false, aliases: ["elisp", "emacs-lisp", "common-lisp", "cl"]),
        Entry(name: "ocaml", file: "caml.lang", own: false, aliases: ["ml", "caml"]),
        Entry(name: "sml", file: "sml.lang", own: false, aliases: []),
        Entry(name: "d", file: "d.lang", own: false, aliases: ["dlang"]),
        Entry(name: "ada", file: "ada.lang", own: false, aliases: ["adb", "ads"]),
        Entry(name: "fortran", file: "fortran.lang", own: false, aliases: ["f90", "f95", "f03", "f08"]),
        Entry(name: "pascal", file: "pascal.lang", own: false, aliases: ["delphi", "pas", "objectpascal"]),
        Entry(name: "tcl", file: "tcl.lang", own: false, aliases: ["tk"]),
        Entry(name: "awk", file: "awk.lang", own: false, aliases: ["gawk", "mawk"]),
        Entry(name: "asm", file: "asm.lang", own: false, aliases: ["assembly", "nasm", "gas", "s"]),
        Entry(name: "vbscript", file: "vbscript.lang", own: false, aliases: ["vbs", "vb"]),
        Entry(name: "applescript", file: "applescript.lang", own: false, aliases: ["osascript"]),
        Entry(name: "coffeescript", file: "coffeescript.lang", own: false, aliases: ["coffee"]),
        Entry(name: "protobuf", file: "proto.lang", own: false, aliases: ["proto", "proto3"]),
        Entry(name: "latex", file: "latex.lang", own: false, aliases: ["tex"]),
        Entry(name: "postscript", file: "postscript.lang", own: false, aliases: ["eps"]),
        Entry(name: "vim", file: "vim.lang", own: false, aliases: ["vimscript", "viml"]),
        Entry(name: "properties", file: "properties.lang", own: false, aliases: ["java-properties"]),
        Entry(name: "batch", file: "bat.lang", own: false, aliases: ["bat", "cmd", "dosbatch"]),
        Entry(name: "prolog", file: "prolog.lang", own: false, aliases: []),
        Entry(name: "glsl", file: "glsl.lang", own: false, aliases: ["frag", "vert"]),
        Entry(name: "vala", file: "vala.lang", own: false, aliases: []),
        Entry(name: "haxe", file: "haxe.lang", own: false, aliases: ["hx"]),
        Entry(name: "cobol", file: "cobol.lang", own: false, aliases: ["cob", "cbl"]),
        Entry(name: "lex", file: "flex.lang", own: false, aliases: ["flex"]),
        Entry(name: "yacc", file: "bison.lang", own: false, aliases: ["bison"]),
        Entry(name: "m4", file: "m4.lang", own: false, aliases: []),
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
