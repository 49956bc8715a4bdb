// A small consumer of the library under load, for `make check-memory` (valgrind) and
// `make check-tsan` (ThreadSanitizer): every fixture parsed, styled, laid out and rendered
// on several threads at once, through a shared MarkdownCache, with budgets that run out and
// tasks that are cancelled in between. Each output must equal the one a lone call gives.
//
//   LoadCheck [--rounds N] [--threads N] FILE...
import CMarkSwift
import Dispatch
import MarkdownSupport
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

var rounds = 2
var threads = 4
var files: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--rounds", "--threads":
        guard let value = arguments.first.flatMap(Int.init), value > 0 else {
            print("LoadCheck: \(argument) takes a positive number")
            exit(2)
        }
        arguments.removeFirst()
        if argument == "--rounds" { rounds = value } else { threads = value }
    default: files.append(argument)
    }
}

/// The file's bytes as text (invalid UTF-8 repaired), read as the package reads any file
/// (a regular file within the input limit), or nil when it cannot be.
func read(_ path: String) -> String? {
    guard case .success(let bytes) = RegularFile.read(path, limit: ParseLimits.standard.maximumInputBytes) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
}

/// What one pass over a text makes: the tree's HTML, and the terminal bytes at two widths.
func outputs(_ text: String, theme: Theme, cache: MarkdownCache?) -> [String] {
    let document = Document(parsing: text)
    let prepared = cache?.prepared(for: text, theme: theme) ?? PreparedMarkdown(text, theme: theme)
    let styled = StyledDocument(document: document, theme: theme)
    return [
        document.html(),
        ANSIRenderer().render(styled.layout(width: 80)),
        PlainRenderer().render(prepared.layout(width: 37)),
    ]
}

let passes = rounds
let texts = files.compactMap(read)
guard !texts.isEmpty else {
    print("LoadCheck: no readable file given")
    exit(2)
}
let themes: [Theme] = [.dark, .light, .ascii]
let expected = texts.map { text in themes.map { outputs(text, theme: $0, cache: nil) } }
let cache = MarkdownCache(capacity: 8)
let mismatches = Atomic<Int>(0)
let stops = Atomic<Int>(0)

DispatchQueue.concurrentPerform(iterations: threads) { thread in
    for round in 0..<passes {
        for (index, text) in texts.enumerated() {
            let theme = (index + thread + round) % themes.count
            if outputs(text, theme: themes[theme], cache: cache) != expected[index][theme] {
                mismatches.add(1, ordering: .relaxed)
            }
            // A budget that has run out, then a cancelled task: both must stop cleanly.
            do {
                _ = try Document.parse(text, options: ParseOptions(), budget: WorkBudget(time: .zero))
            } catch {
                stops.add(1, ordering: .relaxed)
            }
            let semaphore = DispatchSemaphore(value: 0)
            Task {
                withUnsafeCurrentTask { $0?.cancel() }
                let document = Document(parsing: text)
                if (try? StyledDocument(document: document, theme: .dark, budget: .untilCancelled)) == nil {
                    stops.add(1, ordering: .relaxed)
                }
                semaphore.signal()
            }
            semaphore.wait()
        }
    }
}

let calls = threads * passes * texts.count
let wrong = mismatches.load(ordering: .relaxed)
print("LoadCheck: \(calls) passes on \(threads) threads, \(wrong) wrong, \(stops.load(ordering: .relaxed)) of \(2 * calls) stopped")
exit(wrong == 0 && stops.load(ordering: .relaxed) == 2 * calls ? 0 : 1)
