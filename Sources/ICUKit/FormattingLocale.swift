import CICUShim

/// The one place where a formatter's locale, a BCP 47 tag, becomes an ICU locale ID (internal).
///
/// ICU itself never rejects a locale: it formats an unknown one with root data ("xx" looks like
/// English without grouping). A formatter must instead let its caller say "unknown locale", so a
/// locale is accepted only when
/// - it is a well-formed BCP 47 tag as a whole (`uloc_forLanguageTag` reads every character) with a
///   language subtag; ICU's `_` is read as `-`, so "pt_BR" works like "pt-BR";
/// - its script and region, if any, are codes ICU knows (as `LanguageID.validationProblems` checks);
/// - ICU has locale data for it or for a parent other than root (`ures_open`): "fr-US" uses "fr";
/// - its ICU name is short enough for ICU 72 (longer names would crash it; see the shim).
/// Every rejection is an `ICUError` whose `unknownLocale` is the locale as given.
enum FormattingLocale {
    /// The ICU locale ID for `locale` ("de-CH" -> "de_CH"), or an `ICUError` with `unknownLocale` set.
    static func icuID(for locale: String) throws(ICUError) -> String {
        func reject(_ function: String, _ code: Int32 = ICUStatus.illegalArgument) -> ICUError {
            .unknownLocale(locale, function: function, code: code)
        }
        let tag = String(locale.map { $0 == "_" ? "-" : $0 })
        let bytes = tag.utf8
        guard !bytes.isEmpty, bytes.allSatisfy({ Self.isTagByte($0) }) else { throw reject("uloc_forLanguageTag") }
        let id: String
        let language: String
        let script: String
        let region: String
        do throws(ICUError) {
            let (converted, parsed) = try ICULocale.id(forLanguageTag: tag)
            guard parsed == bytes.count, !converted.isEmpty else { throw reject("uloc_forLanguageTag") }
            id = converted
            language = try ICULocale.language(of: id)
            script = try ICULocale.script(of: id)
            region = try ICULocale.region(of: id)
        } catch {
            throw error.unknownLocale == nil ? reject(error.function, error.code) : error
        }
        guard !language.isEmpty, language != "und" else { throw reject("uloc_getLanguage") }
        guard script.isEmpty || LanguageID.isKnownScript(script) else { throw reject("uloc_getScript") }
        guard region.isEmpty || LanguageID.isKnownRegion(region) else { throw reject("uloc_getCountry") }
        var status = ICUStatus.ok
        let hasData = l10n_icu_locale_has_data(id, &status)
        guard status <= 0 else { throw reject("ures_open", status) }
        guard hasData != 0 else { throw reject("ures_open", ICUStatus.missingResource) }
        return id
    }

    /// ASCII letters, digits and `-`: the only bytes of a BCP 47 tag.
    private static func isTagByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}
