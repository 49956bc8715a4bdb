import CCmarkGFM
import CMarkArena
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One cmark parse with its parser, document and extensions, freed when the body returns.
///
/// cmark-gfm 0.29.0.gfm.6 keeps the table of inline "special characters" in a process
/// global, which each inline phase (`cmark_parser_finish`) changes for its extensions. Only
/// strikethrough's `~` is still changed once the extensions are registered here, so the
/// parse of a text without `~` (which attaches no strikethrough: it could match nothing)
/// runs with no lock at all, and the parses of texts with one take turns at a gate
/// (`cmark_inline_gate.c` says why that is exact). Reading blocks (`cmark_parser_feed`)
/// touches no global, and the table extension's arena push and pop do nothing unless
/// cmark's own arena allocator is in use (this package never uses it). So feeds, most
/// inline phases, conversion to the typed tree, rendering and everything after run in
/// parallel.
enum CMarkSession {
    /// cmark-gfm's extensions registered, and their special characters moved into the gate
    /// (see the type's documentation): once, before the first parse. The Debian build's
    /// registration is an unguarded check, so concurrent first parses must not call it
    /// directly.
    static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        cmark_swift_inline_gate_install()
        return true
    }()

    /// cmark's option bits for parsing.
    static func parseBits(_ options: ParseOptions) -> Int32 {
        var bits: Int32 = CMARK_OPT_DEFAULT
        if options.smart { bits |= CMARK_OPT_SMART }
        if options.validateUTF8 { bits |= CMARK_OPT_VALIDATE_UTF8 }
        if options.liberalHTMLTag { bits |= CMARK_OPT_LIBERAL_HTML_TAG }
        if options.strikethroughDoubleTilde { bits |= CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE }
        if chosen(options.extensions) & bit(.footnotes) != 0 { bits |= CMARK_OPT_FOOTNOTES }
        return bits
    }

    /// The bits (see ``bit(_:)``) of the extensions in `set`. Walking a set hashes nothing;
    /// asking it for each extension in turn hashed six strings a parse, a tenth of the
    /// parse of a short text (a MyST directive's body).
    private static func chosen(_ set: Set<Extension>) -> UInt8 {
        var bits: UInt8 = 0
        for name in set { bits |= bit(name) }
        return bits
    }

    /// A bit of its own for each extension.
    private static func bit(_ name: Extension) -> UInt8 {
        switch name {
        case .table: 1
        case .strikethrough: 2
        case .autolink: 4
        case .tagfilter: 8
        case .tasklist: 16
        case .footnotes: 32
        }
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

    /// What a bounded parse may take: cmark's memory (nil: no cap) and the budget's deadline.
    struct Bounds {
        var maximumBytes: Int?
        var budget: WorkBudget

        /// The bounds `limits` and `budget` set for an input of `bytes`; nil when they set none.
        init?(limits: ParseLimits, budget: WorkBudget, bytes: Int) {
            maximumBytes = limits.parserBytes(forInputBytes: bytes)
            self.budget = budget
            if maximumBytes == nil && budget.deadline == nil && !budget.stopsOnCancellation { return nil }
        }
    }

    /// Parses with cmark-gfm and hands the root to `body`; everything is freed afterwards.
    /// `body` also receives the parser's extension list, which cmark's HTML renderer needs.
    ///
    /// With `inArena`, cmark allocates from an arena current on this thread, and the tree is
    /// dropped with it instead of being freed node by node (see `cmark_arena.c`): for a body
    /// that reads the tree on this thread and keeps nothing of it. With `bounds` (which
    /// implies the arena), cmark is stopped when it passes them (see
    /// `cmark_bounded_parse.c`), and `body` is not called.
    static func withBoundedParse<Result>(
        utf8: UnsafeBufferPointer<UInt8>,
        options: ParseOptions,
        renderBits: Int32 = 0,
        inArena: Bool = false,
        bounds: Bounds?,
        _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> Result
    ) throws(ParseLimitError) -> Result {
        _ = registered
        // A budget already spent (or a task already cancelled) stops before any work: inside
        // cmark the clock is read only every 1,024 allocations, which a small text never makes.
        if let bounds { try bounds.budget.check(.parsing) }
        let bits = parseBits(options) | renderBits
        let bounded = bounds != nil
        // A first block of about eight bytes a byte of text: cmark's nodes and buffers take
        // 10 to 50 (the arena doubles its blocks from there).
        let arena = inArena || bounded ? cmark_swift_arena_new(utf8.count * 8) : nil
        // The arena current before (a parse inside another's body), given back afterwards.
        let previousArena = arena.flatMap { cmark_swift_arena_enter($0) }
        defer {
            if let arena {
                cmark_swift_arena_restore(previousArena)
                cmark_swift_arena_release(arena)
            }
        }
        if let arena, let bounds {
            cmark_swift_arena_set_budget(arena, bounds.maximumBytes.map { size_t($0) } ?? 0, bounds.budget.remainingNanoseconds ?? 0)
            if bounds.budget.stopsOnCancellation { cmark_swift_arena_set_cancel_check(arena, taskIsCancelled) }
        }
        guard let parser = arena != nil ? cmark_parser_new_with_mem(bits, cmark_swift_arena_allocator()) : cmark_parser_new(bits) else {
            fatalError("cmark_parser_new failed: out of memory")
        }
        // A parser stopped half-way is dropped with the arena, never freed.
        var stopped = Int32(CMARK_SWIFT_PARSE_DONE.rawValue)
        defer { if stopped == CMARK_SWIFT_PARSE_DONE.rawValue { cmark_parser_free(parser) } }
        let text = UnsafeRawPointer(utf8.baseAddress).map { $0.assumingMemoryBound(to: CChar.self) }
        let extensions = chosen(options.extensions)
        for name in Extension.inNameOrder where name != .footnotes && extensions & bit(name) != 0 {
            // A short name passed as a `String` argument would be copied to the heap first.
            if let syntax = name.rawValue.withCString({ cmark_find_syntax_extension($0) }),
                cmark_swift_inline_gate_extension_can_match(syntax, text, utf8.count) == 1
            {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        if let base = utf8.baseAddress, utf8.count > 0 {
            base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { text in
                if let arena, bounded {
                    stopped = cmark_swift_bounded_feed(arena, parser, text, utf8.count)
                } else {
                    cmark_parser_feed(parser, text, utf8.count)
                }
            }
        }
        var address = 0
        if stopped == CMARK_SWIFT_PARSE_DONE.rawValue {
            let gated = cmark_swift_inline_gate_needed(text, utf8.count) == 1
            if gated { try enterGate(budget: bounds?.budget ?? .unlimited) }
            defer { if gated { cmark_swift_inline_gate_leave() } }
            if let arena, bounded {
                var root: OpaquePointer?
                stopped = cmark_swift_bounded_finish(arena, parser, &root)
                address = Int(bitPattern: root)
            } else {
                address = Int(bitPattern: cmark_parser_finish(parser))
            }
        }
        if let bounds, stopped != CMARK_SWIFT_PARSE_DONE.rawValue {
            switch stopped {
            case Int32(CMARK_SWIFT_PARSE_OUT_OF_MEMORY.rawValue):
                throw .parserMemoryExceeded(inputBytes: utf8.count, limit: bounds.maximumBytes ?? 0)
            case Int32(CMARK_SWIFT_PARSE_CANCELLED.rawValue):
                throw .cancelled(stage: .parsing)
            default:
                throw bounds.budget.ranOut(in: .parsing)
            }
        }
        guard let root = OpaquePointer(bitPattern: address) else {
            fatalError("cmark_parser_finish failed: out of memory")
        }
        // In an arena the tree goes with it.
        defer { if arena == nil { cmark_node_free(root) } }
        return body(root, cmark_parser_get_syntax_extensions(parser))
    }

    /// Waits at the gate for the inline phase, looking at `budget` every 10 ms at most while
    /// it waits (the deadline, the task's cancellation).
    private static func enterGate(budget: WorkBudget) throws(ParseLimitError) {
        let slice: UInt64 = 10_000_000
        while true {
            let left = budget.remainingNanoseconds ?? .max
            let wait = budget.stopsOnCancellation ? min(left, slice) : left
            if cmark_swift_inline_gate_enter(wait) == 1 { return }
            try budget.check(.parsing)
        }
    }

    /// ``withBoundedParse(utf8:options:renderBits:inArena:bounds:_:)`` without bounds, which
    /// cannot stop.
    static func withParsedDocument<Result>(
        utf8: UnsafeBufferPointer<UInt8>,
        options: ParseOptions,
        renderBits: Int32 = 0,
        inArena: Bool = false,
        _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> Result
    ) -> Result {
        do {
            return try withBoundedParse(utf8: utf8, options: options, renderBits: renderBits, inArena: inArena, bounds: nil, body)
        } catch {
            preconditionFailure("a parse without bounds stopped: \(error)")
        }
    }

    static func withParsedDocument<Result>(
        utf8: UnsafeBufferPointer<UInt8>,
        options: ParseOptions,
        inArena: Bool = false,
        _ body: (OpaquePointer) -> Result
    ) -> Result {
        withParsedDocument(utf8: utf8, options: options, inArena: inArena) { root, _ in body(root) }
    }

    /// Takes ownership of a string cmark allocated with its default allocator.
    static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

/// The arena's cancellation check (`cmark_swift_arena_set_cancel_check`): 1 when the task
/// running on this thread was cancelled.
private func taskIsCancelled() -> Int32 {
    Task.isCancelled ? 1 : 0
}
