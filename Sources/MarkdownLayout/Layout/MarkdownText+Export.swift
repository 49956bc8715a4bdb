// The text module's public types (`BreakableText`, `TextRun`, `DisplayWidth`) were
// this module's before it was split out, and layouts hand them out: importing the layout
// module brings them, so code written against it still compiles.
@_exported import MarkdownText
