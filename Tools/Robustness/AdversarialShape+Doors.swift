extension AdversarialShape {
    /// The doors beside cmark-gfm (issue 32): front matter through libyaml, raw HTML through
    /// the HTML tokenizer, and runs cmark-gfm's extensions allocate for.
    static let doors: [AdversarialShape] = [
        AdversarialShape("front-matter-keys", "---, k1: v … one key a line, ---") { size, _ in
            var bytes = Array("---\n".utf8)
            var n = 0
            while bytes.count < size - 10 {
                n += 1
                bytes.append(contentsOf: "k\(n): v\n".utf8)
            }
            return bytes + Array("---\n# T\n".utf8)
        },
        AdversarialShape("front-matter-flow-sequence", "---, k: [1,1,1,…], ---") { size, _ in
            Array("---\nk: [".utf8) + Build.repeated("1,", size: size - 20, tail: "1]\n---\n# T\n")
        },
        AdversarialShape("html-attribute-flood", "<b a1=x a2=x a3=x …>") { size, _ in
            var bytes = Array("<b".utf8)
            var n = 0
            while bytes.count < size - 8 {
                n += 1
                bytes.append(contentsOf: " a\(n)=x".utf8)
            }
            return bytes + Array(">t</b>\n".utf8)
        },
        AdversarialShape("html-unclosed-then-unmatched", "<b><b>… then </i></i>…") { size, _ in
            Build.repeated("<b>", size: size / 2, tail: "x") + Build.repeated("</i>", size: size / 2)
        },
        AdversarialShape("colon-run", "::::… one paragraph line") { size, _ in Build.repeated(":", size: size) },
    ]
}
