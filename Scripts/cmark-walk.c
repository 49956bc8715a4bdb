/* The yardstick of `make bench-peers`: cmark-gfm's C API parses a file with the GFM
 * extensions and walks every node, reading its type and literal, as a C program that
 * uses the tree would. Built by Scripts/bench-peers.py with gcc. */
#include <stdio.h>
#include <stdlib.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: cmark-walk FILE\n"); return 2; }
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 1; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc((size_t)size);
    if (fread(text, 1, (size_t)size, file) != (size_t)size) { perror(argv[1]); return 1; }
    fclose(file);

    cmark_gfm_core_extensions_ensure_registered();
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_FOOTNOTES);
    const char *names[] = {"table", "strikethrough", "autolink", "tagfilter", "tasklist"};
    for (int i = 0; i < 5; i++) cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(names[i]));
    cmark_parser_feed(parser, text, (size_t)size);
    cmark_node *root = cmark_parser_finish(parser);

    cmark_iter *iter = cmark_iter_new(root);
    unsigned long sum = 0;
    cmark_event_type event;
    while ((event = cmark_iter_next(iter)) != CMARK_EVENT_DONE) {
        if (event != CMARK_EVENT_ENTER) continue;
        cmark_node *node = cmark_iter_get_node(iter);
        sum += (unsigned long)cmark_node_get_type(node);
        const char *literal = cmark_node_get_literal(node);
        if (literal) sum += (unsigned char)literal[0];
    }
    cmark_iter_free(iter);
    cmark_node_free(root);
    cmark_parser_free(parser);
    free(text);
    printf("%lu\n", sum);
    return 0;
}
