/// A language as an `.lproj` folder names it, read through ICU into a canonical BCP 47 tag.
///
/// `pt-BR`, `pt_BR` and `PT-br` all give `pt-BR`; `zh-Hant-TW` and `en` stay as they are; ICU's
/// canonical replacements apply (`iw` gives `he`). Apple's legacy folder names (`English`, `French`,
/// `Japanese`, ...) are matched against ICU's English names of languages. Two IDs are equal when their
/// canonical tags are.
public struct LanguageID: Hashable, Sendable, CustomStringConvertible {
    /// The canonical BCP 47 tag, e.g. "pt-BR", "zh-Hant-TW", "en".
    public let tag: String
    /// The language subtag (ISO 639), lowercase, e.g. "pt".
    public let language: String
    /// The script subtag (ISO 15924), title case, e.g. "Hant"; nil when the tag has none.
    public let script: String?
    /// The region subtag (ISO 3166 alpha-2, uppercase, or UN M.49 digits), e.g. "BR"; nil when none.
    public let region: String?
    /// Whether the folder used a legacy English language name such as `English` or `Japanese`.
    public let isLegacyName: Bool
    /// The ICU locale ID of `tag`, e.g. "pt_BR".
    let icuLocaleID: String

    /// Reads an `.lproj` folder name, with or without the extension ("pt-BR.lproj", "pt_BR", "English").
    ///
    /// Throws `LanguageIDError.baseLocalization` for `Base` and `.malformed` for anything that is no
    /// well-formed BCP 47 tag with a 2- or 3-letter language code and no legacy language name.
    /// A well-formed tag with unknown codes (`xx`) is accepted; see `isValid`.
    public init(folderName: String) throws(LanguageIDError) {
        let name = Self.removingExtension(folderName)
        guard !name.isEmpty else { throw .empty }
        guard name != "Base" else { throw .baseLocalization }
        // English names are capitalized ("English", "Japanese"): a folder named in lowercase, as language codes are,
        // needs no look-up in the table of names, which takes hundreds of ICU calls to make.
        if name.utf8.first.map({ !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) ?? false,
           let code = LanguageNames.code(forEnglishName: name) {
            try self.init(wellFormed: code, legacy: true)
            return
        }
        guard name.utf8.allSatisfy({ Self.isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
        else {
            throw .malformed(name: name, reason: "only ASCII letters, digits, '-' and '_' may appear in a language tag")
        }
        // Apple's folders use '_' as often as '-'; BCP 47 has only '-'.
        let candidate = String(name.map { $0 == "_" ? "-" : $0 })
        let (id, parsed) = try Self.icu { () throws(ICUError) in try ICULocale.id(forLanguageTag: candidate) }
        if parsed < candidate.utf8.count {
            let prefix = String(decoding: candidate.utf8.prefix(parsed), as: UTF8.self)
            let rest = String(decoding: candidate.utf8.dropFirst(parsed), as: UTF8.self)
            let reason = parsed == 0
                ? "it does not start with a language code (2 or 3 letters)"
                : "'\(rest)' after '\(prefix)' is not well-formed"
            throw .malformed(name: name, reason: reason)
        }
        let language = try Self.icu { () throws(ICUError) in try ICULocale.language(of: id) }
        guard !language.isEmpty else {
            throw .malformed(name: name, reason: "it names no language")
        }
        guard (2...3).contains(language.utf8.count), language.utf8.allSatisfy(Self.isLetter) else {
            throw .malformed(
                name: name,
                reason: "the language code '\(language)' has \(language.utf8.count) characters, not 2 or 3 letters"
                    + " (a legacy folder is named in English with a capital, such as 'English')")
        }
        try self.init(wellFormed: candidate, legacy: false)
    }

    /// Builds the ID of a tag already known to be well-formed: canonical tag and subtags, via ICU.
    private init(wellFormed tag: String, legacy: Bool) throws(LanguageIDError) {
        let parts = try Self.icu { () throws(ICUError) in
            let id = try ICULocale.canonicalize(try ICULocale.id(forLanguageTag: tag).id)
            let canonicalTag = try ICULocale.languageTag(forID: id, strict: true)
            let canonicalID = try ICULocale.id(forLanguageTag: canonicalTag).id
            return (
                tag: canonicalTag, id: canonicalID, language: try ICULocale.language(of: canonicalID),
                script: try ICULocale.script(of: canonicalID), region: try ICULocale.region(of: canonicalID))
        }
        self.tag = parts.tag
        self.icuLocaleID = parts.id
        self.language = parts.language
        self.script = parts.script.isEmpty ? nil : parts.script
        self.region = parts.region.isEmpty ? nil : parts.region
        self.isLegacyName = legacy
    }

    /// Whether a folder name is Apple's base localization, `Base` or `Base.lproj`.
    public static func isBase(folderName: String) -> Bool {
        removingExtension(folderName) == "Base"
    }

    /// Whether a folder name is `mul` or `mul.lproj`: ISO 639's code for multiple languages, the folder where Xcode
    /// keeps String Catalogs; no language of its own.
    public static func isMultilingual(folderName: String) -> Bool {
        removingExtension(folderName) == "mul"
    }

    /// Whether every subtag is one ICU knows; see `validationProblems`.
    public var isValid: Bool { validationProblems.isEmpty }

    /// What is unknown about the tag, one sentence each; empty when it is valid. The language must be
    /// one of ICU's ISO 639 codes (`uloc_getISOLanguages`) or a 3-letter code ICU has an English name
    /// for; the script a 4-letter ISO 15924 code ICU has an English name for; the region one of ICU's
    /// ISO 3166 codes (`uloc_getISOCountries`) or a 3-digit UN M.49 code ICU has an English name for.
    public var validationProblems: [String] {
        var problems: [String] = []
        if !Self.isKnownLanguage(language) {
            problems.append("unknown language code '\(language)'")
        }
        if let script, !Self.isKnownScript(script) {
            problems.append("unknown script code '\(script)'")
        }
        if let region, !Self.isKnownRegion(region) {
            problems.append("unknown region code '\(region)'")
        }
        return problems
    }

    /// The tag with ICU's likely script and region added (`uloc_addLikelySubtags`): "zh-TW" gives
    /// "zh-Hant-TW", "en" gives "en-Latn-US"; the tag itself when ICU cannot tell.
    public var maximizedTag: String {
        guard let id = try? ICULocale.addLikelySubtags(icuLocaleID),
              let maximized = try? ICULocale.languageTag(forID: id, strict: false)
        else { return tag }
        return maximized
    }

    /// Whether the language's script is written from right to left (`uloc_isRightToLeft`): true for `ar`, `he`,
    /// `fa`, `ur`; false for `az-Latn` or `en`.
    public var isRightToLeft: Bool { ICULocale.isRightToLeft(icuLocaleID) }

    /// The canonical tag.
    public var description: String { tag }

    /// IDs are equal when their canonical tags are.
    public static func == (lhs: LanguageID, rhs: LanguageID) -> Bool {
        lhs.tag == rhs.tag
    }

    /// Hashes the canonical tag.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
    }

    // MARK: - Helpers

    private static func removingExtension(_ folderName: String) -> String {
        folderName.hasSuffix(".lproj") ? String(folderName.dropLast(".lproj".count)) : folderName
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
    }

    private static func isKnownLanguage(_ code: String) -> Bool {
        if ICULocale.isoLanguages.contains(code) { return true }
        guard code.utf8.count == 3, code.utf8.allSatisfy(isLetter) else { return false }
        return (try? ICULocale.displayLanguage(of: code, in: "en")) != nil
    }

    /// Whether ICU knows the code; see `validationProblems`.
    static func isKnownScript(_ code: String) -> Bool {
        guard code.utf8.count == 4, code.utf8.allSatisfy(isLetter) else { return false }
        return (try? ICULocale.displayScript(of: "und_" + code, in: "en")) != nil
    }

    /// Whether ICU knows the code; see `validationProblems`.
    static func isKnownRegion(_ code: String) -> Bool {
        if code.utf8.count == 2 { return ICULocale.isoRegions.contains(code) }
        guard code.utf8.count == 3, code.utf8.allSatisfy(isDigit) else { return false }
        return (try? ICULocale.displayRegion(of: "und_" + code, in: "en")) != nil
    }

    /// Runs ICU calls, reporting their failure as `LanguageIDError.icu`.
    private static func icu<T>(_ body: () throws(ICUError) -> T) throws(LanguageIDError) -> T {
        do {
            return try body()
        } catch {
            throw .icu(error)
        }
    }
}

extension LanguageID {
    /// The language's English name as ICU gives it (`German` for `de-AT`), or `nil` when ICU has none.
    public var englishName: String? {
        (try? ICULocale.displayLanguage(of: language, in: "en")) ?? nil
    }
}
