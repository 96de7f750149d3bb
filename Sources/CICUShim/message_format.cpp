// Message formatting: the C++ icu::MessageFormat (the C API's umsg_format is variadic).
#include "CICUShim.h"
#include "shim_internal.h"

#include <vector>

#include <unicode/fmtable.h>
#include <unicode/locid.h>
#include <unicode/msgfmt.h>
#include <unicode/parseerr.h>
#include <unicode/unistr.h>

extern "C" l10n_icu_message_format *l10n_icu_message_format_open(const uint16_t *pattern, int32_t pattern_length,
                                                                 const char *locale, int32_t *error_offset,
                                                                 int32_t *status) {
    if (error_offset != nullptr) {
        *error_offset = -1;
    }
    if (status == nullptr || *status > U_ZERO_ERROR) {
        return nullptr;
    }
    UErrorCode code = static_cast<UErrorCode>(*status);
    if (pattern == nullptr || pattern_length < 0) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return nullptr;
    }
    l10n_icu_internal_check_locale_length(locale, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return nullptr;
    }
    icu::Locale icuLocale(locale);
    if (icuLocale.isBogus()) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return nullptr;
    }
    const icu::UnicodeString text(reinterpret_cast<const UChar *>(pattern), pattern_length);
    UParseError parseError{};
    // ICU objects (UMemory) have their own operator new, which returns NULL instead of throwing.
    auto *format = new icu::MessageFormat(text, icuLocale, parseError, code);
    if (format == nullptr) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    if (U_FAILURE(code)) {
        if (error_offset != nullptr) {
            *error_offset = parseError.offset;
        }
        delete format;
        *status = code;
        return nullptr;
    }
    *status = code;
    return reinterpret_cast<l10n_icu_message_format *>(format);
}

extern "C" void l10n_icu_message_format_close(l10n_icu_message_format *format) {
    delete reinterpret_cast<icu::MessageFormat *>(format); // NULL-safe
}

// Whether [offset, offset + length) lies inside a block of `size` units.
static bool in_block(int32_t offset, int32_t length, int32_t size) {
    return offset >= 0 && length >= 0 && static_cast<int64_t>(offset) + length <= size;
}

extern "C" int32_t l10n_icu_message_format_format(l10n_icu_message_format *format,
                                                  const l10n_icu_message_argument *arguments, int32_t count,
                                                  const uint16_t *strings, int32_t strings_length,
                                                  uint16_t *buffer, int32_t capacity, int32_t *status) {
    if (status == nullptr || *status > U_ZERO_ERROR) {
        return 0;
    }
    UErrorCode code = static_cast<UErrorCode>(*status);
    if (format == nullptr || count < 0 || (arguments == nullptr && count > 0) || strings_length < 0
        || (strings == nullptr && strings_length > 0) || capacity < 0 || (buffer == nullptr && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    const UChar *block = reinterpret_cast<const UChar *>(strings);
    std::vector<icu::UnicodeString> names;
    std::vector<icu::Formattable> values;
    names.reserve(static_cast<size_t>(count));
    values.reserve(static_cast<size_t>(count));
    for (int32_t i = 0; i < count; i++) {
        const l10n_icu_message_argument &argument = arguments[i];
        if (!in_block(argument.name_offset, argument.name_length, strings_length)) {
            *status = U_ILLEGAL_ARGUMENT_ERROR;
            return 0;
        }
        // Read-only aliases of the caller's block: no copy of the names.
        names.emplace_back(false, block + argument.name_offset, argument.name_length);
        switch (argument.kind) {
        case L10N_ICU_MESSAGE_ARGUMENT_DOUBLE:
            values.emplace_back(argument.number);
            break;
        case L10N_ICU_MESSAGE_ARGUMENT_INT64:
            values.emplace_back(static_cast<int64_t>(argument.integer));
            break;
        case L10N_ICU_MESSAGE_ARGUMENT_STRING:
            if (!in_block(argument.text_offset, argument.text_length, strings_length)) {
                *status = U_ILLEGAL_ARGUMENT_ERROR;
                return 0;
            }
            values.emplace_back(icu::UnicodeString(block + argument.text_offset, argument.text_length));
            break;
        case L10N_ICU_MESSAGE_ARGUMENT_DATE:
            values.emplace_back(static_cast<UDate>(argument.number), icu::Formattable::kIsDate);
            break;
        default:
            *status = U_ILLEGAL_ARGUMENT_ERROR;
            return 0;
        }
    }
    icu::UnicodeString result;
    reinterpret_cast<icu::MessageFormat *>(format)->format(names.data(), values.data(), count, result, code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    int32_t length = result.extract(reinterpret_cast<UChar *>(buffer), capacity, code);
    *status = code;
    return length;
}
