import CCmarkGFM

/// cmark-gfm's own renderers, one call each: parse with cmark, render, free.
///
/// These are the reference outputs; ``Document/html(options:)`` and ``Document/commonMark(width:)`` are this
/// package's own writers over the typed tree.
///
/// ```swift
/// let html = CMark.render("Hello *world*\n", as: .html)
/// // <p>Hello <em>world</em></p>
/// let wrapped = CMark.render(longText, as: .plainText(width: 60))
/// ```
public enum CMark {
    /// An output format of cmark-gfm.
    public enum Format: Sendable, Hashable {
        case html
        case xml
        /// CommonMark, wrapped at `width` columns (0: no wrapping).
        case commonMark(width: Int)
        /// Plain text, wrapped at `width` columns (0: no wrapping).
        case plainText(width: Int)
        /// A groff man page, wrapped at `width` columns (0: no wrapping).
        case man(width: Int)
        /// LaTeX, wrapped at `width` columns (0: no wrapping).
        case latex(width: Int)
    }

    /// Renders Markdown with cmark-gfm's own renderer for `format`.
    public static func render(
        _ markdown: String,
        as format: Format,
        parseOptions: ParseOptions = .init(),
        renderOptions: RenderOptions = .init()
    ) -> String {
        var markdown = markdown
        let renderBits = CMarkSession.renderBits(renderOptions)
        return markdown.withUTF8 { utf8 in
            CMarkSession.withParsedDocument(utf8: utf8, options: parseOptions, renderBits: renderBits) { root, extensions in
                let bits = CMarkSession.parseBits(parseOptions) | renderBits
                switch format {
                case .html: return CMarkSession.take(cmark_render_html(root, bits, extensions))
                case .xml: return CMarkSession.take(cmark_render_xml(root, bits))
                case .commonMark(let width): return CMarkSession.take(cmark_render_commonmark(root, bits, Int32(clamping: width)))
                case .plainText(let width): return CMarkSession.take(cmark_render_plaintext(root, bits, Int32(clamping: width)))
                case .man(let width): return CMarkSession.take(cmark_render_man(root, bits, Int32(clamping: width)))
                case .latex(let width): return CMarkSession.take(cmark_render_latex(root, bits, Int32(clamping: width)))
                }
            }
        }
    }

    /// The version of the linked cmark-gfm library, such as `0.29.0.gfm.6`.
    public static var version: String { String(cString: cmark_version_string()) }
}

extension CMark {
    /// Parses with cmark-gfm as ``Document/parse(_:options:budget:)`` does (its extensions,
    /// its turn at the inline phase) and hands cmark's root to `body`; the tree is freed
    /// afterwards. For the package's benchmarks, which time cmark alone.
    package static func withTree<Result>(
        _ utf8: UnsafeBufferPointer<UInt8>, options: ParseOptions = .init(), _ body: (OpaquePointer) -> Result
    ) -> Result {
        CMarkSession.withParsedDocument(utf8: utf8, options: options, body)
    }
}
