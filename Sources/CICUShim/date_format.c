/* Date formatting: udatpg_* for patterns from skeletons, udat_* over an opaque handle. */
#include <stdlib.h>
#include "CICUShim.h"
#include "shim_internal.h"

#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>

int32_t l10n_icu_date_best_pattern(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                                   uint16_t *buffer, int32_t capacity, int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    if (skeleton == NULL || skeleton_length < 0 || capacity < 0 || (buffer == NULL && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    l10n_icu_internal_check_locale_length(locale, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    UDateTimePatternGenerator *generator = udatpg_open(locale, &code);
    if (U_FAILURE(code)) {
        udatpg_close(generator); /* NULL-safe */
        *status = code;
        return 0;
    }
    int32_t length = udatpg_getBestPattern(generator, (const UChar *)skeleton, skeleton_length,
                                           (UChar *)buffer, capacity, &code);
    udatpg_close(generator);
    *status = code;
    return length;
}

int32_t l10n_icu_date_skeleton(const uint16_t *pattern, int32_t pattern_length, uint16_t *buffer, int32_t capacity,
                               int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    if (pattern == NULL || pattern_length < 0 || capacity < 0 || (buffer == NULL && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    int32_t length = udatpg_getSkeleton(NULL, (const UChar *)pattern, pattern_length, (UChar *)buffer, capacity, &code);
    *status = code;
    return length;
}

/* A date format and a calendar of its own: udat_format clones the format's calendar on every call (about a
   fifth of its time); formatting through our calendar with udat_formatCalendar does not. */
struct l10n_icu_date_format {
    UDateFormat *format;
    UCalendar *calendar;
};

/* Opens with udat_open after the common checks; pattern NULL means styles. */
static l10n_icu_date_format *open_format(UDateFormatStyle time_style, UDateFormatStyle date_style,
                                         const char *locale, const uint16_t *time_zone,
                                         int32_t time_zone_length, const uint16_t *pattern,
                                         int32_t pattern_length, int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return NULL;
    }
    UErrorCode code = (UErrorCode)*status;
    if (time_zone == NULL || time_zone_length < 0 || (pattern != NULL && pattern_length < 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    l10n_icu_internal_check_locale_length(locale, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return NULL;
    }
    UDateFormat *format = udat_open(time_style, date_style, locale, (const UChar *)time_zone, time_zone_length,
                                    (const UChar *)pattern, pattern_length, &code);
    UCalendar *calendar = U_SUCCESS(code) ? ucal_clone(udat_getCalendar(format), &code) : NULL;
    l10n_icu_date_format *handle = U_SUCCESS(code) ? malloc(sizeof *handle) : NULL;
    if (U_SUCCESS(code) && handle == NULL) {
        code = U_MEMORY_ALLOCATION_ERROR;
    }
    *status = code;
    if (U_FAILURE(code)) {
        if (calendar != NULL) {
            ucal_close(calendar);
        }
        if (format != NULL) {
            udat_close(format);
        }
        return NULL;
    }
    handle->format = format;
    handle->calendar = calendar;
    return handle;
}

l10n_icu_date_format *l10n_icu_date_format_open_pattern(const uint16_t *pattern, int32_t pattern_length,
                                                        const char *locale, const uint16_t *time_zone,
                                                        int32_t time_zone_length, int32_t *status) {
    if (status != NULL && *status <= U_ZERO_ERROR && pattern == NULL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    return open_format(UDAT_PATTERN, UDAT_PATTERN, locale, time_zone, time_zone_length, pattern,
                       pattern_length, status);
}

/* The ICU style of a shim style; sets a failure for a value outside the enum. */
static UDateFormatStyle icu_style(l10n_icu_date_style style, int32_t *status) {
    switch (style) {
    case L10N_ICU_DATE_STYLE_NONE: return UDAT_NONE;
    case L10N_ICU_DATE_STYLE_FULL: return UDAT_FULL;
    case L10N_ICU_DATE_STYLE_LONG: return UDAT_LONG;
    case L10N_ICU_DATE_STYLE_MEDIUM: return UDAT_MEDIUM;
    case L10N_ICU_DATE_STYLE_SHORT: return UDAT_SHORT;
    }
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return UDAT_NONE;
}

l10n_icu_date_format *l10n_icu_date_format_open_styles(l10n_icu_date_style date_style,
                                                       l10n_icu_date_style time_style, const char *locale,
                                                       const uint16_t *time_zone, int32_t time_zone_length,
                                                       int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return NULL;
    }
    UDateFormatStyle date = icu_style(date_style, status);
    UDateFormatStyle time = icu_style(time_style, status);
    if (*status <= U_ZERO_ERROR && date == UDAT_NONE && time == UDAT_NONE) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
    }
    return open_format(time, date, locale, time_zone, time_zone_length, NULL, -1, status);
}

void l10n_icu_date_format_close(l10n_icu_date_format *format) {
    if (format != NULL) {
        ucal_close(format->calendar);
        udat_close(format->format);
        free(format);
    }
}

int32_t l10n_icu_date_format_pattern(const l10n_icu_date_format *format, uint16_t *buffer, int32_t capacity,
                                     int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    if (format == NULL || capacity < 0 || (buffer == NULL && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    int32_t length = udat_toPattern(format->format, 0, (UChar *)buffer, capacity, &code);
    *status = code;
    return length;
}

int32_t l10n_icu_date_format_format(l10n_icu_date_format *format, double milliseconds_since_1970,
                                    uint16_t *buffer, int32_t capacity, int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    if (format == NULL || capacity < 0 || (buffer == NULL && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    ucal_setMillis(format->calendar, milliseconds_since_1970, &code);
    int32_t length = udat_formatCalendar(format->format, format->calendar, (UChar *)buffer, capacity, NULL, &code);
    *status = code;
    return length;
}
