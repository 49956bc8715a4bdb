import CCmarkGFM
import CMarkArena
import Foundation
import Testing

@testable import MarkdownTree

/// The parser's memory limit and the work budget: a parse past either stops with an error
/// that names it, leaves no arena behind, and the next parse is as if none had stopped.
@Suite struct WorkBudgetTests {
    /// A run of colons: cmark-gfm makes a node of each (the autolink extension looks at every
    /// one), about 180 bytes a byte.
    let colons = String(repeating: ":", count: 2_000_000)

    @Test func aRunOfPunctuationPastTheParserMemoryLimitIsAnError() {
        #expect(throws: ParseLimitError.parserMemoryExceeded(inputBytes: 2_000_000, limit: ParseLimits.parserBytesFloor)) {
            try Document.parse(colons, options: ParseOptions(limits: .standard))
        }
        #expect(cmark_swift_arena_current() == nil)
    }

    @Test func theMessageNamesTheLimitAndTheShape() {
        let message = ParseLimitError.parserMemoryExceeded(inputBytes: 2_000_000, limit: 256 << 20).description
        #expect(message.contains("256 MiB"))
        #expect(message.contains("run of punctuation"))
    }

    @Test func aRealDocumentStaysWellUnderTheParserMemoryLimit() throws {
        // 5,000 copies of a README-like page (550 KB) parse as without limits. (At this size
        // the 256 MiB floor is the limit; 40 bytes a byte is checked on 20 MB of real
        // READMEs by hand: 357 MB for the whole render, see docs/adversarial.md.)
        let page =
            "# Title\n\nSome *text* with a [link](https://example.com) and `code`.\n\n- one\n- two\n\n"
            + "| a | b |\n|---|---|\n| 1 | 2 |\n\n"
        let text = String(repeating: page, count: 5_000)
        let options = ParseOptions(limits: .standard)
        let document = try Document.parse(text, options: options)
        // Compared by node count first: a failed comparison of whole trees prints both.
        let unbounded = Document(parsing: text, options: options)
        #expect(document.nodeCount == unbounded.nodeCount)
        #expect(document.nodeCount == unbounded.nodeCount && document == unbounded)
    }

    @Test func theLimitIsFortyBytesAByteAboveTheFloor() {
        let limits = ParseLimits.standard
        #expect(limits.parserBytes(forInputBytes: 1_000) == ParseLimits.parserBytesFloor)
        #expect(limits.parserBytes(forInputBytes: 20_000_000) == 800_000_000)
        #expect(limits.parserBytes(forInputBytes: .max / 2) == nil)
        #expect(ParseLimits.unlimited.parserBytes(forInputBytes: 1 << 40) == nil)
    }

    @Test func underTheLimitNothingChanges() throws {
        let text = String(repeating: ":", count: 10_000) + " www.example.com ~~gone~~\n"
        let bounded = try Document.parse(text, options: ParseOptions(limits: .standard))
        #expect(bounded == Document(parsing: text, options: ParseOptions(limits: .standard)))
        #expect(bounded.nodes.contains { $0.kind == .link })
    }

    @Test func aParseStoppedInTheInlinePhaseLeavesCmarkAsItWas() throws {
        _ = try? Document.parse(colons, options: ParseOptions(limits: .standard))
        // The extensions' special characters were taken out of cmark's table again: without
        // the extensions, cmark reads `a~b:c` as one text node (a special character would
        // start a node of its own), and with them strikethrough and links still work.
        var plain = ParseOptions()
        plain.extensions = []
        let textNodes = "a~b:c\n".utf8CString.dropLast().map(UInt8.init).withUnsafeBufferPointer { utf8 in
            CMarkSession.withParsedDocument(utf8: utf8, options: plain) { root in
                var count = 0
                var node = cmark_node_first_child(cmark_node_first_child(root))
                while let current = node {
                    count += 1
                    node = cmark_node_next(current)
                }
                return count
            }
        }
        #expect(textNodes == 1)
        let text = "~~struck~~ https://example.com a~b\n"
        let gfm = Document(parsing: text)
        #expect(gfm.nodes.contains { $0.kind == .strikethrough })
        #expect(gfm.nodes.contains { $0.kind == .link })
    }

    @Test func aSpentBudgetStopsTheParseInsideCmark() {
        let text = String(repeating: "Some *text* and a [link](x).\n\n", count: 5_000)
        let spent = WorkBudget(time: .zero)
        #expect(spent.isExhausted)
        #expect(throws: ParseLimitError.timeRanOut(stage: .parsing, budget: .zero)) {
            try Document.parse(text, options: ParseOptions(), budget: spent)
        }
        #expect(cmark_swift_arena_current() == nil)
    }

    @Test func aBudgetWithTimeLeftChangesNothing() throws {
        let text = String(repeating: "Some *text* and a [link](x).\n\n", count: 5_000)
        let document = try Document.parse(text, options: ParseOptions(), budget: WorkBudget(time: .seconds(600)))
        #expect(document == Document(parsing: text))
    }

    /// A paused budget keeps the time left, and goes on with it when resumed: a budget with no
    /// deadline stays as it is, and one that ran out stays run out.
    @Test func aPausedBudgetResumesWithTheTimeLeft() throws {
        let budget = WorkBudget(time: .seconds(600))
        let paused = budget.paused()
        let left = try #require(paused.time)
        #expect(left > .zero && left <= .seconds(600))
        #expect(paused.stopsOnCancellation)
        #expect(paused.resumed().time == left)
        #expect(!paused.resumed().isExhausted)
        #expect(WorkBudget(time: .zero).paused().resumed().isExhausted)
        #expect(WorkBudget.unlimited.paused() == .unlimited && WorkBudget.unlimited.resumed() == .unlimited)
        #expect(WorkBudget.untilCancelled.paused().resumed() == .untilCancelled)
    }

    @Test func theStageIsNamedInTheMessage() {
        let styling = ParseLimitError.timeRanOut(stage: .styling, budget: .seconds(2))
        #expect(styling.description == "the time budget of 2.0 seconds ran out while styling")
        #expect(ParseLimitError.timeRanOut(stage: .parsing, budget: .seconds(1)).description.contains("cmark-gfm"))
    }

    @Test func limitsWrittenBeforeTheParserLimitDecodeWithoutIt() throws {
        let json = #"{"maximumInputBytes":10,"maximumDepth":2,"maximumTableColumns":3,"maximumTableCells":4}"#
        let limits = try JSONDecoder().decode(ParseLimits.self, from: Data(json.utf8))
        #expect(limits.maximumParserBytesPerInputByte == .max)
        #expect(limits.parserBytes(forInputBytes: 1 << 30) == nil)
        let again = try JSONDecoder().decode(ParseLimits.self, from: JSONEncoder().encode(ParseLimits.standard))
        #expect(again == .standard)
    }
}
