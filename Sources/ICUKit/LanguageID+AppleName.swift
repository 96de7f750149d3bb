extension LanguageID {
    /// The folder name Apple's convention gives this language: the canonical tag, except that a language ICU writes
    /// in more than one script and that is named by language and region only takes its script, as Apple's IDs do
    /// (`zh_CN` gives `zh-Hans`, `zh_TW` `zh-Hant`, `zh_HK` `zh-Hant-HK`); the region stays only where it is not the
    /// script's likely one. `pt_BR` stays `pt-BR`: Portuguese has one script.
    public var appleName: String {
        guard script == nil, let region, let likely = try? ICULocale.addLikelySubtags(icuLocaleID),
              let likelyScript = try? ICULocale.script(of: likely), !likelyScript.isEmpty,
              Self.hasSeveralScripts(language) else { return tag }
        let withScript = "\(language)-\(likelyScript)"
        let scriptRegion = (try? ICULocale.addLikelySubtags("\(language)_\(likelyScript)"))
            .flatMap { try? ICULocale.region(of: $0) }
        return scriptRegion == region ? withScript : "\(withScript)-\(region)"
    }

    /// Whether ICU's likely subtags give `language` another script in some region than it has alone (Chinese: Hans,
    /// but Hant in TW and HK; Serbian: Cyrl, but Latn in ME).
    static func hasSeveralScripts(_ language: String) -> Bool {
        guard let alone = try? ICULocale.addLikelySubtags(language), let script = try? ICULocale.script(of: alone)
        else { return false }
        return ICULocale.isoRegions.contains { region in
            guard let id = try? ICULocale.addLikelySubtags("\(language)_\(region)"),
                  let regional = try? ICULocale.script(of: id) else { return false }
            return !regional.isEmpty && regional != script
        }
    }
}
