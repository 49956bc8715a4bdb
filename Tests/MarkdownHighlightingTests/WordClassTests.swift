import CMarkSwift
import MarkdownHighlighting
import Testing

/// What each word of a language's code is drawn as: the fixes to definitions, each pinned
/// by the class a reader expects of a word.
@Suite struct WordClassTests {
    /// The class of the first token with each text in `code`, for `kind("word")`.
    private static func wordKinds(_ code: String, language: String) -> (String) -> SyntaxKind? {
        var session = SyntaxHighlighter().makeSession()
        let bytes = Array(code.utf8)
        let tokens = session.tokens(in: bytes, language: language)
        return { word in tokens.first { String(decoding: bytes[$0.range], as: UTF8.self) == word }?.kind }
    }

    /// The package's Python definition knows Python 3 (the library's has no `with`, `as`,
    /// `yield`, `None`, `True` or `False`): each word gets the class a reader expects.
    @Test func pythonThreeWordsGetTheirClasses() {
        let code =
            "@dataclass\nclass Clock(App):\n    def tick(self):\n        with open(f\"x\") as f:\n"
            + "            yield None if self.on is not True else 0x1F  # done\n"
        let kind = Self.wordKinds(code, language: "python")
        for word in ["class", "def", "with", "as", "yield", "if", "is", "not", "else"] { #expect(kind(word) == .keyword, "\(word)") }
        for word in ["None", "True"] { #expect(kind(word) == .constant, "\(word)") }
        #expect(kind("@dataclass") == .attribute)
        #expect(kind("Clock") == .type)
        #expect(kind("tick") == .function)
        #expect(kind("self") == .variable)
        #expect(kind("f\"x\"") == .string)
        #expect(kind("0x1F") == .number)
        #expect(kind("# done") == .comment)
    }

    /// Strings in single quotes are strings too, with or without a prefix, one line or three
    /// quotes long.
    @Test func pythonSingleQuotedStringsAreStrings() {
        let code = "x = 'abc' + \"def\"\ny = r'raw' + b'''bytes'''\n"
        let kind = Self.wordKinds(code, language: "python")
        for word in ["'abc'", "\"def\"", "r'raw'", "b'''bytes'''"] { #expect(kind(word) == .string, "\(word)") }
    }

    /// A character literal is a string, with or without `b`, and a lifetime is a label.
    @Test func rustCharactersAreStringsAndLifetimesLabels() {
        let code = "let c = 'c'; let b = b'x'; let e = '\\n';\nfn f<'a>(x: &'a str) {}\n"
        let kind = Self.wordKinds(code, language: "rust")
        for word in ["'c'", "b'x'", "'\\n'"] { #expect(kind(word) == .string, "\(word)") }
        #expect(kind("'a") == .label)
    }

    /// A function declared with generic parameters is a function, as one without.
    @Test func genericDeclarationsAreFunctions() {
        let rust = Self.wordKinds("fn first<'a>(w: &'a str) {}\nlet v = foo::<u8>(1);\n", language: "rust")
        #expect(rust("first") == .function)
        #expect(rust("foo") == .function)
        let swift = Self.wordKinds("func map<T>(_ f: (Int) -> T) -> [T] { items.map(f) }\n", language: "swift")
        #expect(swift("map") == .function)
    }

    /// `get` and `set` are methods far more often than accessor keywords: called, they are
    /// functions, in JavaScript and TypeScript.
    @Test(arguments: ["javascript", "typescript"])
    func getAndSetCallsAreFunctions(language: String) {
        let kind = Self.wordKinds("app.get('/', handler);\nmap.set(key, 1);\n", language: language)
        #expect(kind("get") == .function)
        #expect(kind("set") == .function)
    }

    /// The package's Go definition: constants and the predeclared types the library's lacks.
    @Test func goWordsGetTheirClasses() {
        let code =
            "func main() error {\n\tvar n int = iota\n\tif err != nil || ok == true { return err }\n"
            + "\ts := `raw` // done\n}\n"
        let kind = Self.wordKinds(code, language: "go")
        for word in ["func", "var", "if", "return"] { #expect(kind(word) == .keyword, "\(word)") }
        for word in ["iota", "nil", "true"] { #expect(kind(word) == .constant, "\(word)") }
        for word in ["error", "int"] { #expect(kind(word) == .type, "\(word)") }
        #expect(kind("main") == .function)
        #expect(kind("`raw`") == .string)
        #expect(kind("// done") == .comment)
    }

    /// In C and C++, `/**/` is an empty comment, not the start of a documentation comment
    /// that runs on over the code after it.
    @Test(arguments: ["c", "c++"])
    func emptyBlockCommentEndsWhereItStarts(language: String) {
        let kind = Self.wordKinds("int a; /**/ int b = 42;\nreturn b; /** doc */\n", language: language)
        #expect(kind("/**/") == .comment)
        #expect(kind("42") == .number)
        #expect(kind("return") == .keyword)
        #expect(kind("/** doc */") == .comment)
    }

    /// Character literals are strings, escaped quote and Unicode escape included.
    @Test(arguments: ["java", "c#", "c", "c++"])
    func characterLiteralsAreStrings(language: String) {
        let kind = Self.wordKinds("char a = '\\''; char b = '\\u0041'; char c = 'x';\n", language: language)
        for word in ["'\\''", "'\\u0041'", "'x'"] { #expect(kind(word) == .string, "\(language): \(word)") }
    }

    /// Ruby: class names are types, symbols constants, a method's name after `def` a
    /// function, the methods code is made of (`require`, `attr_reader`, `puts`) functions,
    /// and `#{…}` inside double quotes a variable.
    @Test func rubyWordsGetTheirClasses() {
        let code =
            "require \"json\"\nclass Greeter < Base\n  attr_reader :name\n"
            + "  def greet!(x = {a: 1}) = puts(\"Hi #{@name}\") if x&.size > 0\nend\nGreeter.new('x') # done\n"
        let kind = Self.wordKinds(code, language: "ruby")
        for word in ["Greeter", "Base"] { #expect(kind(word) == .type, "\(word)") }
        for word in [":name", "a:"] { #expect(kind(word) == .constant, "\(word)") }
        for word in ["require", "attr_reader", "puts", "greet!", "new"] { #expect(kind(word) == .function, "\(word)") }
        for word in ["class", "def", "if", "end"] { #expect(kind(word) == .keyword, "\(word)") }
        #expect(kind("#{@name}") == .variable)
        #expect(kind("'x'") == .string)
        #expect(kind("# done") == .comment)
    }

    /// Java annotations are attributes, qualified or with arguments; `@interface` declares
    /// an annotation type, and stays a keyword.
    @Test func javaAnnotationsAreAttributes() {
        let code =
            "@Override\npublic String toString() { return \"a@b\"; }\n"
            + "@Deprecated @SuppressWarnings(\"x\") @javax.annotation.Nullable int n;\npublic @interface Tag {}\n"
        let kind = Self.wordKinds(code, language: "java")
        for word in ["@Override", "@Deprecated", "@SuppressWarnings", "@javax.annotation.Nullable"] {
            #expect(kind(word) == .attribute, "\(word)")
        }
        #expect(kind("\"x\"") == .string)
        #expect(kind("\"a@b\"") == .string)
        #expect(kind("@interface") == .keyword)
        #expect(kind("Tag") == .type)
    }

    /// Words Java added from version 5 on are keywords, and a type's name after `enum` or
    /// `record` a type; a text block is a string over all its lines.
    @Test func javaNewerKeywordsAndTextBlocksAreHighlighted() {
        let code =
            "public sealed interface Shape permits Circle {}\npublic non-sealed class Square {}\n"
            + "enum Color { RED }\nrecord Point(int x) {}\n"
            + "var s = \"\"\"\n    Hello, \"world\"\n    \"\"\";\nint k = switch (x) { default -> { yield 1; } };\n"
        let kind = Self.wordKinds(code, language: "java")
        for word in ["sealed", "permits", "non-sealed", "enum", "record", "var", "yield"] {
            #expect(kind(word) == .keyword, "\(word)")
        }
        for word in ["Color", "Point"] { #expect(kind(word) == .type, "\(word)") }
        for word in ["\"\"\"", "    Hello, \"world\"", "    \"\"\""] { #expect(kind(word) == .string, "\(word)") }
        #expect(kind("switch") == .keyword)
    }

    /// CSS strings in either quotes are strings, in a block or out of one; a property is an
    /// attribute up to its colon, and a colour a number.
    @Test func cssStringsAreStrings() {
        let code = "@import \"base.css\";\na::before { content: \"!\"; font-family: 'Fira Code', monospace; }\n"
        let kind = Self.wordKinds(code, language: "css")
        for word in ["\"base.css\"", "\"!\"", "'Fira Code'"] { #expect(kind(word) == .string, "\(word)") }
        #expect(kind("content:") == .attribute)
        #expect(kind("@import") == .keyword)
        #expect(kind("::before") == .keyword)
    }

    /// CSS has no `//` comments: a URL's `//` leaves the rest of its line highlighted, and
    /// the URL is a string.
    @Test func cssURLsDoNotStartComments() {
        let kind = Self.wordKinds("body { background: url(http://x.org/a.png); color: #fff; }\n", language: "css")
        #expect(kind("http://x.org/a.png") == .string)
        #expect(kind("#fff") == .number)
        #expect(kind("color:") == .attribute)
        #expect(kind("body") == .tag)
    }

    /// The block of `@media` holds rules, not declarations: its selectors are selectors.
    @Test func cssRulesInsideMediaKeepTheirSelectors() {
        let kind = Self.wordKinds("@media (min-width: 40em) {\n  .card > a:hover { color: red; }\n}\n", language: "css")
        #expect(kind("@media") == .keyword)
        #expect(kind(".card") == .type)
        #expect(kind("a") == .tag)
        #expect(kind(":hover") == .keyword)
        #expect(kind("color:") == .attribute)
    }

    /// C# interpolated and verbatim strings are strings, prefix and all, and end at their
    /// closing quote: a verbatim string's backslash escapes nothing.
    @Test func csharpInterpolatedAndVerbatimStringsAreStrings() {
        let code =
            "var s = $\"Hello {name}\";\nvar p = @\"C:\\path\";\nvar d = @\"C:\\\" + dir;\n"
            + "var q = $@\"{x}\\y\" + $\"{d[\"k\"]}!\";\n"
        let kind = Self.wordKinds(code, language: "c#")
        for word in ["$\"Hello {name}\"", "@\"C:\\path\"", "@\"C:\\\"", "$@\"{x}\\y\"", "$\"{d[\"k\"]}!\""] {
            #expect(kind(word) == .string, "\(word)")
        }
        #expect(kind("+") == .operator)
    }

    /// C# raw strings run from three quotes or more (after any `$`s) to as many, over lines,
    /// with quotes and backslashes inside taken as they are.
    @Test func csharpRawStringsAreStrings() {
        let code =
            "var a = \"\"\"He said \"hi\" \\n\"\"\";\nvar b = $\"\"\"\n    {name}: \"quoted\"\n    \"\"\";\n"
            + "var c = $$\"\"\"\"\n    {{x}} \"\"\" still in\n    \"\"\"\";\nint n = 1;\n"
        let kind = Self.wordKinds(code, language: "c#")
        for word in [
            "\"\"\"He said \"hi\" \\n\"\"\"", "$\"\"\"", "    {name}: \"quoted\"", "    \"\"\"", "$$\"\"\"\"",
            "    {{x}} \"\"\" still in", "    \"\"\"\"",
        ] {
            #expect(kind(word) == .string, "\(word)")
        }
        #expect(kind("int") == .type)
    }

    /// Shell: what runs is a function (first on a line, after a pipe, `&&` or `$(`), flags
    /// are attributes, variables show inside double quotes, `#` starts a comment only at the
    /// start of a word, and a URL or path is not broken into operators.
    @Test(arguments: ["sh", "bash", "zsh"])
    func shellCommandsFlagsAndVariablesGetTheirClasses(language: String) {
        let code =
            "curl -fsSL https://example.com/install.sh | sh -s -- --prefix=/usr/local\n"
            + "export PATH=\"$HOME/bin:$PATH\" && echo a#b  # done\nv=$(git describe --tags)\n"
        var session = SyntaxHighlighter().makeSession()
        let bytes = Array(code.utf8)
        let tokens = session.tokens(in: bytes, language: language)
        let kind = Self.wordKinds(code, language: language)
        for word in ["curl", "sh", "export", "echo", "git"] { #expect(kind(word) == .function, "\(word)") }
        for word in ["-fsSL", "-s", "--prefix", "--tags"] { #expect(kind(word) == .attribute, "\(word)") }
        for word in ["$HOME", "$PATH"] { #expect(kind(word) == .variable, "\(word)") }
        #expect(kind("# done") == .comment)
        #expect(kind("v") == .variable)
        for path in ["https://example.com/install.sh", "/usr/local"] {
            let range = bytes.firstRange(of: Array(path.utf8)) ?? 0..<0
            #expect(!range.isEmpty && !tokens.contains { $0.range.overlaps(range) }, "\(path)")
        }
        #expect(!tokens.contains { String(decoding: bytes[$0.range], as: UTF8.self) == "#b" })
    }

    /// A `$ ` or `% ` starting a line of a shell block is a prompt, as READMEs write one, and
    /// the word after it the command.
    @Test func shellBlockPromptsAreApartFromTheirCommands() {
        let kind = Self.wordKinds("$ python -m pip install x\n% make\necho $ HOME\n", language: "bash")
        #expect(kind("$ ") == .prompt)
        #expect(kind("% ") == .prompt)
        for word in ["python", "make", "echo"] { #expect(kind(word) == .function, "\(word)") }
        #expect(kind("pip") == nil)
    }

    /// A RUN command is shell on every line it continues over, a comment line among them:
    /// flags, a comment after a command, and no instruction keyword starting a line.
    @Test func dockerfileRunContinuationLinesAreShell() {
        let code =
            "RUN apt-get update \\\n    && apt-get install -y curl; \\\n    # the key\n"
            + "    add-apt-repository \"ppa:x\" \\\n    && rm -rf $DIR 2>&1  # done\nENV A=1\n"
        let kind = Self.wordKinds(code, language: "dockerfile")
        for word in ["-y", "-rf"] { #expect(kind(word) == .attribute, "\(word)") }
        #expect(kind("# done") == .comment)
        #expect(kind("\"ppa:x\"") == .string)
        #expect(kind("$DIR") == .variable)
        #expect(kind("2>&1") == .operator)
        var session = SyntaxHighlighter().makeSession()
        let bytes = Array(code.utf8)
        let keywords = session.tokens(in: bytes, language: "dockerfile").filter { $0.kind == .keyword }
        #expect(keywords.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["RUN", "ENV"])
    }

    /// `AS` naming a build stage is a keyword in any case, as the instructions are.
    @Test func dockerfileAsIsAKeywordInAnyCase() {
        let code = "FROM golang:1.22 AS build\nfrom alpine as run\nFROM scratch As final\n"
        let kind = Self.wordKinds(code, language: "dockerfile")
        for word in ["FROM", "AS", "from", "as", "As"] { #expect(kind(word) == .keyword, "\(word)") }
    }

    /// PowerShell, in the package's own definition: cmdlets are functions, parameters
    /// attributes, dash operators operators in any case, bracketed types types, and
    /// `$true`/`$null` constants while other `$names` are variables.
    @Test func powerShellWordsGetTheirClasses() {
        let code =
            "function Install-Tool {\n    param([string]$Name, [int[]]$Ports)\n"
            + "    foreach ($item in Get-ChildItem -Path $env:TEMP -Recurse) {\n"
            + "        if ($item.Length -GT 1MB -and $null -ne $item) { return $true }  # big\n    }\n}\n"
            + "[System.IO.File]::ReadAllText('a#b.txt') -replace 'x', 'y'\n"
        let kind = Self.wordKinds(code, language: "powershell")
        for word in ["function", "param", "foreach", "in", "if", "return"] { #expect(kind(word) == .keyword, "\(word)") }
        for word in ["Install-Tool", "Get-ChildItem"] { #expect(kind(word) == .function, "\(word)") }
        for word in ["-Path", "-Recurse"] { #expect(kind(word) == .attribute, "\(word)") }
        for word in ["-GT", "-and", "-ne", "-replace"] { #expect(kind(word) == .operator, "\(word)") }
        for word in ["[string]", "[int[]]", "[System.IO.File]"] { #expect(kind(word) == .type, "\(word)") }
        for word in ["$Name", "$env:TEMP", "$item"] { #expect(kind(word) == .variable, "\(word)") }
        for word in ["$null", "$true"] { #expect(kind(word) == .constant, "\(word)") }
        #expect(kind("1MB") == .number)
        #expect(kind("'a#b.txt'") == .string)
        #expect(kind("# big") == .comment)
    }

    /// What runs is a function where a command stands (first on a line, after a prompt, a
    /// pipe or `;`), native programs and scripts too; a URL is one link, a `--flag` an
    /// attribute, and a hash table's key being set is no command.
    @Test func powerShellCommandsWhereTheyStandAreFunctions() {
        let code =
            "irm https://get.scoop.sh | iex\nwinget install --id Git.Git -e\n.\\build.ps1 -Configuration Release\n"
            + "PS C:\\> dotnet --version\n$params = @{\n    Path = \".\"\n}\nelse { x }\n"
        let kind = Self.wordKinds(code, language: "powershell")
        for word in ["irm", "iex", "winget", ".\\build.ps1", "dotnet"] { #expect(kind(word) == .function, "\(word)") }
        #expect(kind("https://get.scoop.sh") == .link)
        for word in ["--id", "-e", "--version", "-Configuration"] { #expect(kind(word) == .attribute, "\(word)") }
        for word in ["install", "Git.Git", "Release", "Path"] { #expect(kind(word) == nil, "\(word)") }
        #expect(kind("PS C:\\> ") == .prompt)
        #expect(kind("else") == .keyword)
    }

    /// Double quotes and `@" "@` expand `$var`, `${name}` and `$(…)`, which show inside the
    /// string; single quotes and `@' '@` do not; `<# … #>` is a comment over lines.
    @Test func powerShellStringsShowWhatTheyExpand() {
        let code =
            "<#\n.SYNOPSIS\n#>\nWrite-Host \"Hi $($user.Name) in ${dir} as $Name`n\"\n"
            + "$text = @\"\nToday is $(Get-Date)\n\"@\n$raw = @'\nNo $expansion\n'@\n"
        var session = SyntaxHighlighter().makeSession()
        let bytes = Array(code.utf8)
        let tokens = session.tokens(in: bytes, language: "powershell")
        let text = tokens.map { (String(decoding: bytes[$0.range], as: UTF8.self), $0.kind) }
        for word in ["$($user.Name)", "${dir}", "$Name", "$(Get-Date)"] {
            #expect(text.contains { $0 == (word, .variable) }, "\(word)")
        }
        #expect(text.contains { $0 == ("`n", .escape) })
        #expect(!text.contains { $0.0 == "$expansion" })
        #expect(text.contains { $0.0.contains("No $expansion") && $0.1 == .string })
        #expect(text.contains { $0.0.contains("SYNOPSIS") && $0.1 == .comment })
        #expect(!text.contains { $0.0 == "Get-Date" })
    }

    /// GNU source-highlight ships no CMake definition: the package's own colours a
    /// `CMakeLists.txt` (issue 41) the way its commands, arguments and variables read.
    @Test(arguments: ["cmake", "CMakeLists.txt"])
    func cmakeWordsGetTheirClasses(language: String) {
        let code =
            "#[[ note ]]\nproject(demo VERSION 1.2)\nif(BUILD_TESTS)  # tests\n"
            + "  target_link_libraries(app PUBLIC \"${LIBS}\" $<CONFIG:Debug>)\nendif()\n"
        let kind = Self.wordKinds(code, language: language)
        #expect(kind("#[[ note ]]") == .comment)
        #expect(kind("# tests") == .comment)
        for word in ["project", "target_link_libraries"] { #expect(kind(word) == .function, "\(word)") }
        for word in ["if", "endif"] { #expect(kind(word) == .keyword, "\(word)") }
        for word in ["VERSION", "PUBLIC", "BUILD_TESTS"] { #expect(kind(word) == .attribute, "\(word)") }
        #expect(kind("1.2") == .number)
        #expect(kind("${LIBS}") == .variable)
        #expect(kind("$<CONFIG:") == .preprocessor)
        #expect(SyntaxHighlighter.language(named: language) != nil)
    }
}
