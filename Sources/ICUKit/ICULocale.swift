import CICUShim

/// Swift calls over the shim's `uloc_*` functions (internal; `LanguageID` is the public face).
enum ICULocale {
    /// `uloc_forLanguageTag`: the ICU locale ID of a BCP 47 tag, and how many bytes of the tag were
    /// well-formed (less than the tag's UTF-8 length when it is not well-formed from there on).
    static func id(forLanguageTag tag: String) throws(ICUError) -> (id: String, parsedLength: Int) {
        var parsed: Int32 = 0
        let id = try ICUStatus.utf8("uloc_forLanguageTag") {
            l10n_icu_locale_for_language_tag(tag, $0, $1, &parsed, $2)
        }.text
        return (id, Int(parsed))
    }

    /// `uloc_toLanguageTag`: the BCP 47 tag of an ICU locale ID; `strict` fails on what BCP 47 cannot say.
    static func languageTag(forID id: String, strict: Bool) throws(ICUError) -> String {
        try ICUStatus.utf8("uloc_toLanguageTag") { l10n_icu_locale_to_language_tag(id, strict ? 1 : 0, $0, $1, $2) }.text
    }

    /// `uloc_canonicalize`.
    static func canonicalize(_ id: String) throws(ICUError) -> String {
        try ICUStatus.utf8("uloc_canonicalize") { l10n_icu_locale_canonicalize(id, $0, $1, $2) }.text
    }

    /// `uloc_getLanguage`: "" when none.
    static func language(of id: String) throws(ICUError) -> String {
        try ICUStatus.utf8("uloc_getLanguage") { l10n_icu_locale_language(id, $0, $1, $2) }.text
    }

    /// `uloc_getScript`: "" when none.
    static func script(of id: String) throws(ICUError) -> String {
        try ICUStatus.utf8("uloc_getScript") { l10n_icu_locale_script(id, $0, $1, $2) }.text
    }

    /// `uloc_getCountry`: "" when none.
    static func region(of id: String) throws(ICUError) -> String {
        try ICUStatus.utf8("uloc_getCountry") { l10n_icu_locale_region(id, $0, $1, $2) }.text
    }

    /// `uloc_isRightToLeft`: whether the locale's script runs from right to left.
    static func isRightToLeft(_ id: String) -> Bool { l10n_icu_locale_is_right_to_left(id) == 1 }

    /// `uloc_addLikelySubtags`.
    static func addLikelySubtags(_ id: String) throws(ICUError) -> String {
        try ICUStatus.utf8("uloc_addLikelySubtags") { l10n_icu_locale_add_likely_subtags(id, $0, $1, $2) }.text
    }

    /// `uloc_getDisplayLanguage`: the name of the ID's language in `displayLocale`, or nil when ICU has
    /// none (it would return the code with `U_USING_DEFAULT_WARNING`).
    static func displayLanguage(of id: String, in displayLocale: String) throws(ICUError) -> String? {
        let (name, status) = try ICUStatus.utf16("uloc_getDisplayLanguage") {
            l10n_icu_locale_display_language(id, displayLocale, $0, $1, $2)
        }
        return status == ICUStatus.usingDefaultWarning || name.isEmpty ? nil : name
    }

    /// `uloc_getDisplayScript`: like `displayLanguage(of:in:)`, for the script.
    static func displayScript(of id: String, in displayLocale: String) throws(ICUError) -> String? {
        let (name, status) = try ICUStatus.utf16("uloc_getDisplayScript") {
            l10n_icu_locale_display_script(id, displayLocale, $0, $1, $2)
        }
        return status == ICUStatus.usingDefaultWarning || name.isEmpty ? nil : name
    }

    /// `uloc_getDisplayCountry`: like `displayLanguage(of:in:)`, for the region.
    static func displayRegion(of id: String, in displayLocale: String) throws(ICUError) -> String? {
        let (name, status) = try ICUStatus.utf16("uloc_getDisplayCountry") {
            l10n_icu_locale_display_region(id, displayLocale, $0, $1, $2)
        }
        return status == ICUStatus.usingDefaultWarning || name.isEmpty ? nil : name
    }

    /// `uloc_countAvailable` and `uloc_getAvailable`: the IDs of all locales ICU has data for.
    static var available: [String] {
        (0..<l10n_icu_locale_count_available()).compactMap { index in
            l10n_icu_locale_available(index).map { String(cString: $0) }
        }
    }

    /// `uloc_getISOLanguages`: ICU's ISO 639 codes (2 and 3 letters).
    static let isoLanguages: Set<String> = strings(l10n_icu_iso_languages())

    /// `uloc_getISOCountries`: ICU's ISO 3166 alpha-2 codes.
    static let isoRegions: Set<String> = strings(l10n_icu_iso_regions())

    /// The ICU locale ID for a BCP 47 tag, or the string itself when it is no well-formed tag (an ICU
    /// ID such as "pt_BR" already).
    static func id(fromTagOrID locale: String) throws(ICUError) -> String {
        guard locale.utf8.contains(UInt8(ascii: "-")) else { return locale }
        let (id, parsed) = try id(forLanguageTag: locale)
        return parsed == locale.utf8.count && !id.isEmpty ? id : locale
    }

    /// The strings of a NULL-terminated C array owned by ICU.
    private static func strings(_ list: UnsafePointer<UnsafePointer<CChar>?>?) -> Set<String> {
        var result = Set<String>()
        guard var cursor = list else { return result }
        while let string = cursor.pointee {
            result.insert(String(cString: string))
            cursor += 1
        }
        return result
    }
}
