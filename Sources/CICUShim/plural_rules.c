/* Plural rules: uplrules_* over an opaque handle. */
#include "CICUShim.h"
#include "shim_internal.h"

#include <unicode/uenum.h>
#include <unicode/upluralrules.h>

/* Longest keyword ICU could hand us; CLDR keywords are at most 5 letters. */
enum { KEYWORD_CAPACITY = 32 };

/* Copies `length` UTF-16 units of ASCII into `out` (NUL-terminated when room is left). Sets a
 * failure on non-ASCII text and ICU's overflow/not-terminated status when `out` is too small. */
static int32_t copy_ascii(const UChar *text, int32_t length, char *out, int32_t capacity,
                          UErrorCode *status) {
    for (int32_t i = 0; i < length; i++) {
        if (text[i] > 0x7F) {
            *status = U_INVARIANT_CONVERSION_ERROR;
            return 0;
        }
    }
    if (length > capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    for (int32_t i = 0; i < length; i++) {
        out[i] = (char)text[i];
    }
    if (length < capacity) {
        out[length] = '\0';
    } else if (*status <= U_ZERO_ERROR) {
        *status = U_STRING_NOT_TERMINATED_WARNING;
    }
    return length;
}

static UPluralType icu_plural_type(l10n_icu_plural_type type, UErrorCode *status) {
    switch (type) {
    case L10N_ICU_PLURAL_CARDINAL: return UPLURAL_TYPE_CARDINAL;
    case L10N_ICU_PLURAL_ORDINAL: return UPLURAL_TYPE_ORDINAL;
    }
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return UPLURAL_TYPE_CARDINAL;
}

l10n_icu_plural_rules *l10n_icu_plural_rules_open(const char *locale, l10n_icu_plural_type type,
                                                  int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return NULL;
    }
    UErrorCode code = (UErrorCode)*status;
    if (locale == NULL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UPluralType icuType = icu_plural_type(type, &code);
    l10n_icu_internal_check_locale_length(locale, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return NULL;
    }
    UPluralRules *rules = uplrules_openForType(locale, icuType, &code);
    *status = code;
    if (U_FAILURE(code)) {
        uplrules_close(rules); /* NULL-safe */
        return NULL;
    }
    return (l10n_icu_plural_rules *)rules;
}

void l10n_icu_plural_rules_close(l10n_icu_plural_rules *rules) {
    if (rules != NULL) {
        uplrules_close((UPluralRules *)rules);
    }
}

int32_t l10n_icu_plural_rules_select(const l10n_icu_plural_rules *rules, double number,
                                     char *keyword, int32_t capacity, int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    if (rules == NULL || capacity < 0 || (keyword == NULL && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UChar text[KEYWORD_CAPACITY];
    int32_t length = uplrules_select((const UPluralRules *)rules, number, text, KEYWORD_CAPACITY, &code);
    if (U_FAILURE(code) || length >= KEYWORD_CAPACITY) {
        *status = U_FAILURE(code) ? code : U_INTERNAL_PROGRAM_ERROR;
        return 0;
    }
    code = U_ZERO_ERROR;
    length = copy_ascii(text, length, keyword, capacity, &code);
    *status = code;
    return length;
}

int32_t l10n_icu_plural_rules_keywords(const l10n_icu_plural_rules *rules,
                                       char *buffer, int32_t capacity, int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    if (rules == NULL || capacity < 0 || (buffer == NULL && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, &code);
    if (U_FAILURE(code)) {
        uenum_close(keywords); /* NULL-safe */
        *status = code;
        return 0;
    }
    int32_t total = 0; /* length of the whole list, even past the end of the buffer */
    for (;;) {
        int32_t length = 0;
        const char *keyword = uenum_next(keywords, &length, &code);
        if (U_FAILURE(code)) {
            uenum_close(keywords);
            *status = code;
            return 0;
        }
        if (keyword == NULL) {
            break;
        }
        if (total > 0) {
            if (total < capacity) {
                buffer[total] = ' ';
            }
            total += 1;
        }
        for (int32_t i = 0; i < length; i++) {
            if (total + i < capacity) {
                buffer[total + i] = keyword[i];
            }
        }
        total += length;
    }
    uenum_close(keywords);
    if (total < capacity) {
        buffer[total] = '\0';
        *status = code;
    } else if (total == capacity) {
        *status = U_STRING_NOT_TERMINATED_WARNING;
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return total;
}
