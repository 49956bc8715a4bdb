import Foundation
import Testing

@testable import MarkdownTheme

@Suite struct ThemeLoadingTests {
    /// Writes `files` (name: JSON) into a fresh directory and returns its path.
    private func folder(_ files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("theme-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }
        return url.path
    }

    private func message(_ json: String, name: String = "theme.json") -> String? {
        do {
            _ = try Theme(json: Array(json.utf8), name: name)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func extendsOverridesAFewFieldsOfDark() throws {
        let json = """
            {
              "extends": "dark",
              "name": "mine",
              "headings": {"h1": {"foreground": "#ff8800"}, "base": {"underline": true}},
              "list": {"bullets": ["-"]},
              "link": {"display": "references"}
            }
            """
        let theme = try Theme(json: Array(json.utf8), name: "file")
        var expected = Theme.dark
        expected.name = "mine"
        expected.summary = nil
        expected.headings[1].foreground = .rgb(0xff, 0x88, 0x00)
        expected.headings.base.underline = true
        expected.list.bullets = ["-"]
        expected.link.display = .references
        #expect(theme == expected)
        #expect(theme.headings[1].background == Theme.dark.headings[1].background)
    }

    @Test func extendsAFileRelativeToTheTheme() throws {
        let path = try folder([
            "base.json": #"{"extends": "light", "strong": {"foreground": "red"}}"#,
            "top.json": #"{"extends": "base.json", "emphasis": {"underline": true}}"#,
        ])
        let theme = try Theme(contentsOf: path + "/top.json")
        #expect(theme.name == "top")
        #expect(theme.strong.foreground == .ansi(1))
        #expect(theme.strong.bold == true)
        #expect(theme.emphasis == Style(italic: true, underline: true))
        #expect(theme.codeBlock == Theme.light.codeBlock)
    }

    @Test func syntaxStylesOverrideOneClassOfTheBase() throws {
        let json = ##"{"extends": "dark", "syntax": {"keyword": {"foreground": "#ff0000", "bold": true}}}"##
        let theme = try Theme(json: Array(json.utf8), name: "mine.json")
        #expect(theme.syntax[.keyword] == Style(foreground: .rgb(0xff, 0, 0), bold: true))
        #expect(theme.syntax[.string] == Theme.dark.syntax[.string])
        #expect(message(#"{"syntax": {"keywrd": {}}}"#)?.contains("syntax.keywrd") == true)
    }

    @Test func missingFieldsInheritEverything() throws {
        let theme = try Theme(json: Array("{}".utf8), name: "empty")
        #expect(theme == Theme(name: "empty"))
    }

    @Test func resolvePrefersBuiltInsThenFiles() throws {
        #expect(try Theme.resolve("light") == .light)
        let path = try folder(["x.json": #"{"name": "x", "code": {"bold": true}}"#])
        #expect(try Theme.resolve(path + "/x.json").code.bold == true)
        #expect(throws: ThemeError.unknownTheme(name: "drak")) { try Theme.resolve("drak") }
        #expect(ThemeError.unknownTheme(name: "drak").message.hasSuffix("did you mean 'dark'?"))
    }

    @Test func badJSONReportsLineAndColumn() {
        let json = "{\n  \"headings\": {\n    \"h1\": {\"bold\": true,}\n  }\n}\n"
        #expect(message(json) == "theme.json:3:25: invalid JSON: trailing comma before '}'")
        #expect(
            message("{\"a\": tru}")
                == "theme.json:1:7: invalid JSON: expected a value (strings need double quotes; the literals are true, false and null)")
        #expect(message("{\"code\": {}") == "theme.json:1:12: invalid JSON: unexpected end of file; a '{' or '[' is not closed")
        #expect(message("{\"é\": 1 2}") == "theme.json:1:9: invalid JSON: expected ',' or '}' after an object's value")
        #expect(message("{\"code\": {}, \"code\": {}}") == "theme.json:1:14: invalid JSON: duplicate key \"code\"")
    }

    @Test func badColourNamesKeyPathAndExpectation() {
        let json = """
            {
              "headings": {
                "h2": {"foreground": "orangey"}
              }
            }
            """
        #expect(
            message(json)
                == ##"theme.json:3:12: headings.h2.foreground: expected a colour like "#ff8800", 208 or "red", got "orangey""##)
        #expect(
            message(#"{"code": {"background": 300}}"#)
                == ##"theme.json:1:11: code.background: expected a palette index from 0 to 255 or a colour like "#ff8800", 208 or "red", got 300"##
        )
    }

    @Test func badValuesOfOtherKinds() {
        #expect(message(#"{"strong": {"bold": "yes"}}"#) == #"theme.json:1:13: strong.bold: expected true or false, got "yes""#)
        #expect(
            message(#"{"table": {"borders": "double"}}"#)
                == #"theme.json:1:12: table.borders: expected one of "unicode", "ascii", "none", got "double""#)
        #expect(
            message(#"{"paragraph": {"marginBottom": -1}}"#)
                == "theme.json:1:16: paragraph.marginBottom: expected a whole number from 0 to 1000, got -1")
        #expect(
            message(#"{"list": {"bullets": ["*", 3]}}"#)
                == "theme.json:1:28: list.bullets[1]: expected a string, got another kind of value")
        #expect(
            message(#"{"emphasis": "italic"}"#)
                == #"theme.json:1:2: emphasis: expected an object of style fields such as {"foreground": "red", "bold": true}, got "italic""#
        )
        #expect(message("[]") == #"theme.json: expected a theme object such as {"extends": "dark"}, got an array"#)
    }

    @Test func unknownKeysAreRejectedWithTheKnownOnes() throws {
        let text = try #require(message(#"{"headings": {"h1": {"forground": "red"}}}"#))
        #expect(
            text.hasPrefix(
                "theme.json:1:22: headings.h1.forground: unknown key; did you mean 'foreground'? Known keys here: foreground, background, bold,"
            ))
        #expect(message(#"{"heading": {}}"#)?.hasPrefix("theme.json:1:2: heading: unknown key; did you mean 'headings'?") == true)
    }

    @Test func unknownExtendsTarget() throws {
        let path = try folder(["a.json": #"{"extends": "drak"}"#])
        #expect(throws: ThemeError.self) { try Theme(contentsOf: path + "/a.json") }
        do {
            _ = try Theme(contentsOf: path + "/a.json")
        } catch {
            #expect(
                error.message
                    == "\(path)/a.json: extends: \"drak\" is neither a built-in theme (dark, light, ascii, plain, dracula) nor a readable file (\(path)/drak: No such file or directory)"
            )
        }
    }

    @Test func extendsCycleIsReported() throws {
        let path = try folder([
            "a.json": #"{"extends": "b.json"}"#,
            "b.json": #"{"extends": "a.json"}"#,
        ])
        #expect(throws: ThemeError.extendsCycle(chain: ["\(path)/a.json", "\(path)/b.json", "\(path)/a.json"])) {
            try Theme(contentsOf: path + "/a.json")
        }
        let text = ThemeError.extendsCycle(chain: ["a.json", "b.json", "a.json"]).message
        #expect(text == "a.json: themes extend each other in a cycle: a.json -> b.json -> a.json")
        let selfPath = try folder(["self.json": #"{"extends": "./self.json"}"#])
        #expect(throws: ThemeError.self) { try Theme(contentsOf: selfPath + "/self.json") }
    }

    @Test func unreadableFile() {
        #expect(throws: ThemeError.unreadable(file: "/nonexistent/x.json", reason: "No such file or directory")) {
            try Theme(contentsOf: "/nonexistent/x.json")
        }
    }

    @Test func plainDecoderExtendsOnlyBuiltIns() throws {
        let theme = try JSONDecoder().decode(Theme.self, from: Data(#"{"extends": "ascii", "name": "a2"}"#.utf8))
        #expect(theme.name == "a2")
        #expect(theme.list == Theme.ascii.list)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Theme.self, from: Data(#"{"extends": "other.json"}"#.utf8))
        }
    }

    @Test func invalidUTF8IsReportedWhereItStarts() throws {
        let bytes = Array("{\n  \"name\": \"x".utf8) + [0xff] + Array("\"}".utf8)
        #expect(
            throws: ThemeError.syntax(
                file: "t.json", position: .init(line: 2, column: 13), message: "not UTF-8 text; save the theme as UTF-8")
        ) {
            try Theme(json: bytes, name: "t.json")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let json = "{\"code\": " + String(repeating: "[", count: 100_000)
        #expect(message(json) == "theme.json:1:521: invalid JSON: nested deeper than 512 levels")
    }

    @Test func readsTheImageHeightAndFallbackAndRejectsBadOnes() throws {
        let theme = try Theme(json: Array(#"{"image": {"maxHeight": 8, "fallback": "symbols"}}"#.utf8), name: "t")
        #expect(theme.image.maxHeight == 8 && theme.image.fallback == .symbols)
        #expect(try Theme(json: Array(theme.jsonText.utf8), name: "t") == theme)
        #expect(message(#"{"image": {"maxHeight": 0}}"#)?.contains("image.maxHeight") == true)
        #expect(message(#"{"image": {"fallback": "ascii-art"}}"#)?.contains(#"one of "placeholder", "symbols""#) == true)
    }

    /// One object of 100,000 keys loads (each object's keys are one set, grown in place: the
    /// check once copied it per key, so this took minutes), and a fault at its end is still
    /// reported at its key path, line and column.
    @Test func anObjectWithManyKeysLoads() throws {
        let count = 100_000
        var members = (0..<count).map { "\"s\($0)\": {}" }
        let text = { "{\"custom\": {" + members.joined(separator: ", ") + "}}" }
        let theme = try Theme(json: Array(text().utf8), name: "big.json")
        #expect(theme.custom.count == count && theme.custom["s99999"] == Style())
        members[count - 1] = #""s0": {}"#
        let duplicate = text()
        let at = duplicate.utf8.count - #""s0": {}}}"#.utf8.count + 1
        #expect(message(duplicate, name: "big.json") == "big.json:1:\(at): invalid JSON: duplicate key \"s0\"")
        members[count - 1] = #""s99999": {"bold": 1}"#
        let bad = text()
        let column = bad.utf8.count - #""bold": 1}}}"#.utf8.count + 1
        #expect(message(bad, name: "big.json") == "big.json:1:\(column): custom.s99999.bold: expected true or false, got 1")
    }
}
