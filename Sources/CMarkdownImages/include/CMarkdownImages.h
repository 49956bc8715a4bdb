// A small C interface over the image libraries: decoding PNG, JPEG, GIF (first frame) and
// WebP from memory into RGBA pixels, under a pixel-count limit, and encoding pixels for a
// terminal through libchafa (kitty, iTerm2, sixel or Unicode symbols). Plain C types only:
// no GLib or library type crosses this header. Every decoder error comes back as a status and
// a message; nothing here exits, prints or keeps state between calls.
#ifndef CMARKDOWNIMAGES_H
#define CMARKDOWNIMAGES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a decode gave.
typedef enum {
    CMI_OK = 0,
    /// The bytes start like none of the formats.
    CMI_UNKNOWN_FORMAT = 1,
    /// The image has more pixels than the caller allows (width and height are set).
    CMI_TOO_LARGE = 2,
    /// The decoder rejected the data (the message says why).
    CMI_CORRUPT = 3,
    CMI_NO_MEMORY = 4,
} cmi_status;

/// A decoded image: `width * height` RGBA pixels, unassociated alpha, rows packed.
typedef struct {
    int32_t width;
    int32_t height;
    /// malloc'd; free with `cmi_free`.
    uint8_t *pixels;
    /// "png", "jpeg", "gif", "webp" (static), or NULL when the format is unknown.
    const char *format;
    /// The decoder's message when the status is not CMI_OK.
    char message[160];
} cmi_image;

/// Decodes `size` bytes. Refuses (CMI_TOO_LARGE) an image of more than `max_pixels` pixels
/// before allocating for it.
cmi_status cmi_decode(const uint8_t *data, size_t size, uint64_t max_pixels, cmi_image *image);

/// How the encoded pixels reach the terminal.
typedef enum {
    CMI_SYMBOLS = 0,
    CMI_SIXEL = 1,
    CMI_KITTY = 2,
    CMI_ITERM = 3,
} cmi_protocol;

/// Encodes RGBA pixels to fill `columns` by `rows` cells of `cell_width` by `cell_height`
/// pixels. `colors`: 0 true colour, 1 256 colours, 2 16 colours (symbols only). On success
/// returns 0 and a malloc'd `*output` of `*length` bytes (free with `cmi_free`); -1 on bad
/// arguments or no memory.
int cmi_encode(
    const uint8_t *pixels, int32_t width, int32_t height, cmi_protocol protocol, int32_t columns, int32_t rows,
    int32_t cell_width, int32_t cell_height, int colors, uint8_t **output, size_t *length);

/// Writes RGBA pixels as a PNG file (libpng's simplified writer): 0 and a malloc'd
/// `*output` of `*length` bytes, or -1.
int cmi_write_png(const uint8_t *pixels, int32_t width, int32_t height, uint8_t **output, size_t *length);

/// Frees what `cmi_decode`, `cmi_encode` or `cmi_write_png` allocated.
void cmi_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif
