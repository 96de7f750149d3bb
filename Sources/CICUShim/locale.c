/* Locale IDs and language tags: uloc_* over plain char buffers. */
#include "CICUShim.h"
#include "shim_internal.h"

#include <string.h>

#include <unicode/uloc.h>
#include <unicode/ures.h>

/* Common entry check: returns 0 when the call must not go ahead (NULL status, a failure already in
 * *status, or a bad argument, which is then reported as U_ILLEGAL_ARGUMENT_ERROR). */
static int proceed(int32_t *status, const void *input, const void *buffer, int32_t capacity) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return 0;
    }
    if (input == NULL || capacity < 0 || (buffer == NULL && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    return 1;
}

int32_t l10n_icu_locale_for_language_tag(const char *tag, char *locale, int32_t capacity,
                                         int32_t *parsed_length, int32_t *status) {
    if (!proceed(status, tag, locale, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, locale, capacity, &parsed, &code);
    if (parsed_length != NULL) {
        *parsed_length = parsed;
    }
    *status = code;
    return length;
}

int32_t l10n_icu_locale_to_language_tag(const char *locale, int32_t strict, char *tag, int32_t capacity,
                                        int32_t *status) {
    if (!proceed(status, locale, tag, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_toLanguageTag(locale, tag, capacity, (UBool)(strict != 0), &code);
    *status = code;
    return length;
}

int32_t l10n_icu_locale_canonicalize(const char *locale, char *buffer, int32_t capacity, int32_t *status) {
    if (!proceed(status, locale, buffer, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_canonicalize(locale, buffer, capacity, &code);
    *status = code;
    return length;
}

int32_t l10n_icu_locale_language(const char *locale, char *buffer, int32_t capacity, int32_t *status) {
    if (!proceed(status, locale, buffer, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_getLanguage(locale, buffer, capacity, &code);
    *status = code;
    return length;
}

int32_t l10n_icu_locale_script(const char *locale, char *buffer, int32_t capacity, int32_t *status) {
    if (!proceed(status, locale, buffer, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_getScript(locale, buffer, capacity, &code);
    *status = code;
    return length;
}

int32_t l10n_icu_locale_region(const char *locale, char *buffer, int32_t capacity, int32_t *status) {
    if (!proceed(status, locale, buffer, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_getCountry(locale, buffer, capacity, &code);
    *status = code;
    return length;
}

int32_t l10n_icu_locale_add_likely_subtags(const char *locale, char *buffer, int32_t capacity,
                                           int32_t *status) {
    if (!proceed(status, locale, buffer, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_addLikelySubtags(locale, buffer, capacity, &code);
    *status = code;
    return length;
}

int32_t l10n_icu_locale_is_right_to_left(const char *locale) {
    return locale != NULL && uloc_isRightToLeft(locale) ? 1 : 0;
}

int32_t l10n_icu_locale_display_language(const char *locale, const char *display_locale,
                                         uint16_t *buffer, int32_t capacity, int32_t *status) {
    if (!proceed(status, locale, buffer, capacity) || !proceed(status, display_locale, buffer, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_getDisplayLanguage(locale, display_locale, (UChar *)buffer, capacity, &code);
    *status = code;
    return length;
}

int32_t l10n_icu_locale_display_script(const char *locale, const char *display_locale,
                                       uint16_t *buffer, int32_t capacity, int32_t *status) {
    if (!proceed(status, locale, buffer, capacity) || !proceed(status, display_locale, buffer, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_getDisplayScript(locale, display_locale, (UChar *)buffer, capacity, &code);
    *status = code;
    return length;
}

int32_t l10n_icu_locale_display_region(const char *locale, const char *display_locale,
                                       uint16_t *buffer, int32_t capacity, int32_t *status) {
    if (!proceed(status, locale, buffer, capacity) || !proceed(status, display_locale, buffer, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_getDisplayCountry(locale, display_locale, (UChar *)buffer, capacity, &code);
    *status = code;
    return length;
}

int32_t l10n_icu_locale_count_available(void) {
    return uloc_countAvailable();
}

const char *l10n_icu_locale_available(int32_t index) {
    if (index < 0 || index >= uloc_countAvailable()) {
        return NULL;
    }
    return uloc_getAvailable(index);
}

const char *const *l10n_icu_iso_languages(void) {
    return uloc_getISOLanguages();
}

const char *const *l10n_icu_iso_regions(void) {
    return uloc_getISOCountries();
}

void l10n_icu_internal_check_locale_length(const char *locale, UErrorCode *status) {
    if (U_FAILURE(*status)) {
        return;
    }
    if (locale == NULL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return;
    }
    char name[ULOC_FULLNAME_CAPACITY];
    UErrorCode code = U_ZERO_ERROR;
    uloc_getName(locale, name, ULOC_FULLNAME_CAPACITY, &code);
    if (U_FAILURE(code) || code == U_STRING_NOT_TERMINATED_WARNING) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
    }
}

int32_t l10n_icu_locale_has_data(const char *locale, int32_t *status) {
    if (!proceed(status, locale, NULL, 0)) {
        return 0;
    }
    UErrorCode code = U_ZERO_ERROR; /* a fresh code: the warning ures_open sets is the answer */
    l10n_icu_internal_check_locale_length(locale, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    UResourceBundle *bundle = ures_open(NULL, locale, &code);
    if (U_FAILURE(code)) {
        ures_close(bundle); /* NULL-safe */
        *status = code;
        return 0;
    }
    /* U_USING_DEFAULT_WARNING: ICU found only root or the default locale. "", "root" and "und" open
     * root itself without a warning: no language's data either. */
    UErrorCode actualCode = U_ZERO_ERROR;
    const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &actualCode);
    int32_t found = code != U_USING_DEFAULT_WARNING && U_SUCCESS(actualCode) && actual != NULL
        && actual[0] != '\0' && strcmp(actual, "root") != 0;
    ures_close(bundle);
    *status = U_SUCCESS(actualCode) ? U_ZERO_ERROR : actualCode;
    return found;
}

int32_t l10n_icu_locale_parent(const char *locale, char *buffer, int32_t capacity, int32_t *status) {
    if (!proceed(status, locale, buffer, capacity)) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_getParent(locale, buffer, capacity, &code);
    *status = code;
    return length;
}
