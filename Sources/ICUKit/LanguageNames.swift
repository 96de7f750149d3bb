/// ICU's English names of languages, read backwards: how legacy `.lproj` folders (`English`,
/// `French`, `Japanese`, ...) are mapped to codes, without a hand-written table.
enum LanguageNames {
    /// English language name -> ISO 639 code, built once on first use (a `static let` is initialized
    /// lazily and exactly once, thread-safely). From `uloc_getISOLanguages` and
    /// `uloc_getDisplayLanguage(code, "en")`; codes ICU has no English name for are left out. Should two
    /// codes share a name, the shorter (ISO 639-1) code wins, then the alphabetically first.
    static let codeByEnglishName: [String: String] = {
        var map: [String: String] = [:]
        for code in ICULocale.isoLanguages {
            guard let name = try? ICULocale.displayLanguage(of: code, in: "en"), name != code else { continue }
            if let other = map[name], (other.count, other) < (code.count, code) { continue }
            map[name] = code
        }
        return map
    }()

    /// The ISO 639 code whose English name (as ICU spells it, case included) is `name`.
    static func code(forEnglishName name: String) -> String? {
        codeByEnglishName[name]
    }
}
