import CCmarkGFM

#if canImport(Synchronization)
    import Synchronization
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One cmark parse with its parser, document and extensions, freed when the body returns.
enum CMarkSession {
    /// cmark's option bits for parsing.
    static func parseBits(_ options: ParseOptions) -> Int32 {
        var bits: Int32 = CMARK_OPT_DEFAULT
        if options.smart { bits |= CMARK_OPT_SMART }
        if options.validateUTF8 { bits |= CMARK_OPT_VALIDATE_UTF8 }
        if options.liberalHTMLTag { bits |= CMARK_OPT_LIBERAL_HTML_TAG }
        if options.strikethroughDoubleTilde { bits |= CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE }
        if options.extensions.contains(.footnotes) { bits |= CMARK_OPT_FOOTNOTES }
        return bits
    }

    /// cmark's option bits for rendering.
    static func renderBits(_ options: RenderOptions) -> Int32 {
        var bits: Int32 = CMARK_OPT_DEFAULT
        if options.unsafe { bits |= CMARK_OPT_UNSAFE }
        if options.sourcepos { bits |= CMARK_OPT_SOURCEPOS }
        if options.hardBreaks { bits |= CMARK_OPT_HARDBREAKS }
        if options.noBreaks { bits |= CMARK_OPT_NOBREAKS }
        if options.fullInfoString { bits |= CMARK_OPT_FULL_INFO_STRING }
        if options.tablePreferStyleAttributes { bits |= CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES }
        if options.githubPreLang { bits |= CMARK_OPT_GITHUB_PRE_LANG }
        return bits
    }

    /// Parses with cmark-gfm and hands the root to `body`; everything is freed afterwards.
    /// `body` also receives the parser's extension list, which cmark's HTML renderer needs.
    static func withParsedDocument<Result>(
        utf8: UnsafeBufferPointer<UInt8>,
        options: ParseOptions,
        renderBits: Int32 = 0,
        _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> Result
    ) -> Result {
        _ = CMarkConverter.registered
        let bits = parseBits(options) | renderBits
        guard let parser = cmark_parser_new(bits) else {
            fatalError("cmark_parser_new failed: out of memory")
        }
        defer { cmark_parser_free(parser) }
        for name in options.extensions.sorted() where name != .footnotes {
            if let syntax = cmark_find_syntax_extension(name.rawValue) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        if let base = utf8.baseAddress, utf8.count > 0 {
            base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { cmark_parser_feed(parser, $0, utf8.count) }
        }
        guard let root = finish(parser) else {
            fatalError("cmark_parser_finish failed: out of memory")
        }
        defer { cmark_node_free(root) }
        return body(root, cmark_parser_get_syntax_extensions(parser))
    }

    static func withParsedDocument<Result>(
        utf8: UnsafeBufferPointer<UInt8>,
        options: ParseOptions,
        _ body: (OpaquePointer) -> Result
    ) -> Result {
        withParsedDocument(utf8: utf8, options: options) { root, _ in body(root) }
    }

    /// Finishes a parse, one parse at a time.
    ///
    /// cmark-gfm's inline parser keeps its table of special characters in a global: a
    /// parse adds its extensions' characters (`~`, `w`, `:`, `@` …) before inline parsing
    /// and removes them after. Two parses finishing at once corrupt each other's table
    /// (measured: strikethrough and `www.` autolinks randomly lost or gained), so inline
    /// parsing is serialised. Block parsing (`cmark_parser_feed`) and conversion stay parallel.
    private static func finish(_ parser: OpaquePointer) -> OpaquePointer? {
        #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
                var root: OpaquePointer?
                InlineParsingLock.mutex.withLock { _ in root = cmark_parser_finish(parser) }
                return root
            }
        #endif
        return cmark_parser_finish(parser)
    }

    /// Takes ownership of a string cmark allocated with its default allocator.
    static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

#if canImport(Synchronization)
    /// The lock that serialises cmark-gfm's inline parsing (see ``CMarkSession``).
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    private enum InlineParsingLock {
        static let mutex = Mutex(())
    }
#endif
