// A cmark-gfm node's text read where cmark keeps it, with no copy (see node_text.c).
// Only the MarkdownTree module imports this module.
#ifndef CMARK_NODE_TEXT_H
#define CMARK_NODE_TEXT_H

#include <stdbool.h>

struct cmark_node;

/// A node's text: its bytes (not NUL-terminated) and their count.
typedef struct {
    const unsigned char *data;
    int count;
} cmark_swift_span;

/// Whether these read nodes in place (cmark's node layout was known at build time); when
/// not, they go through cmark's public getters and copy as those do.
bool cmark_swift_reads_in_place(void);

/// The literal of a text, code, inline HTML or HTML block node, or a code block's code.
cmark_swift_span cmark_swift_literal(struct cmark_node *node);

/// A code block's info string.
cmark_swift_span cmark_swift_fence_info(struct cmark_node *node);

/// A link's or an image's destination.
cmark_swift_span cmark_swift_url(struct cmark_node *node);

/// A link's or an image's title.
cmark_swift_span cmark_swift_title(struct cmark_node *node);

#endif
