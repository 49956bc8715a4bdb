import CMarkSwift
import MarkdownText

/// The properties the fuzz targets check, as functions that return what went wrong (or
/// `nil`): the fuzzers stop on a message, the regression tests expect none.
///
/// ```swift
/// #expect(RobustnessCheck.render(Array(crashingInput)) == nil)
/// ```
package enum RobustnessCheck {
    /// Parse + convert + walk, then this package's HTML against cmark-gfm's for the same text
    /// and options: byte-identical. The first byte picks the options
    /// (``RobustnessOptions/choose(_:)``); the rest is the Markdown. Inputs that may hit the
    /// known footnote differences (``FootnoteDifference``) skip the comparison.
    package static func parse(_ bytes: [UInt8]) -> String? {
        guard let selector = bytes.first else { return nil }
        let (parseOptions, renderOptions) = RobustnessOptions.choose(selector)
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let document = Document(parsing: text, options: parseOptions)
        var entered = 0
        document.root.walk { event in
            if case .enter = event { entered += 1 }
            return .visitChildren
        }
        guard entered == document.nodeCount else { return "the walk entered \(entered) of \(document.nodeCount) nodes" }
        _ = document.treeDump()
        let ours = document.html(options: renderOptions)
        let theirs = CMark.render(text, as: .html, parseOptions: parseOptions, renderOptions: renderOptions)
        if ours != theirs && !FootnoteDifference.applies(text, options: parseOptions)
            && !(renderOptions.sourcepos && FootnoteDifference.sourceposChangesText(text, options: parseOptions))
        {
            return "HTML differs from cmark-gfm\n--- ours\n\(ours)\n--- cmark-gfm\n\(theirs)"
        }
        return nil
    }

    /// Parse (standard limits, front matter read as `cmark-swift render` reads it) + style
    /// (raw HTML through the HTML tokenizer) + layout + ANSI and plain render. The first byte
    /// picks the width (1-160), the second the theme and how links show; the rest is the
    /// Markdown.
    package static func render(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2 else { return nil }
        let width = 1 + Int(bytes[0]) % 160
        let themes = Theme.builtIns
        var theme = themes[Int(bytes[1]) % themes.count]
        theme.link.display = [LinkDisplay.inline, .references, .hyperlink][Int(bytes[1] >> 4) % 3]
        var options = ParseOptions(limits: .standard)
        options.frontMatter = true
        let document = Document(parsing: bytes.dropFirst(2), options: options)
        return layoutContract(StyledDocument(document: document, theme: theme), width: width)
    }

    /// Any bytes as a theme file: decoding succeeds or throws a ``ThemeError`` with a message
    /// (the typed throw rules out anything else). A theme that decodes renders
    /// ``sampleDocument`` under the layout contract: its strings (glyphs, prefixes, formats,
    /// which may hold ESC) never reach the output as control sequences.
    package static func theme(_ bytes: [UInt8]) -> String? {
        let theme: Theme
        do {
            theme = try Theme(json: bytes, name: "fuzz.json")
        } catch {
            return error.message.isEmpty ? "a ThemeError without a message" : nil
        }
        let styled = StyledDocument(document: sampleDocument, theme: theme)
        for width in [1 + bytes.count % 97, 80] {
            if let failure = layoutContract(styled, width: width) { return failure }
        }
        return nil
    }

    /// The layout contract at `width`: the predicted size is the laid-out size, no plain line
    /// is wider than `width` (measured with ``DisplayWidth``) nor than the layout says, and
    /// the ANSI output holds no control outside the renderer's SGR and OSC 8, and every OSC 8
    /// hyperlink is one ``URLScheme`` allows.
    package static func layoutContract(_ styled: StyledDocument, width: Int) -> String? {
        let predicted = styled.boundingSize(forWidth: width)
        let layout = styled.layout(width: width)
        guard layout.size == predicted else { return "boundingSize \(predicted) != layout size \(layout.size) at width \(width)" }
        var lines = PlainRenderer().render(layout).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard lines.count == layout.rowCount else { return "plain render has \(lines.count) lines, layout \(layout.rowCount)" }
        var widest = 0
        for (row, line) in lines.enumerated() {
            let cells = DisplayWidth.of(line)
            guard cells <= width else { return "line \(row) is \(cells) cells wide at width \(width): \(line)" }
            // The layout may count a cell more than the line shows (a control's substitute followed
            // by a spacing mark: one cluster in the output, two in the source), never fewer.
            guard cells <= layout.line(row).width else { return "line \(row) measures \(cells), the layout says \(layout.line(row).width)" }
            widest = max(widest, cells)
        }
        guard widest <= layout.size.columns else { return "widest line \(widest) > size \(layout.size.columns)" }
        var ansi: [UInt8] = []
        ANSIRenderer(colorDepth: .trueColor, hyperlinks: true).render(layout, into: &ansi)
        if let offset = TerminalBytes.firstForeignControl(in: ansi) {
            return "foreign control at byte \(offset): " + TerminalBytes.visible(ansi[max(0, offset - 20)..<min(ansi.count, offset + 20)])
        }
        if let url = TerminalBytes.hyperlinkURLs(in: ansi).first(where: { !URLScheme.isAllowed($0) }) {
            return "hyperlink to a refused scheme: \(TerminalBytes.visible(Array(url.utf8)))"
        }
        if let offset = TerminalBytes.firstForeignControl(in: Array(PlainRenderer().render(layout).utf8), allowEscapes: false) {
            return "control in plain output at byte \(offset)"
        }
        return nil
    }

    /// A document with every node kind a theme styles.
    package static let sampleDocument = Document(
        parsing: """
            # H1
            ## H2 *em* **strong** `code` ~~del~~
            ###### H6

            Text with a [link](https://example.com "t"), <https://auto.example>, ![image](i.png) and a note[^1].

            > quote
            > - [x] done
            > - [ ] open
            >   1. one
            >   2. two

            ```swift
            let x = 1\tcode
            ```

            | a | b |
            |:--|--:|
            | 1 | 2 |

            ---

            <div>html</div>

            [^1]: The note.
            """)
}
