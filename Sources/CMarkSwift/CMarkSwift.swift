// The umbrella module: `import CMarkSwift` brings every stage of the pipeline.
@_exported import MarkdownLayout
@_exported import MarkdownRendering
@_exported import MarkdownTerminal
@_exported import MarkdownText
@_exported import MarkdownTheme
@_exported import MarkdownTree
@_exported import MarkdownViewer
