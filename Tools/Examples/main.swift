// `swift run Examples`: each application need, as a small working program.
import CMarkSwift

let examples: [(String, () -> Void)] = [
    ("prepared content and incremental updates", preparedContent),
    ("sizes and hit testing", sizesAndHits),
    ("styling from code", stylingFromCode),
    ("front matter", frontMatterValues),
    ("chat subset", chatSubset),
    ("custom inline rule", customInlineRule),
    ("empty state", emptyState),
    ("streaming", streaming),
    ("the seven tasks of \"Coming from swift-markdown\"", sevenTasks),
    ("attributed text (SwiftyMarkdown's uses)", attributedText),
    ("apps: a streamed chat, a live preview, a styled label", appModels),
    ("README: AttributedString", readmeAttributedString),
    ("README: text styles", readmeTextStyles),
    ("README: a live preview", readmePreparedText),
    ("README: render", readmeRender),
    ("README: the typed tree", readmeTree),
    ("README: outputs", readmeOutputs),
    ("README: a tree built in code", readmeBuild),
    ("README: themes", { try? readmeTheme() }),
    ("README: limits", readmeLimits),
    ("README: a time budget", readmeBudget),
    ("README: code highlighting", readmeHighlighting),
    ("README: HTML hooks", readmeHTMLHooks),
    ("README: typed walks", readmeTypedWalker),
    ("README: streaming", readmeStreaming),
    ("README: streaming for an app", readmeAttributedStreaming),
]

for (title, run) in examples {
    print("== \(title)")
    run()
    print()
}
