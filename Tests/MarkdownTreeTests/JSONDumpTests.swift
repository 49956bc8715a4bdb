import Foundation
import Testing

@testable import MarkdownTree

@Suite struct JSONDumpTests {
    @Test func dumpsNestedTypedJSON() throws {
        let document = Document(parsing: "# Hi\n\n| a |\n|--:|\n\n1. [x] `c`\n")
        let json = document.jsonDump()
        #expect(
            json.hasPrefix(
                #"{"type":"document","children":[{"type":"heading","level":1,"style":"atx","children":[{"type":"text","literal":"Hi"}]}"#))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let children = object?["children"] as? [[String: Any]]
        #expect(children?.count == 3)
        #expect(children?[1]["alignments"] as? [String] == ["right"])
        let list = children?[2]
        #expect(list?["start"] as? Int == 1)
        #expect(list?["tight"] as? Bool == true)
    }

    @Test func includesSourcePositionsWhenAsked() {
        let json = Document(parsing: "*a*\n").jsonDump(sourcePositions: true)
        #expect(json.contains(#""type":"emph","sourcepos":"1:1-1:3""#))
    }

    @Test func everyFixtureDumpsValidJSON() throws {
        for fixture in SpecFixture.all {
            let json = Document(parsing: fixture.markdown, options: fixture.parseOptions).jsonDump(sourcePositions: true)
            #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(fixture.name)")
        }
    }

    @Test func treeDumpShowsCustomNodesEnterAndExitText() {
        var builder = DocumentBuilder()
        builder.open(.customBlock(onEnter: "<aside>", onExit: "</aside>"))
        builder.open(.paragraph)
        builder.open(.customInline(onEnter: "<mark>", onExit: "</mark>", name: "mark"))
        builder.text("x")
        let dump = builder.build().treeDump()
        #expect(dump.contains(#"custom_block onEnter="<aside>" onExit="</aside>""#), "\(dump)")
        #expect(dump.contains(#"custom_inline onEnter="<mark>" onExit="</mark>""#), "\(dump)")
    }

    @Test func dumpsHundredThousandNestedQuotes() {
        let depth = 100_000
        let json = Document(parsing: String(repeating: "> ", count: depth) + "deep\n").jsonDump()
        #expect(json.hasSuffix(String(repeating: "]}", count: depth + 2) + "\n"))
    }
}
