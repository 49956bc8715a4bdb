extension AdversarialShape {
    /// Every shape, in the order the adversarial table lists them.
    package static let all: [AdversarialShape] = nesting + delimiters + tables + text + bytes + doors + transforms + appDoors

    /// Deep nesting of every container: quotes, lists, emphasis, links, brackets.
    static let nesting: [AdversarialShape] = [
        AdversarialShape("nested-quotes", "> > > … x") { size, _ in Build.repeated("> ", size: size, tail: "x\n") },
        AdversarialShape("nested-bullet-lists", "- - - … x") { size, _ in Build.repeated("- ", size: size, tail: "x\n") },
        AdversarialShape("nested-ordered-lists", "1. 1. 1. … x") { size, _ in Build.repeated("1. ", size: size, tail: "x\n") },
        AdversarialShape("nested-list-indent", "lists nested by indentation, many items") { size, random in
            var bytes: [UInt8] = []
            var depth = 0
            while bytes.count < size {
                depth = max(0, min(depth + random.int(-1...1), 40))
                bytes.append(contentsOf: String(repeating: "  ", count: depth).utf8)
                bytes.append(contentsOf: random.pick(["- item\n", "1. item\n", "* [ ] task\n", "> quoted\n"]).utf8)
            }
            return bytes
        },
        AdversarialShape("nested-emphasis", "***…a***…") { size, _ in Build.nested(open: "*", middle: "a", close: "*", size: size) },
        AdversarialShape("nested-strong-mixed", "*_**__…a__**_*…") { size, _ in
            Build.nested(open: "*_", middle: "a", close: "_*", size: size)
        },
        AdversarialShape("nested-links", "[[[…a](u)](u)…") { size, _ in Build.nested(open: "[", middle: "a", close: "](u)", size: size) },
        AdversarialShape("nested-brackets", "[[[…]]]") { size, _ in Build.nested(open: "[", middle: "a", close: "]", size: size) },
        AdversarialShape("nested-parentheses", "[a](((…)))") { size, _ in Build.nested(open: "(", middle: "a", close: ")", size: size) },
        AdversarialShape("nested-html-and-quotes", "> <div> > <div> …") { size, _ in
            Build.repeated("> <div>\n", size: size, tail: "x\n")
        },
    ]

    /// Unmatched and mismatched delimiters, bracket and parenthesis floods.
    static let delimiters: [AdversarialShape] = [
        AdversarialShape("mismatched-emphasis", "*a … then _a*_ …") { size, _ in
            Build.repeated("*a ", size: size / 2, tail: "") + Build.repeated("_a*_ ", size: size / 2)
        },
        AdversarialShape("unmatched-openers", "*a **a ~~a _a …") { size, random in
            Build.mixture(["*a ", "**a ", "~~a ", "_a ", "__a ", "`a "].map { Array($0.utf8) }, size: size, line: 0, random: &random)
        },
        AdversarialShape("unmatched-closers", "a* a** a_ …") { size, random in
            Build.mixture(["a* ", "a** ", "a_ ", "a~~ ", "a] ", "a) "].map { Array($0.utf8) }, size: size, line: 0, random: &random)
        },
        AdversarialShape("bracket-flood", "[[[[…") { size, _ in Build.repeated("[", size: size) },
        AdversarialShape("parenthesis-flood", "[a](((((…") { size, _ in [UInt8]("[a](".utf8) + Build.repeated("(", size: size) },
        AdversarialShape("link-opener-flood", "[a]( [a]( …") { size, _ in Build.repeated("[a](", size: size) },
        AdversarialShape("image-bracket-flood", "![[]() ![[]() …") { size, _ in Build.repeated("![[]()", size: size) },
        AdversarialShape("backtick-runs", "` `` ``` … of random lengths") { size, random in
            Build.mixture((1...12).map { Array(String(repeating: "`", count: $0).utf8) + [0x61] }, size: size, line: 0, random: &random)
        },
        AdversarialShape("link-reference-flood", "many [x]: /u definitions and uses") { size, random in
            var bytes: [UInt8] = []
            var n = 0
            while bytes.count < size {
                n += 1
                bytes.append(contentsOf: "[l\(n)]: /u\(n) \"t\"\n[l\(random.int(1...n))] [l\(n)][] ![l\(n)]\n\n".utf8)
            }
            return bytes
        },
        AdversarialShape("footnote-flood", "a[^n] … and [^n]: definitions") { size, _ in
            var bytes: [UInt8] = []
            var n = 0
            while bytes.count < size {
                n += 1
                bytes.append(contentsOf: "a[^\(n)] b[^\(max(1, n - 1))]\n\n[^\(n)]: note [^\(n)]\n\n".utf8)
            }
            return bytes
        },
        AdversarialShape("autolink-flood", "www.a.b http://x <a@b.c> …") { size, random in
            Build.mixture(
                ["www.example.com/a_(b) ", "https://x.example/", "<a@b.example> ", "a@b.example ", "http://", "www."].map {
                    Array($0.utf8)
                },
                size: size, line: 200, random: &random)
        },
        AdversarialShape("html-tag-flood", "<a <b </c <!-- <? …") { size, random in
            Build.mixture(
                ["<a ", "<b x=\"", "</c ", "<!-- ", "<? ", "<![CDATA[ ", "<div>", "-->"].map { Array($0.utf8) }, size: size, line: 0,
                random: &random)
        },
    ]
}
