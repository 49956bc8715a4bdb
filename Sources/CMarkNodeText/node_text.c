// cmark's public getters (cmark_node_get_literal, _get_url, ...) copy a node's text into a
// new C string on its first read and keep it in the node until the tree is freed: a calloc,
// a copy, a strlen and a free for every text node, which converting a tree paid and cmark's
// own renderers do not. Where the package that installed cmark-gfm also installed its node
// layout (Debian's libcmark-gfm-dev does, and requires the library of the very same
// version), the text is read in place instead, and nothing is written into the tree.
// Elsewhere these are the public getters. MarkdownTree checks once, on a sample tree, that
// both ways read the same bytes before it relies on the first.
#include "cmark_node_text.h"

#include <cmark-gfm.h>
#include <string.h>

#if __has_include(<cmark-gfm/node.h>)
#include <cmark-gfm/node.h>

bool cmark_swift_reads_in_place(void) { return true; }

static cmark_swift_span span(const cmark_chunk *chunk) {
    cmark_swift_span result = {chunk->data, chunk->len};
    return result;
}

static const cmark_swift_span none = {0, 0};

cmark_swift_span cmark_swift_literal(struct cmark_node *node) {
    switch (node->type) {
    case CMARK_NODE_TEXT:
    case CMARK_NODE_CODE:
    case CMARK_NODE_HTML_INLINE:
    case CMARK_NODE_HTML_BLOCK:
        return span(&node->as.literal);
    case CMARK_NODE_CODE_BLOCK:
        return span(&node->as.code.literal);
    default:
        return none;
    }
}

cmark_swift_span cmark_swift_fence_info(struct cmark_node *node) {
    return node->type == CMARK_NODE_CODE_BLOCK ? span(&node->as.code.info) : none;
}

cmark_swift_span cmark_swift_url(struct cmark_node *node) {
    return node->type == CMARK_NODE_LINK || node->type == CMARK_NODE_IMAGE ? span(&node->as.link.url) : none;
}

cmark_swift_span cmark_swift_title(struct cmark_node *node) {
    return node->type == CMARK_NODE_LINK || node->type == CMARK_NODE_IMAGE ? span(&node->as.link.title) : none;
}
#else

bool cmark_swift_reads_in_place(void) { return false; }

static cmark_swift_span span(const char *text) {
    cmark_swift_span result = {(const unsigned char *)text, text ? (int)strlen(text) : 0};
    return result;
}

cmark_swift_span cmark_swift_literal(struct cmark_node *node) { return span(cmark_node_get_literal(node)); }

cmark_swift_span cmark_swift_fence_info(struct cmark_node *node) { return span(cmark_node_get_fence_info(node)); }

cmark_swift_span cmark_swift_url(struct cmark_node *node) { return span(cmark_node_get_url(node)); }

cmark_swift_span cmark_swift_title(struct cmark_node *node) { return span(cmark_node_get_title(node)); }
#endif
