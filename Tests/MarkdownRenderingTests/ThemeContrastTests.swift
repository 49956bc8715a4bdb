import CMarkSwift
import Foundation
import Testing

/// Every built-in theme is legible on the background it is for: each style's text colour,
/// as rendered at each colour depth, against its own background or the terminal's, has a
/// WCAG contrast ratio of at least 3 (what WCAG asks of large text and of the parts of an
/// interface one must see); faint text is measured at the half intensity terminals give it.
@Suite struct ThemeContrastTests {
    /// The background each colour theme is for, and the text colour a terminal of that
    /// background shows where a style sets none: xterm's black and white.
    static let backgrounds: [(theme: Theme, background: RGB, text: RGB)] = [
        (.dark, RGB(0, 0, 0), RGB(229, 229, 229)),
        (.dracula, RGB(0x28, 0x2A, 0x36), RGB(0xF8, 0xF8, 0xF2)),
        (.light, RGB(255, 255, 255), RGB(0, 0, 0)),
    ]

    static let minimum = 3.0

    /// A document with every element a theme styles.
    static let sample: String = {
        let sample = (try? String(contentsOf: Fixtures.root.appendingPathComponent("Fixtures/sample.md"), encoding: .utf8)) ?? ""
        return """
            ---
            title: front matter
            ---
            # One [link](https://example.com) `code`
            ## Two [link](https://example.com) `code`
            ### Three
            #### Four
            ##### Five
            ###### Six

            Text *em* **strong** ~~struck~~ `code` [link](https://example.com) ![image](i.png) <b>html</b>[^1]

            > quote **strong** [link](https://example.com)

            > [!NOTE]
            > note

            > [!TIP]
            > tip

            > [!IMPORTANT]
            > important

            > [!WARNING]
            > warning

            > [!CAUTION]
            > caution

            - item
              - nested
            1. one
            - [ ] task
            - [x] done

            ```swift
            let x = 1
            ```

            <div>block html</div>

            | head | er |
            |------|----|
            | cell | x  |

            ---

            [^1]: A footnote.

            """ + sample
    }()

    /// The relative luminance of a colour (WCAG 2.1).
    static func luminance(_ color: RGB) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    static func contrast(_ first: RGB, _ second: RGB) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Halfway from `color` to `background`: faint text.
    static func faint(_ color: RGB, on background: RGB) -> RGB {
        RGB(
            UInt8((Int(color.red) + Int(background.red)) / 2), UInt8((Int(color.green) + Int(background.green)) / 2),
            UInt8((Int(color.blue) + Int(background.blue)) / 2))
    }

    /// The styles of `theme` that fall short at `depth`, as "fg on bg: ratio" lines.
    static func illegible(_ theme: Theme, background: RGB, text: RGB, depth: ColorDepth) -> [String] {
        let styled = StyledDocument(document: Document(parsing: sample), theme: theme)
        let layout = styled.layout(width: 80)
        var used = Set<UInt32>()
        for row in 0..<layout.rowCount {
            for part in layout.line(row).parts where part.text.contains(where: { !$0.isWhitespace }) {
                used.insert(part.style)
            }
        }
        var failures: [String] = []
        for id in used.sorted() {
            let attributes = layout.styles[id]
            var foreground = attributes.foreground?.downsampled(to: depth)?.rgbValue ?? text
            var behind = attributes.background?.downsampled(to: depth)?.rgbValue ?? background
            if attributes.inverse { swap(&foreground, &behind) }
            if attributes.faint { foreground = faint(foreground, on: behind) }
            let ratio = contrast(foreground, behind)
            if ratio < minimum {
                failures.append("\(theme.name) @\(depth) style \(id) \(attributes): \(String(format: "%.2f", ratio))")
            }
        }
        return failures
    }

    @Test func everyBuiltInColourThemeIsLegibleOnItsBackground() {
        for (theme, background, text) in Self.backgrounds {
            for depth in [ColorDepth.trueColor, .ansi256, .ansi16] {
                let failures = Self.illegible(theme, background: background, text: text, depth: depth)
                #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
            }
        }
    }

    /// The test can fail: the dark theme's quote text (colour 250) on a light terminal.
    @Test func darkQuoteTextIsIllegibleOnALightBackground() {
        let failures = Self.illegible(.dark, background: RGB(255, 255, 255), text: RGB(0, 0, 0), depth: .ansi256)
        #expect(failures.contains { $0.contains("indexed(250)") })
    }
}
