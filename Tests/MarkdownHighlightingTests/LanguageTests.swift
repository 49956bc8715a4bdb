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
        "powershell": "# entry\nGet-ChildItem -Path $env:TEMP | Where-Object { $_.Length -gt 42 }\nWrite-Host \"hi $name\"\n",
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
        "cmake": "# build\ncmake_minimum_required(VERSION 3.16)\nset(NAME \"app-${V}\")\nif(WIN32)\nendif()\n",
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

    @Test func aliasesAndWrappersResolveCaseInsensitively() {
        #expect(SyntaxHighlighter.language(named: "py") == "python")
        #expect(SyntaxHighlighter.language(named: "Shell") == "shell")
        #expect(SyntaxHighlighter.language(named: "objc") == "objective-c")
        #expect(SyntaxHighlighter.language(named: "{.rust}") == "rust")
        #expect(SyntaxHighlighter.language(named: "language-golang") == "go")
        #expect(SyntaxHighlighter.language(named: "C++") == "c++")
        for word in ["pwsh", "ps1", "ps", "PowerShell"] { #expect(SyntaxHighlighter.language(named: word) == "powershell", "\(word)") }
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
