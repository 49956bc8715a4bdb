import CMarkSwift
import MarkdownHighlighting
import Testing

@Suite struct LanguageTests {
    /// A short sample of each language the issue lists, by its fence name.
    static let samples: [String: String] = [
        "swift": "import Foundation\n// greet\nstruct Point { var x = 42; func move() -> String { \"moved\" } }\n",
        "objc": "#import <Foundation/Foundation.h>\n@interface Greeter : NSObject\n- (void)greet; // hi\n@end\n"
            + "NSString *s = @\"hi\"; int n = 3;\n",
        "c": "#include <stdio.h>\n/* entry */\nint main(void) { printf(\"%d\\n\", 42); return 0; }\n",
        "c++": "#include <vector>\n// sum\ntemplate <typename T> T sum(std::vector<T> v) { return v.size() + 1; }\n",
        "rust": "// entry\nfn main() { let x: i32 = 42; println!(\"{}\", x); }\n",
        "go": "package main\n// entry\nfunc main() { x := 42; fmt.Println(\"hi\", x) }\n",
        "python": "import os\n# entry\ndef main(x=42):\n    return \"hi\" + str(x)\n",
        "javascript": "// entry\nconst add = function (a, b) { return a + b + 42; };\nconsole.log(\"hi\");\n",
        "typescript": "// entry\ninterface Point { x: number }\nexport function add(a: number): Point { return { x: a + 42 }; }\n"
            + "const s = \"hi\";\n",
        "java": "import java.util.List;\n// entry\n"
            + "public class Main { public static void main(String[] args) { int x = 42; System.out.println(\"hi\"); } }\n",
        "kotlin": "package demo\n// entry\nfun main(args: Array<String>) { val x = 42; println(\"hi $x\") }\n",
        "ruby": "require 'json'\n# entry\ndef greet(name)\n  puts \"hi #{name}\" if 42 > 1\nend\n",
        "php": "<?php\n// entry\nfunction greet($name) { echo \"hi \" . $name; return 42; }\n",
        "c#": "using System;\n// entry\npublic class Program { static void Main() { int x = 42; Console.WriteLine(\"hi\"); } }\n",
        "sh": "#!/bin/sh\n# entry\nfor f in *.md; do echo \"$f\"; done\nexport NAME=42\n",
        "bash": "# entry\nif [ -n \"$HOME\" ]; then echo hi; fi\n",
        "zsh": "# entry\nfor f in *.md; do print \"$f\"; done\n",
        "shell": "# entry\nexport PATH=\"$HOME/bin:$PATH\"\n",
        "console": "$ ls -la | grep md\nREADME.md\nuser@host:~$ echo $HOME\n/root\n",
        "shell-session": "$ make test\nok\n",
        "json": "{\"name\": \"cmark\", \"version\": 42, \"tags\": [true, null]}\n",
        "yaml": "# config\nname: cmark\nversion: 42\nenabled: true\nlist:\n  - \"a\"\n",
        "toml": "# config\n[package]\nname = \"cmark\"\nversion = 42\nenabled = true\n",
        "ini": "; config\n[core]\nname = cmark\nsize = 42\n",
        "xml": "<?xml version=\"1.0\"?>\n<!-- c -->\n<root id=\"a\">text</root>\n",
        "html": "<!DOCTYPE html>\n<!-- c -->\n<p class=\"x\">Hi <b>there</b></p>\n",
        "css": "/* c */\nbody { color: #fff; margin: 0 auto; }\n.x > a:hover { font-size: 12px; }\n",
        "sql": "-- entry\nSELECT name, COUNT(*) FROM users WHERE id = 42 AND name = 'x';\n",
        "markdown": "# Title\n\nSome **bold** and `code` and [a link](https://example.com).\n\n- item\n",
        "diff": "--- a/file\n+++ b/file\n@@ -1,2 +1,2 @@\n-old line\n+new line\n",
        "makefile": "# build\nCC = cc\nall: main.o\n\t$(CC) -o main main.o\n",
        "dockerfile": "# image\nFROM debian:12 AS build\nRUN apt-get update && apt-get install -y curl\nENV NAME=\"x\"\nEXPOSE 8080\n",
        "lua": "-- entry\nlocal function greet(name)\n  return \"hi \" .. name .. 42\nend\n",
        "perl": "use strict;\n# entry\nmy $x = 42;\nprint \"hi $x\\n\";\n",
        "haskell": "-- entry\nmain :: IO ()\nmain = putStrLn \"hi\" >> print 42\n",
        "py": "def f():\n    return 42  # c\n",
        "js": "let x = \"a\"; // c\n",
        "ts": "let x: number = 42; // c\n",
        "yml": "key: 42 # c\n",
        "rs": "fn f() -> u8 { 42 } // c\n",
        "golang": "func f() int { return 42 } // c\n",
        "cpp": "int f() { return 42; } // c\n",
        "patch": "-a\n+b\n@@ -1 +1 @@\n",
    ]

