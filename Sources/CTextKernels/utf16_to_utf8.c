#include "CTextKernels.h"

#include <string.h>

/* Eight code units, and their eight low bytes. */
typedef uint16_t units8 __attribute__((vector_size(16)));
typedef uint8_t bytes8 __attribute__((vector_size(8)));

/* The code unit at `index`. */
static inline uint32_t unit_at(const uint8_t *source, size_t index, int big_endian) {
    const uint8_t *pair = source + 2 * index;
    return big_endian ? (uint32_t)pair[0] << 8 | pair[1] : (uint32_t)pair[1] << 8 | pair[0];
}

/*
 * The transcoder for one byte order: `big_endian` is a constant at each of the two calls below, so that the compiler
 * makes a loop for each without a test of the byte order per unit.
 */
static inline __attribute__((always_inline)) ptrdiff_t transcode(
    const uint8_t *source, size_t units, uint8_t *destination, const int big_endian) {
    uint8_t *out = destination;
    size_t index = 0;
    while (index < units) {
        /* Sixteen units at a time while they are all ASCII. */
        while (units - index >= 16) {
            units8 first, second;
            memcpy(&first, source + 2 * index, sizeof first);
            memcpy(&second, source + 2 * index + 16, sizeof second);
            if (big_endian) {
                first = first << 8 | first >> 8;
                second = second << 8 | second >> 8;
            }
            units8 high = (first | second) & (uint16_t)0xFF80;
            uint64_t halves[2];
            memcpy(halves, &high, sizeof halves);
            if ((halves[0] | halves[1]) != 0) break;
            bytes8 low = __builtin_convertvector(first, bytes8);
            memcpy(out, &low, sizeof low);
            low = __builtin_convertvector(second, bytes8);
            memcpy(out + 8, &low, sizeof low);
            out += 16;
            index += 16;
        }
        if (index == units) break;
        if (units - index >= 8) {
            /* Eight units narrowed to their low bytes at once; those up to the first that is not ASCII are kept. */
            units8 block;
            memcpy(&block, source + 2 * index, sizeof block);
            if (big_endian) block = block << 8 | block >> 8;
            bytes8 narrowed = __builtin_convertvector(block, bytes8);
            memcpy(out, &narrowed, sizeof narrowed);
            bytes8 other = __builtin_convertvector((block & (uint16_t)0xFF80) != 0, bytes8);
            uint64_t mask;
            memcpy(&mask, &other, sizeof mask);
            size_t ascii = mask == 0 ? 8 : (size_t)__builtin_ctzll(mask) / 8;
            out += ascii;
            index += ascii;
            if (ascii == 8) continue;
        }
        /*
         * Units that are not ASCII, one by one, up to the next ASCII one: two bytes below U+0800 (Greek, Cyrillic,
         * Hebrew, Arabic), three for the rest of the first plane (CJK, Thai, Indic scripts), four for a pair of
         * surrogates.
         */
        uint32_t unit = unit_at(source, index, big_endian);
        if (unit < 0x80) {
            /* An ASCII unit among the last seven. */
            *out++ = (uint8_t)unit;
            index++;
            continue;
        }
        do {
            index++;
            if (unit < 0x800) {
                out[0] = (uint8_t)(0xC0 | unit >> 6);
                out[1] = (uint8_t)(0x80 | (unit & 0x3F));
                out += 2;
            } else if ((unit & 0xF800) != 0xD800) {
                out[0] = (uint8_t)(0xE0 | unit >> 12);
                out[1] = (uint8_t)(0x80 | (unit >> 6 & 0x3F));
                out[2] = (uint8_t)(0x80 | (unit & 0x3F));
                out += 3;
            } else {
                if (unit >= 0xDC00 || index >= units) return -1;
                uint32_t low = unit_at(source, index, big_endian);
                if ((low & 0xFC00) != 0xDC00) return -1;
                uint32_t scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
                index++;
                out[0] = (uint8_t)(0xF0 | scalar >> 18);
                out[1] = (uint8_t)(0x80 | (scalar >> 12 & 0x3F));
                out[2] = (uint8_t)(0x80 | (scalar >> 6 & 0x3F));
                out[3] = (uint8_t)(0x80 | (scalar & 0x3F));
                out += 4;
            }
        } while (index < units && (unit = unit_at(source, index, big_endian)) >= 0x80);
    }
    return out - destination;
}

ptrdiff_t l10n_text_utf16_to_utf8(
    const uint8_t *source, size_t units, int big_endian, uint8_t *destination) {
    return big_endian ? transcode(source, units, destination, 1) : transcode(source, units, destination, 0);
}
