import CMarkSwift
import Foundation
import Testing

/// Code and flags wrap where a reader expects (issue 41): a code line at its last space, a
/// code span or a flag whole on the next line while it fits there.
@Suite struct ReadingWrapTests {
    static func plain(_ markdown: String, width: Int, theme: Theme = .dark) -> [String] {
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width)
        return PlainRenderer().render(layout).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func real(_ name: String) throws -> String {
        try String(contentsOf: Fixtures.root.appendingPathComponent("Fixtures/real/\(name).md"), encoding: .utf8)
    }

    @Test func codeLinesWrapAtTheirLastSpaceWithTheMarker() {
        let markdown =
            "```sql\nSELECT id FROM runs ORDER BY created_at DESC\n```\n\n```sh\nbat --paging=never --style=plain README.md\n```\n"
        for width in [24, 30, 40] {
            let lines = Self.plain(markdown, width: width, theme: .ascii)
            let text = lines.joined(separator: "\n")
            for word in ["created_at", "--paging=never", "--style=plain", "README.md"] {
                #expect(lines.contains { $0.contains(word) }, "\(word) split at \(width):\n\(text)")
            }
            #expect(lines.contains { $0.hasSuffix("\\") }, "the wrap marker at \(width)")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        }
    }

    /// pyenv's README at 40 and 80: shell words of its code lines that fit a line are shown
    /// whole (`$HO` / `ME/.pyenv` and `ba` / `sh` before).
    @Test func realCodeBlocksKeepTheirWordsWhole() throws {
        let markdown = try Self.real("pyenv-README")
        for width in [40, 80] {
            let text = Self.plain(markdown, width: width, theme: .ascii).joined(separator: "\n")
            for word in ["PYENV_ROOT=\"$HOME/.pyenv\"'", "https://pyenv.run", "~/.profile", "~/.bashrc", "$profile.CurrentUserAllHosts"] {
                #expect(text.contains(word), "\(word) split at \(width)")
            }
        }
    }

    @Test func flagsAndCodeSpansNeverSplitAtAHyphen() {
        let markdown = "Run it with `--pager` or pass `-z/--search-zip` to search archives, or use --no-color when piping.\n"
        // From 20 columns the widest, ` -z/--search-zip ` with its padding, fits a line.
        for width in 20...60 {
            let lines = Self.plain(markdown, width: width)
            let text = lines.joined(separator: "\n")
            for token in ["--pager", "-z/--search-zip", "--no-color"] {
                #expect(lines.contains { $0.contains(token) }, "\(token) split at \(width):\n\(text)")
            }
            #expect(!lines.contains { $0.hasSuffix("-") }, "a line ends in a hyphen at \(width):\n\(text)")
        }
    }

    /// systemd's DISTRO_PORTING at 80: compiler flags in code spans stay whole
    /// (`-` / `D_FORTIFY_SOURCE=2` and `--as-` / `needed` before).
    @Test func realFlagsInCodeSpansStayWhole() throws {
        let text = Self.plain(try Self.real("systemd-DISTRO_PORTING"), width: 80).joined(separator: "\n")
        for flag in ["-D_FORTIFY_SOURCE=2", "--as-needed", "-fstack-protector-strong", "time[1-4].google.com"] {
            #expect(text.contains(flag), "\(flag) split")
        }
    }

    @Test func wrappedCodeAndSpansKeepTheLayoutContract() throws {
        let markdown = try Self.real("nodejs-BUILDING") + "\n" + (try Self.real("pyenv-README"))
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .dark)
        for width in [20, 33, 40, 57, 80] {
            let layout = styled.layout(width: width)
            let widths = plainLineWidths(layout)
            #expect(widths.allSatisfy { $0 <= width }, "a line wider than \(width)")
            #expect(styled.boundingSize(forWidth: width) == Size(columns: widths.max() ?? 0, rows: widths.count), "at \(width)")
        }
    }
}
