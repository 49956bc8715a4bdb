import Testing

@testable import MarkdownTree

/// The converter reserves its node array once, from the text's bytes and lines: enough that
/// the array does not grow while converting, and, for a short text, not so much that
/// `takeStorage()` trims it (it copies the tree when under a quarter of the room is used).
@Suite struct NodeReserveTests {
    /// The nodes `text` parses into, and what the converter reserves for it.
    static func usedAndReserved(_ text: String) -> (used: Int, reserved: Int) {
        let document = Document(parsing: text)
        let lines = Int(document.root.sourceRange.end.line)
        return (document.storage.nodes.count, CMarkConverter.expectedNodes(bytes: text.utf8.count, lines: lines))
    }

    @Test func aShortTextGetsAboutTheRoomItUses() {
        let texts = [
            "Hello", "# Title", "- item", "Hello *world*", "> a quote", "1. one\n2. two\n", "| a |\n|---|\n| 1 |\n",
            "Sure: run `make`, then open [the docs](https://example.com).\n",
        ]
        for text in texts {
            let (used, reserved) = Self.usedAndReserved(text)
            #expect(used <= reserved, "\(text.debugDescription): \(used) nodes in \(reserved) reserved: the array grew")
            #expect(used * 4 >= reserved, "\(text.debugDescription): \(used) nodes in \(reserved) reserved: trimmed")
        }
    }

    /// Text as documents have it: about one node per 12 bytes, or two per short line.
    @Test func aLongTextDoesNotGrowItsArray() {
        let texts = [
            String(repeating: "A paragraph of plain words that runs on for a while.\n\n", count: 200),
            String(repeating: "- an item of a few words, as a README's lists have them\n", count: 300),
            String(repeating: "| a | b |\n", count: 400),
            String(repeating: "# Heading\n", count: 500),
        ]
        for text in texts {
            let (used, reserved) = Self.usedAndReserved(text)
            #expect(used <= reserved, "\(text.prefix(20).debugDescription)…: \(used) nodes in \(reserved) reserved")
        }
    }
}
