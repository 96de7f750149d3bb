/*
 * CTranscoding: the UTF-16 to UTF-8 transcoder the `.strings` reader runs on every UTF-16 file, in C so that its
 * ASCII path is vectorized (Clang's vector extensions, on every architecture): written with Swift's SIMD types, the
 * same loop was not vectorized and ran twelve times slower. The functions are prefixed `l10n_transcode_`.
 */
#ifndef CTRANSCODING_H
#define CTRANSCODING_H

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
ptrdiff_t l10n_transcode_utf16_to_utf8(
    const uint8_t *source, size_t units, int big_endian, uint8_t *destination);

#ifdef __cplusplus
}
#endif

#endif
