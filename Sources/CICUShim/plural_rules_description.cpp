// The text of ICU's plural rules. ICU has no C API for it, hence this one C++ file.
#include "CICUShim.h"
#include "shim_internal.h"

#include <memory>
#include <string>

#include <unicode/locid.h>
#include <unicode/plurrule.h>
#include <unicode/unistr.h>

extern "C" int32_t l10n_icu_plural_rules_description(const char *locale, l10n_icu_plural_type type,
                                                     char *buffer, int32_t capacity, int32_t *status) {
    if (status == nullptr || *status > U_ZERO_ERROR) {
        return 0;
    }
    UErrorCode code = static_cast<UErrorCode>(*status);
    if (locale == nullptr || capacity < 0 || (buffer == nullptr && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UPluralType icuType;
    switch (type) {
    case L10N_ICU_PLURAL_CARDINAL: icuType = UPLURAL_TYPE_CARDINAL; break;
    case L10N_ICU_PLURAL_ORDINAL: icuType = UPLURAL_TYPE_ORDINAL; break;
    default: *status = U_ILLEGAL_ARGUMENT_ERROR; return 0;
    }
    // Same guard as l10n_icu_plural_rules_open: ICU 72 overflows a fixed buffer for longer names.
    l10n_icu_internal_check_locale_length(locale, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    // The same call uplrules_openForType makes, so the locale falls back the same way.
    std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(icu::Locale(locale), icuType, code));
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    std::string text;
    rules->getRules().toUTF8String(text);
    int32_t length = static_cast<int32_t>(text.size());
    if (length > capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    text.copy(buffer, static_cast<size_t>(length));
    if (length < capacity) {
        buffer[length] = '\0';
        *status = code;
    } else {
        *status = U_STRING_NOT_TERMINATED_WARNING;
    }
    return length;
}
