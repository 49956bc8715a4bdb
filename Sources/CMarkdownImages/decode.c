// Decoding from memory with Debian's image libraries, each through the interface that
// reports errors instead of exiting: libpng's simplified API, libjpeg-turbo with an error
// manager that jumps back here, libwebp's one-call decoder into our buffer, giflib's record
// reader (first frame only, composed on the logical screen). The pixel limit is checked on
// the header's dimensions, before the pixel buffer is allocated.
#include "CMarkdownImages.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gif_lib.h>
#include <jpeglib.h>
#include <png.h>
#include <webp/decode.h>

static cmi_status fail(cmi_image *image, cmi_status status, const char *message) {
    free(image->pixels);
    image->pixels = NULL;
    snprintf(image->message, sizeof image->message, "%s", message ? message : "");
    return status;
}

static int too_many(uint64_t width, uint64_t height, uint64_t max_pixels) {
    return width == 0 || height == 0 || width * height > max_pixels;
}

static cmi_status decode_png(const uint8_t *data, size_t size, uint64_t max_pixels, cmi_image *image) {
    png_image png;
    memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&png, data, size)) return fail(image, CMI_CORRUPT, png.message);
    image->width = (int32_t)png.width;
    image->height = (int32_t)png.height;
    if (png.width > INT32_MAX / 4 || too_many(png.width, png.height, max_pixels)) {
        png_image_free(&png);
        return fail(image, CMI_TOO_LARGE, "too many pixels");
    }
    png.format = PNG_FORMAT_RGBA;
    image->pixels = malloc(PNG_IMAGE_SIZE(png));
    if (!image->pixels) {
        png_image_free(&png);
        return fail(image, CMI_NO_MEMORY, "out of memory");
    }
    if (!png_image_finish_read(&png, NULL, image->pixels, 0, NULL)) return fail(image, CMI_CORRUPT, png.message);
    return CMI_OK;
}

struct jpeg_failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void jpeg_fail(j_common_ptr info) {
    struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
    info->err->format_message(info, failure->message);
    longjmp(failure->jump, 1);
}

