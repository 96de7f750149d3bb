// Locale matching: the C++ icu::LocaleMatcher (there is no C API for it).
#include "CICUShim.h"
#include "shim_internal.h"

#include <vector>

#include <unicode/localematcher.h>
#include <unicode/locid.h>

// The locales of the tags ICU can read and, when `indexes` is not NULL, the index of each one's tag.
static void read_tags(const char *const *tags, int32_t count, std::vector<icu::Locale> &locales,
                      std::vector<int32_t> *indexes) {
    for (int32_t i = 0; i < count; i++) {
        if (tags[i] == nullptr) {
            continue;
        }
        UErrorCode code = U_ZERO_ERROR;
        icu::Locale locale = icu::Locale::forLanguageTag(tags[i], code);
        l10n_icu_internal_check_locale_length(locale.getName(), &code);
        if (U_FAILURE(code) || locale.isBogus()) {
            continue;
        }
        locales.push_back(locale);
        if (indexes != nullptr) {
            indexes->push_back(i);
        }
    }
}

extern "C" int32_t l10n_icu_locale_best_match(const char *const *desired, int32_t desired_count,
                                              const char *const *supported, int32_t supported_count,
                                              int32_t *status) {
    if (status == nullptr || *status > U_ZERO_ERROR) {
        return -1;
    }
    UErrorCode code = static_cast<UErrorCode>(*status);
    if (desired_count < 0 || supported_count < 0 || (desired == nullptr && desired_count > 0)
        || (supported == nullptr && supported_count > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    std::vector<icu::Locale> wanted, offered;
    std::vector<int32_t> offeredIndexes;
    read_tags(desired, desired_count, wanted, nullptr);
    read_tags(supported, supported_count, offered, &offeredIndexes);
    if (wanted.empty() || offered.empty()) {
        return -1;
    }
    icu::LocaleMatcher::Builder builder;
    for (const icu::Locale &locale : offered) {
        builder.addSupportedLocale(locale);
    }
    builder.setNoDefaultLocale();
    icu::LocaleMatcher matcher = builder.build(code);
    if (U_FAILURE(code)) {
        *status = code;
        return -1;
    }
    icu::Locale::RangeIterator<std::vector<icu::Locale>::const_iterator> iterator(wanted.begin(), wanted.end());
    icu::LocaleMatcher::Result result = matcher.getBestMatchResult(iterator, code);
    *status = code;
    if (U_FAILURE(code)) {
        return -1;
    }
    int32_t index = result.getSupportedIndex();
    return index >= 0 && index < static_cast<int32_t>(offeredIndexes.size()) ? offeredIndexes[index] : -1;
}
