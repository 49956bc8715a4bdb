import Foundation
import Testing

/// Defaults a user sets (issue 22): the config file and `CMARK_SWIFT_*` variables, their
/// precedence (flags > environment > config file > built-in), and errors that name the
/// file, line and key.
@Suite struct DefaultsTests {
    static let document = "# Title\n\n" + String(repeating: "word ", count: 60) + "\n\n- ~~gone~~ item\n"

    /// A directory with `doc.md` and a config file holding `config`.
    static func fixture(config: String) throws -> URL {
        let directory = try CLIRunner.temporaryDirectory()
        try Data(document.utf8).write(to: directory.appendingPathComponent("doc.md"))
        try Data(config.utf8).write(to: directory.appendingPathComponent("config"))
        return directory
    }

    static func widest(_ output: String) -> Int {
        output.split(separator: "\n").map { (line: Substring) in line.count }.max() ?? 0
    }

    @Test func theConfigFileSetsThemeAndWidth() throws {
        let directory = try Self.fixture(config: "# my defaults\n\ntheme = ascii\nwidth = 30\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let configured = try CLIRunner.run(["doc.md"], directory: directory, environment: ["CMARK_SWIFT_CONFIG": "config"])
        let explicit = try CLIRunner.run(["doc.md", "--theme", "ascii", "--width", "30"], directory: directory)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(configured.stdout == explicit.stdout)
        #expect(Self.widest(configured.output) <= 30 && Self.widest(configured.output) > 20)
    }

    @Test func flagsWinOverTheEnvironmentWhichWinsOverTheFile() throws {
        let directory = try Self.fixture(config: "theme = ascii\nwidth = 30\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["CMARK_SWIFT_CONFIG": "config", "CMARK_SWIFT_WIDTH": "50"]
        let fromEnvironment = try CLIRunner.run(["doc.md"], directory: directory, environment: environment)
        #expect(Self.widest(fromEnvironment.output) > 30 && Self.widest(fromEnvironment.output) <= 50)
        #expect(fromEnvironment.stdout == (try CLIRunner.run(["doc.md", "--theme", "ascii", "-w", "50"], directory: directory)).stdout)
        let fromFlag = try CLIRunner.run(["doc.md", "--width", "70", "--theme", "plain"], directory: directory, environment: environment)
        #expect(fromFlag.stdout == (try CLIRunner.run(["doc.md", "--theme", "plain", "-w", "70"], directory: directory)).stdout)
    }

    /// `$XDG_CONFIG_HOME/cmark-swift/config`, else `~/.config/cmark-swift/config`.
    @Test func theFileIsFoundAtTheXDGLocationThenUnderHome() throws {
        let directory = try Self.fixture(config: "")
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["xdg/cmark-swift", "home/.config/cmark-swift"] {
            let path = directory.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
            try Data("width = \(folder.hasPrefix("xdg") ? 25 : 35)\n".utf8).write(to: path.appendingPathComponent("config"))
        }
        let home = directory.appendingPathComponent("home").path
        let script = { (xdg: String) in
            "cd '\(directory.path)' && env -u CMARK_SWIFT_CONFIG \(xdg) HOME='\(home)' \"$CMARK\" doc.md --theme plain"
        }
        let underHome = try CLIRunner.shell(script("-u XDG_CONFIG_HOME"))
        #expect(underHome.status == 0, "\(underHome.stderr)")
        #expect(Self.widest(underHome.output) <= 35 && Self.widest(underHome.output) > 25)
        let xdg = try CLIRunner.shell(script("XDG_CONFIG_HOME='\(directory.appendingPathComponent("xdg").path)'"))
        #expect(Self.widest(xdg.output) <= 25 && Self.widest(xdg.output) > 15)
    }

    @Test(arguments: [
        ("theme = ascii\nthme = dark\n", "config:2: unknown key 'thme'; did you mean 'theme'?"),
        ("width = wide\n", "config:1: width must be a whole number from 1 to 4096 or 'auto', got 'wide'"),
        ("\n\npager = sometimes\n", "config:3: pager must be one of auto, never, always, got 'sometimes'"),
        ("links inline\n", "config:1: expected 'key = value', got 'links inline'"),
        ("theme = no-such-theme\n", "config:1: theme: no theme 'no-such-theme'"),
        ("colour = never\n", "config:1: unknown key 'colour'; did you mean 'color'?"),
    ])
    func aConfigErrorIsOneLineNamingTheFileLineAndKey(config: String, message: String) throws {
        let directory = try Self.fixture(config: config)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["render", "doc.md"], directory: directory, environment: ["CMARK_SWIFT_CONFIG": "config"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("cmark-swift: error: " + message), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func aBadVariableIsNamed() throws {
        let result = try CLIRunner.run(["render"], stdin: Array("x\n".utf8), environment: ["CMARK_SWIFT_LINKS": "footnotes"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "cmark-swift: error: CMARK_SWIFT_LINKS: links must be one of hyperlink, inline, references, none, got 'footnotes'\n")
    }

    @Test func aMistypedVariableIsWarnedAboutWithTheClosestName() throws {
        let result = try CLIRunner.run(
            ["render", "--color", "never"], stdin: Array("x\n".utf8), environment: ["CMARK_SWIFT_THEM": "ascii"])
        #expect(result.status == 0)
        #expect(result.output == "x\n")
        #expect(result.stderr == "cmark-swift: warning: CMARK_SWIFT_THEM is not a setting; did you mean CMARK_SWIFT_THEME? (ignored)\n")
    }

    /// A setting applies to the commands whose table has its option: `pager` is not an
    /// error for `view` (which pages itself), and `html` reads no defaults at all.
    @Test func settingsApplyOnlyWhereTheOptionExists() throws {
        let directory = try Self.fixture(config: "pager = never\nwidth = 30\nlinks = inline\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["CMARK_SWIFT_CONFIG": "config"]
        let view = try CLIRunner.run(["view", "doc.md"], directory: directory, environment: environment)
        #expect(view.status == 0, "\(view.stderr)")
        #expect(Self.widest(view.output) <= 30)
        let html = try CLIRunner.run(["html", "doc.md"], directory: directory, environment: ["CMARK_SWIFT_CONFIG": "missing/config"])
        #expect(html.status == 0 && html.output.hasPrefix("<h1>"))
        // A config file that does not exist is no config.
        let render = try CLIRunner.run(["render", "doc.md"], directory: directory, environment: ["CMARK_SWIFT_CONFIG": "missing"])
        #expect(render.status == 0 && render.stderr.isEmpty)
    }

    @Test func aRelativeThemePathIsRelativeToTheConfigFile() throws {
        let directory = try Self.fixture(config: "")
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("conf")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"extends": "ascii", "measure": 20}"#.utf8).write(to: folder.appendingPathComponent("mine.json"))
        try Data("theme = themes/../mine.json\n".utf8).write(to: folder.appendingPathComponent("config"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        let result = try CLIRunner.run(["doc.md"], directory: directory, environment: ["CMARK_SWIFT_CONFIG": "conf/config"])
        #expect(result.status == 0, "\(result.stderr)")
        // The theme's measure caps the automatic width.
        #expect(Self.widest(result.output) <= 20)
    }
}