// Warnings (a truncated file, extraneous bytes) are not printed: the image shows what decoded.
static void jpeg_quiet(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

static cmi_status decode_jpeg(const uint8_t *data, size_t size, uint64_t max_pixels, cmi_image *image) {
    struct jpeg_decompress_struct info;
    struct jpeg_failure failure;
    memset(&failure, 0, sizeof failure);
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_fail;
    failure.manager.emit_message = jpeg_quiet;
    // `image->pixels` is written before any jump can come back here, and read after it.
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        return fail(image, CMI_CORRUPT, failure.message);
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    image->width = (int32_t)info.image_width;
    image->height = (int32_t)info.image_height;
    if (too_many(info.image_width, info.image_height, max_pixels)) {
        jpeg_destroy_decompress(&info);
        return fail(image, CMI_TOO_LARGE, "too many pixels");
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    image->width = (int32_t)info.output_width;
    image->height = (int32_t)info.output_height;
    image->pixels = malloc(stride * info.output_height);
    if (!image->pixels) {
        jpeg_destroy_decompress(&info);
        return fail(image, CMI_NO_MEMORY, "out of memory");
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = image->pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return CMI_OK;
}

static cmi_status decode_webp(const uint8_t *data, size_t size, uint64_t max_pixels, cmi_image *image) {
    int width = 0, height = 0;
    if (!WebPGetInfo(data, size, &width, &height)) return fail(image, CMI_CORRUPT, "not a WebP image libwebp can read");
    image->width = width;
    image->height = height;
    if (too_many((uint64_t)width, (uint64_t)height, max_pixels)) return fail(image, CMI_TOO_LARGE, "too many pixels");
    size_t bytes = (size_t)width * (size_t)height * 4;
    image->pixels = malloc(bytes);
    if (!image->pixels) return fail(image, CMI_NO_MEMORY, "out of memory");
    if (!WebPDecodeRGBAInto(data, size, image->pixels, bytes, width * 4))
        return fail(image, CMI_CORRUPT, "libwebp could not decode it (an animated WebP is not shown)");
    return CMI_OK;
}

struct gif_reader {
    const uint8_t *data;
    size_t size;
    size_t offset;
};

static int gif_read(GifFileType *gif, GifByteType *buffer, int count) {
    struct gif_reader *reader = gif->UserData;
    size_t left = reader->size - reader->offset;
    size_t taken = (size_t)count < left ? (size_t)count : left;
    memcpy(buffer, reader->data + reader->offset, taken);
    reader->offset += taken;
    return (int)taken;
}

static cmi_status gif_fail(GifFileType *gif, cmi_image *image, cmi_status status, const char *message) {
    int error = 0;
    const char *text = message ? message : GifErrorString(gif->Error);
    cmi_status result = fail(image, status, text ? text : "corrupt GIF");
    DGifCloseFile(gif, &error);
    return result;
}

// The first frame, drawn on the logical screen (transparent where it does not cover it).
static cmi_status decode_gif(const uint8_t *data, size_t size, uint64_t max_pixels, cmi_image *image) {
    struct gif_reader reader = {data, size, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&reader, gif_read, &error);
    if (!gif) return fail(image, CMI_CORRUPT, GifErrorString(error));
    int transparent = -1;
    for (;;) {
        GifRecordType record;
        if (DGifGetRecordType(gif, &record) == GIF_ERROR) return gif_fail(gif, image, CMI_CORRUPT, NULL);
        if (record == TERMINATE_RECORD_TYPE) return gif_fail(gif, image, CMI_CORRUPT, "a GIF without a frame");
        if (record == EXTENSION_RECORD_TYPE) {
            int code = 0;
            GifByteType *extension = NULL;
            if (DGifGetExtension(gif, &code, &extension) == GIF_ERROR) return gif_fail(gif, image, CMI_CORRUPT, NULL);
            if (code == GRAPHICS_EXT_FUNC_CODE && extension && extension[0] >= 4 && (extension[1] & 1))
                transparent = extension[4];
            while (extension) {
                if (DGifGetExtensionNext(gif, &extension) == GIF_ERROR) return gif_fail(gif, image, CMI_CORRUPT, NULL);
            }
            continue;
        }
        if (record != IMAGE_DESC_RECORD_TYPE) continue;
        if (DGifGetImageDesc(gif) == GIF_ERROR) return gif_fail(gif, image, CMI_CORRUPT, NULL);
        break;
    }
    GifImageDesc frame = gif->Image;
    int width = gif->SWidth > 0 ? gif->SWidth : frame.Width;
    int height = gif->SHeight > 0 ? gif->SHeight : frame.Height;
    image->width = width;
    image->height = height;
    if (too_many((uint64_t)width, (uint64_t)height, max_pixels)) return gif_fail(gif, image, CMI_TOO_LARGE, "too many pixels");
    if (frame.Width <= 0 || frame.Height <= 0) return gif_fail(gif, image, CMI_CORRUPT, "a GIF frame without pixels");
    // A frame larger than its screen is refused with the frame's own size: that is what is too large.
    if (too_many((uint64_t)frame.Width, (uint64_t)frame.Height, max_pixels)) {
        image->width = frame.Width;
        image->height = frame.Height;
        return gif_fail(gif, image, CMI_TOO_LARGE, "too many pixels");
    }
    ColorMapObject *colors = frame.ColorMap ? frame.ColorMap : gif->SColorMap;
    if (!colors) return gif_fail(gif, image, CMI_CORRUPT, "a GIF frame without colours");
    image->pixels = calloc((size_t)width * (size_t)height, 4);
    GifPixelType *line = malloc((size_t)frame.Width);
    if (!image->pixels || !line) {
        free(line);
        return gif_fail(gif, image, CMI_NO_MEMORY, "out of memory");
    }
    // Interlaced frames store rows in four passes: every 8th from 0, every 8th from 4,
    // every 4th from 2, every 2nd from 1.
    static const int starts[4] = {0, 4, 2, 1}, steps[4] = {8, 8, 4, 2};
    int passes = frame.Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = frame.Interlace ? starts[pass] : 0, step = frame.Interlace ? steps[pass] : 1;
        for (int y = start; y < frame.Height; y += step) {
            if (DGifGetLine(gif, line, frame.Width) == GIF_ERROR) {
                free(line);
                return gif_fail(gif, image, CMI_CORRUPT, NULL);
            }
            int row = frame.Top + y;
            if (row < 0 || row >= height) continue;
            for (int x = 0; x < frame.Width; x++) {
                int column = frame.Left + x, index = line[x];
                if (column < 0 || column >= width || index == transparent || index >= colors->ColorCount) continue;
                uint8_t *pixel = image->pixels + ((size_t)row * (size_t)width + (size_t)column) * 4;
                pixel[0] = colors->Colors[index].Red;
                pixel[1] = colors->Colors[index].Green;
                pixel[2] = colors->Colors[index].Blue;
                pixel[3] = 255;
            }
        }
    }
    free(line);
    DGifCloseFile(gif, &error);
    return CMI_OK;
}

cmi_status cmi_decode(const uint8_t *data, size_t size, uint64_t max_pixels, cmi_image *image) {
    memset(image, 0, sizeof *image);
    if (size >= 8 && memcmp(data, "\x89PNG\r\n\x1a\n", 8) == 0) {
        image->format = "png";
        return decode_png(data, size, max_pixels, image);
    }
    if (size >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) {
        image->format = "jpeg";
        return decode_jpeg(data, size, max_pixels, image);
    }
    if (size >= 6 && (memcmp(data, "GIF87a", 6) == 0 || memcmp(data, "GIF89a", 6) == 0)) {
        image->format = "gif";
        return decode_gif(data, size, max_pixels, image);
    }
    if (size >= 12 && memcmp(data, "RIFF", 4) == 0 && memcmp(data + 8, "WEBP", 4) == 0) {
        image->format = "webp";
        return decode_webp(data, size, max_pixels, image);
    }
    return fail(image, CMI_UNKNOWN_FORMAT, "not a PNG, JPEG, GIF or WebP image");
}

int cmi_write_png(const uint8_t *pixels, int32_t width, int32_t height, uint8_t **output, size_t *length) {
    *output = NULL;
    *length = 0;
    if (!pixels || width <= 0 || height <= 0 || width > INT32_MAX / 4) return -1;
    png_image png;
    memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    png.width = (png_uint_32)width;
    png.height = (png_uint_32)height;
    png.format = PNG_FORMAT_RGBA;
    png_alloc_size_t size = 0;
    // The first call measures, the second writes.
    if (!png_image_write_to_memory(&png, NULL, &size, 0, pixels, 0, NULL) || size == 0) return -1;
    *output = malloc(size);
    if (!*output) return -1;
    if (!png_image_write_to_memory(&png, *output, &size, 0, pixels, 0, NULL)) {
        free(*output);
        *output = NULL;
        return -1;
    }
    *length = size;
    return 0;
}

void cmi_free(void *pointer) { free(pointer); }
