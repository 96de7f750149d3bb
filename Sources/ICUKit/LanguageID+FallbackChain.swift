import CICUShim

extension LanguageID {
    /// The tag and its parents down to the language, as BCP 47 tags, by ICU's truncation (`uloc_getParent`):
    /// "zh-Hant-TW" gives ["zh-Hant-TW", "zh-Hant", "zh"], "de-CH" gives ["de-CH", "de"].
    ///
    /// Root is left out. The chain is ICU's truncation, not CLDR's parent locales: "es-MX" gives
    /// ["es-MX", "es"], not "es-419".
    public var fallbackChain: [String] {
        var chain = [tag]
        var id = icuLocaleID
        while true {
            guard let parent = try? ICUStatus.utf8("uloc_getParent", { l10n_icu_locale_parent(id, $0, $1, $2) }).text,
                  !parent.isEmpty, parent != id,
                  let parentTag = try? ICULocale.languageTag(forID: parent, strict: false)
            else { break }
            chain.append(parentTag)
            id = parent
        }
        return chain
    }
}
