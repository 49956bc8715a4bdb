// Nothing for Swift to import: the libraries' headers (GLib's among them) stay inside the C
// shim, CMarkdownImages, whose own header has plain C types only.
