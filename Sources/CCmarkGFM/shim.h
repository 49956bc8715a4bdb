// The C door of cmark-swift: cmark-gfm and its core extensions.
// Only the MarkdownTree module imports this module.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
