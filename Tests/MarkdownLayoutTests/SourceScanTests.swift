import Testing

@testable import MarkdownLayout

/// The two byte scans that decide whether an edit may change a link reference definition:
/// any `]:` at all, and a line that may start a definition.
@Suite struct SourceScanTests {
    static func holdsColon(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer(SourceScan.holdsDefinitionColon)
    }

    static func lineMayStart(_ text: String) -> Bool {
        SourceScan.someLineMayStartDefinition(Array(text.utf8)[...])
    }

    @Test func anyDefinitionColonCountsAnywhere() {
        #expect(Self.holdsColon("see a]: b"))
        #expect(Self.holdsColon("[x]: /u"))
        #expect(!Self.holdsColon("[x] : /u"))
        #expect(!Self.holdsColon(""))
    }

    @Test func aLineMayStartADefinitionOnlyWithABracketAtItsStart() {
        #expect(Self.lineMayStart("[x]: /u"))
        #expect(Self.lineMayStart("> - [x]: /u"))
        #expect(Self.lineMayStart("1. [^n]: a note"))
        #expect(Self.lineMayStart("text\r[x]: /u"))
        // A `]:` in running text is one, but no line starts a definition.
        #expect(Self.holdsColon("see a]: b") && !Self.lineMayStart("see a]: b"))
        #expect(!Self.lineMayStart("text [x]: /u"))
        #expect(!Self.lineMayStart("[x] and then ]"))
    }
}