    private func kinds(_ language: String, _ code: String) -> Set<SyntaxKind> {
        var session = SyntaxHighlighter().makeSession()
        let tokens = session.tokens(in: Array(code.utf8), language: language)
        return Set(tokens.map(\.kind))
    }

    @Test(arguments: samples.keys.sorted())
    func listedLanguageProducesSeveralTokenClasses(language: String) {
        let found = kinds(language, Self.samples[language]!)
        #expect(found.count >= 3, "\(language): \(found.map(\.rawValue).sorted())")
        #expect(SyntaxHighlighter.language(named: language) != nil)
    }

    /// More of the library's definitions, one line each: every one loads and colours it.
    static let moreSamples: [String: String] = [
        "scala": "object Main { def f(x: Int): String = \"n\" + x } // c\n",
        "groovy": "def greet(name) { println \"hi ${name}\" } // c\n",
        "erlang": "-module(m).\nf(X) -> io:format(\"~p~n\", [X]). % c\n",
        "r": "f <- function(x) { print(\"x\"); return(x + 1) } # c\n",
        "scheme": "(define (f x) (display \"x\") 42) ; c\n",
        "lisp": "(defun f (x) (format t \"x\") 42) ; c\n",
        "ocaml": "let rec f x = if x > 0 then \"a\" else \"b\" (* c *)\n",
        "sml": "fun f x = if x > 0 then \"a\" else \"b\" (* c *)\n",
        "d": "import std.stdio;\nvoid main() { writeln(\"hi\"); int x = 42; } // c\n",
        "ada": "procedure Main is begin Put_Line (\"hi\"); end Main; -- c\n",
        "fortran": "program main\n  integer :: x = 42\n  print *, \"hi\" ! c\nend program\n",
        "pascal": "program P; begin WriteLn('hi'); x := 42; end. { c }\n",
        "tcl": "proc f {x} { puts \"hi $x\"; return 42 } ;# c\n",
        "awk": "BEGIN { FS = \":\" } { print $1, 42 } # c\n",
        "asm": "main:\n  mov eax, 42 ; c\n  ret\n",
        "vbscript": "Dim x\nx = 42 ' c\nMsgBox \"hi\"\n",
        "applescript": "tell application \"Finder\" to activate -- c\nset x to 42\n",
        "coffeescript": "square = (x) -> x * x # c\nalert \"hi\"\n",
        "protobuf": "syntax = \"proto3\";\nmessage M { int32 id = 1; // c\n}\n",
        "latex": "\\section{Intro} % c\n\\textbf{bold} $x^2$\n",
        "postscript": "/f { 42 add } def % c\n(hi) show\n",
        "vim": "let g:x = 42 \" c\nfunction! F()\n  echo \"hi\"\nendfunction\n",
        "properties": "# c\nkey = value\nname: x\n",
        "batch": "@echo off\nREM c\nset X=42\necho %X%\n",
        "prolog": "f(X) :- X > 42, write('hi'). % c\n",
        "glsl": "uniform vec4 color; // c\nvoid main() { gl_FragColor = color * 0.5; }\n",
        "vala": "void main () { stdout.printf (\"hi\"); int x = 42; } // c\n",
        "haxe": "class Main { static function main() { trace(\"hi\"); } } // c\n",
        "cobol": "       IDENTIFICATION DIVISION.\n       PROGRAM-ID. HELLO.\n       PROCEDURE DIVISION.\n           DISPLAY \"HI\".\n",
        "lex": "%%\n[0-9]+ { return NUMBER; } /* c */\n%%\n",
        "yacc": "%token NUM\n%%\nexp: NUM { $$ = $1; } ; /* c */\n%%\n",
        "m4": "define(`X', `42') dnl c\nX\n",
    ]

