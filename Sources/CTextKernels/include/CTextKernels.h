/*
 * CTextKernels: the byte loops the `.strings` reader and the source scanner spend most of their time in, in C so
 * that they are vectorized (Clang's vector extensions, on every architecture): written with Swift's SIMD types, the
 * transcoder was not vectorized and ran twelve times slower. The functions are prefixed `l10n_text_`; they read and write only the
 * memory their arguments describe, and keep no state.
 */
#ifndef CTEXTKERNELS_H
#define CTEXTKERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Writes the UTF-8 of `units` UTF-16 code units read from `source` (two bytes each, high byte first when
 * `big_endian` is nonzero, no alignment needed) to `destination`, which has room for three bytes a unit.
 *
 * Returns the number of bytes written, or -1 at the first surrogate that is not half of a pair: such text has no
 * UTF-8 form that gives the same units back. Bytes of `destination` past those written may have been changed.
 */
ptrdiff_t l10n_text_utf16_to_utf8(const uint8_t *source, size_t units, int big_endian, uint8_t *destination);

/**
 * The offset of the first byte of `bytes` (`count` of them) at or after `start` that is `first`, `second`, or a
 * control character below 0x0E (line breaks among them); `count` when there is none. Sixteen bytes are looked at a
 * time.
 */
size_t l10n_text_next_candidate(const uint8_t *bytes, size_t count, size_t start, uint8_t first, uint8_t second);

/** How many bytes of `bytes` (`count` of them) are `byte`, sixteen looked at a time. */
size_t l10n_text_count_byte(const uint8_t *bytes, size_t count, uint8_t byte);

/** What each of 64 bytes of a Swift or Objective-C source is: bit `i` of a mask is byte `i`. */
typedef struct {
    /** Letters, digits, `_`, `$`, and every byte from 0x80: the bytes of a name (or a number). */
    uint64_t name;
    /** `0` to `9`. */
    uint64_t digit;
    /** Space, tab, `\v`, `\f` and `\r`. */
    uint64_t space;
    /** `\n`. */
    uint64_t newline;
    /** Printable ASCII that is no name byte and none of `/ " # @ ' \` and the backtick: one-byte tokens. */
    uint64_t plain;
} l10n_source_classes;

/**
 * Writes to `classes` what each of the 64 bytes at `bytes` is, sixteen bytes looked at a time: what the source
 * scanner's skim needs to pass names, spaces and punctuation without a branch for each byte.
 */
void l10n_text_classify_source(const uint8_t *bytes, l10n_source_classes *classes);

#ifdef __cplusplus
}
#endif

#endif
