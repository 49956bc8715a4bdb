import CMarkSwift

/// The same question asked of one tree by each way of walking it (`Benchmarks --walkers`):
/// the sum of the heading levels and of the link destinations' lengths, by plain ``Node``
/// properties and by typed views. The walks are this module's, so they are compiled as an
/// app's would be: in another module than the protocols' default methods.
enum WalkerReport {
    static func run(megabytes: Int, quick: Bool) -> String {
        var corpus = Corpus(seed: 0x5EED_0000 + UInt64(megabytes))
        let document = Document(parsing: corpus.markdown(bytes: megabytes << 20))
        var stopwatch = Stopwatch(minimumRuns: quick ? 3 : 9, minimumSeconds: quick ? 0.2 : 1)
        var answers: Set<Int> = []
        func time(_ body: () -> Int) -> Double {
            var answer = 0
            let seconds = stopwatch.median { answer = body() }
            answers.insert(answer)
            return seconds
        }
        let rows: [(String, Double)] = [
            ("`node.walk { event in … }`, Node properties", time { byEvents(document) }),
            (
                "`MarkdownWalker`, `visitNode`, Node properties",
                time {
                    var w = NodeWalker()
                    w.walk(document)
                    return w.total
                }
            ),
            (
                "`MarkdownWalker`, typed views",
                time {
                    var w = TypedWalker()
                    w.walk(document)
                    return w.total
                }
            ),
            ("`for node in document.nodes`, Node properties", time { byNodes(document) }),
            ("`for node in document.nodes`, `node.as(_:)`", time { byViews(document) }),
            ("`for node in document.nodes`, `switch node.view`", time { bySwitch(document) }),
        ]
        let base = rows[0].1
        var lines = [
            "\(document.nodeCount) nodes (\(megabytes) MB generated corpus); medians; every walk gives the same answer: \(answers.count == 1)",
            "A Node is \(MemoryLayout<Node>.size) bytes (its document's fields by value), a LinkNode \(MemoryLayout<LinkNode>.size),"
                + " a NodeView \(MemoryLayout<NodeView>.size): each copy moves them and retains the document's buffers.",
            "", "| walk | ms | × the event walk |", "|---|--:|--:|",
        ]
        for (name, seconds) in rows {
            lines.append("| \(name) | \(format(seconds * 1000)) | \(format(seconds / base)) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private static func byEvents(_ document: Document) -> Int {
        var total = 0
        document.root.walk { event in
            if case .enter(let node) = event {
                if node.kind == .heading { total += node.headingLevel ?? 0 }
                if node.kind == .link { total += node.destination?.utf8.count ?? 0 }
            }
            return .visitChildren
        }
        return total
    }

    private static func byNodes(_ document: Document) -> Int {
        var total = 0
        for node in document.nodes {
            if node.kind == .heading { total += node.headingLevel ?? 0 }
            if node.kind == .link { total += node.destination?.utf8.count ?? 0 }
        }
        return total
    }

    private static func byViews(_ document: Document) -> Int {
        var total = 0
        for node in document.nodes {
            if let heading = node.as(HeadingNode.self) { total += heading.level }
            if let link = node.as(LinkNode.self) { total += link.destination.utf8.count }
        }
        return total
    }

    private static func bySwitch(_ document: Document) -> Int {
        var total = 0
        for node in document.nodes {
            switch node.view {
            case .heading(let heading): total += heading.level
            case .link(let link): total += link.destination.utf8.count
            default: break
            }
        }
        return total
    }

    struct NodeWalker: MarkdownWalker {
        var total = 0
        mutating func visitNode(_ node: Node) -> WalkAction {
            if node.kind == .heading { total += node.headingLevel ?? 0 }
            if node.kind == .link { total += node.destination?.utf8.count ?? 0 }
            return .visitChildren
        }
    }

    struct TypedWalker: MarkdownWalker {
        var total = 0
        mutating func visitHeading(_ heading: HeadingNode) -> WalkAction {
            total += heading.level
            return .visitChildren
        }
        mutating func visitLink(_ link: LinkNode) -> WalkAction {
            total += link.destination.utf8.count
            return .visitChildren
        }
    }
}