    @Test(arguments: moreSamples.keys.sorted())
    func moreOfTheLibrarysLanguagesColourTheirCode(language: String) {
        let found = kinds(language, Self.moreSamples[language]!)
        #expect(found.count >= 2, "\(language): \(found.map(\.rawValue).sorted())")
        #expect(SyntaxHighlighter.language(named: language) == language)
    }

    @Test func unknownLanguageAndNoneProduceNoTokens() {
        #expect(kinds("brainfudge", "let x = 42 // comment\n").isEmpty)
        #expect(kinds("", "let x = 42 // comment\n").isEmpty)
        #expect(SyntaxHighlighter.language(named: "brainfudge") == nil)
    }

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

    @Test func aliasesAndWrappersResolveCaseInsensitively() {
        #expect(SyntaxHighlighter.language(named: "py") == "python")
        #expect(SyntaxHighlighter.language(named: "Shell") == "shell")
        #expect(SyntaxHighlighter.language(named: "objc") == "objective-c")
        #expect(SyntaxHighlighter.language(named: "{.rust}") == "rust")
        #expect(SyntaxHighlighter.language(named: "language-golang") == "go")
        #expect(SyntaxHighlighter.language(named: "C++") == "c++")
    }

    @Test func consolePromptsAreApartFromOutput() {
        var session = SyntaxHighlighter().makeSession()
        let code = Array("$ echo hi\nhi\n".utf8)
        let tokens = session.tokens(in: code, language: "console")
        let text = tokens.map { (String(decoding: code[$0.range], as: UTF8.self), $0.kind) }
        #expect(text.contains { $0 == ("$ ", .prompt) })
        #expect(text.contains { $0 == ("echo", .function) })
        #expect(text.contains { $0 == ("hi", .output) })
    }

    @Test func tokensAreInOrderWithinTheCode() {
        var session = SyntaxHighlighter().makeSession()
        for (language, sample) in Self.samples {
            let code = Array(sample.utf8)
            var end = 0
            for token in session.tokens(in: code, language: language) {
                #expect(token.range.lowerBound >= end && token.range.upperBound <= code.count, "\(language)")
                end = token.range.upperBound
            }
        }
    }
}

@Suite struct ConcurrencyTests {
    /// source-highlight's definition parser uses global variables: sessions on many threads
    /// at once must still give each the tokens one session alone gives.
    @Test func sessionsOnManyThreadsAgreeWithOneAlone() async {
        let languages = LanguageTests.samples.keys.sorted()
        func run() -> [[CodeToken]] {
            var session = SyntaxHighlighter().makeSession()
            return languages.map { session.tokens(in: Array(LanguageTests.samples[$0]!.utf8), language: $0) }
        }
        let alone = run()
        let together = await withTaskGroup(of: [[CodeToken]].self) { group in
            for _ in 0..<6 { group.addTask { run() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for result in together { #expect(result == alone) }
    }
}
