/* Number formatting: unumf_* (ICU number skeletons) over an opaque handle. */
#include "CICUShim.h"
#include "shim_internal.h"

#include <unicode/unumberformatter.h>

l10n_icu_number_formatter *l10n_icu_number_formatter_open(const uint16_t *skeleton, int32_t skeleton_length,
                                                          const char *locale, int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return NULL;
    }
    UErrorCode code = (UErrorCode)*status;
    if (skeleton == NULL || skeleton_length < 0) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    l10n_icu_internal_check_locale_length(locale, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return NULL;
    }
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale((const UChar *)skeleton, skeleton_length,
                                                                 locale, &code);
    *status = code;
    if (U_FAILURE(code)) {
        unumf_close(formatter); /* NULL-safe */
        return NULL;
    }
    return (l10n_icu_number_formatter *)formatter;
}

void l10n_icu_number_formatter_close(l10n_icu_number_formatter *formatter) {
    if (formatter != NULL) {
        unumf_close((UNumberFormatter *)formatter);
    }
}

/* The common part of both format functions: `value_is_double` picks the value. */
static int32_t format_number(const l10n_icu_number_formatter *formatter, int value_is_double, double number,
                             int64_t integer, uint16_t *buffer, int32_t capacity, int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    if (formatter == NULL || capacity < 0 || (buffer == NULL && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UFormattedNumber *result = unumf_openResult(&code);
    if (U_FAILURE(code)) {
        unumf_closeResult(result); /* NULL-safe */
        *status = code;
        return 0;
    }
    if (value_is_double) {
        unumf_formatDouble((const UNumberFormatter *)formatter, number, result, &code);
    } else {
        unumf_formatInt((const UNumberFormatter *)formatter, integer, result, &code);
    }
    int32_t length = 0;
    if (U_SUCCESS(code)) {
        length = unumf_resultToString(result, (UChar *)buffer, capacity, &code);
    }
    unumf_closeResult(result);
    *status = code;
    return U_FAILURE(code) && code != U_BUFFER_OVERFLOW_ERROR ? 0 : length;
}

int32_t l10n_icu_number_formatter_format_double(const l10n_icu_number_formatter *formatter, double value,
                                                uint16_t *buffer, int32_t capacity, int32_t *status) {
    return format_number(formatter, 1, value, 0, buffer, capacity, status);
}

int32_t l10n_icu_number_formatter_format_int64(const l10n_icu_number_formatter *formatter, int64_t value,
                                               uint16_t *buffer, int32_t capacity, int32_t *status) {
    return format_number(formatter, 0, 0, value, buffer, capacity, status);
}
