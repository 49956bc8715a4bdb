// Encoding through libchafa: a canvas of the requested cells, drawn from the pixels (chafa
// scales them), printed with the control sequences of the chosen protocol. The terminal
// description is chafa's own entry for a terminal that speaks the protocol, looked up in a
// database made and freed by each call (chafa's default database is process-wide).
#include "CMarkdownImages.h"

#include <stdlib.h>
#include <string.h>

#include <chafa.h>

int cmi_encode(
    const uint8_t *pixels, int32_t width, int32_t height, cmi_protocol protocol, int32_t columns, int32_t rows,
    int32_t cell_width, int32_t cell_height, int colors, uint8_t **output, size_t *length) {
    *output = NULL;
    *length = 0;
    if (!pixels || width <= 0 || height <= 0 || columns <= 0 || rows <= 0 || cell_width <= 0 || cell_height <= 0 ||
        width > INT32_MAX / 4)
        return -1;
    // Each protocol's terminal, as chafa's database names it.
    static const char *const kitty[] = {"TERM=xterm-kitty", NULL};
    static const char *const iterm[] = {"TERM_PROGRAM=iTerm.app", NULL};
    static const char *const sixel[] = {"TERM=mlterm", NULL};
    static const char *const symbols[] = {"TERM=xterm-256color", "COLORTERM=truecolor", NULL};
    const char *const *environment = protocol == CMI_KITTY ? kitty : protocol == CMI_ITERM ? iterm
                                   : protocol == CMI_SIXEL ? sixel : symbols;
    ChafaPixelMode mode = protocol == CMI_KITTY ? CHAFA_PIXEL_MODE_KITTY : protocol == CMI_ITERM ? CHAFA_PIXEL_MODE_ITERM2
                        : protocol == CMI_SIXEL ? CHAFA_PIXEL_MODE_SIXELS : CHAFA_PIXEL_MODE_SYMBOLS;
    ChafaCanvasMode canvas_mode = colors == 2 ? CHAFA_CANVAS_MODE_INDEXED_16
                                : colors == 1 ? CHAFA_CANVAS_MODE_INDEXED_240 : CHAFA_CANVAS_MODE_TRUECOLOR;

    ChafaTermDb *database = chafa_term_db_new();
    ChafaTermInfo *terminal = chafa_term_db_detect(database, (gchar **)environment);
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_cell_geometry(config, cell_width, cell_height);
    chafa_canvas_config_set_pixel_mode(config, mode);
    chafa_canvas_config_set_canvas_mode(config, canvas_mode);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels, width, height, width * 4);
    GString *printed = chafa_canvas_print(canvas, terminal);
    int result = -1;
    if (printed && printed->len > 0) {
        *output = malloc(printed->len);
        if (*output) {
            memcpy(*output, printed->str, printed->len);
            *length = printed->len;
            result = 0;
        }
    }
    if (printed) g_string_free(printed, TRUE);
    chafa_canvas_unref(canvas);
    chafa_canvas_config_unref(config);
    chafa_term_info_unref(terminal);
    chafa_term_db_unref(database);
    return result;
}
