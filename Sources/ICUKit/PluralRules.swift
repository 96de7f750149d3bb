import CICUShim

/// The plural rules ICU has for one locale: which CLDR category a number takes.
///
/// `Sendable` is safe: the ICU rules object behind `handle` is never changed after it is opened (ICU
/// objects are thread-safe for `const` calls, and `uplrules_select` takes `const UPluralRules *`), all
/// other stored properties are immutable values, and the handle is closed only in `deinit`, when no
/// other reference to this object exists.
public final class PluralRules: Sendable {
    /// The locale as it was given to `init(locale:type:)`.
    public let locale: String
    /// Cardinal or ordinal rules.
    public let type: PluralRuleType
    /// Every category the rules know (ICU's keywords), for any number, integer or not.
    public let categories: Set<PluralCategory>
    /// The ICU locale ID the rules were opened for, e.g. `pt_BR` for "pt-BR".
    let icuLocaleID: String
    /// The opened `UPluralRules`; immutable, see the type's comment.
    nonisolated(unsafe) private let handle: OpaquePointer

    /// Opens ICU's rules for `locale`, a BCP 47 tag ("pt-BR") or an ICU locale ID ("pt_BR").
    ///
    /// A locale ICU has no rules for gets ICU's root rules (only `other`), as ICU does.
    public init(locale: String, type: PluralRuleType = .cardinal) throws(ICUError) {
        let id = try ICULocale.id(fromTagOrID: locale)
        var status = ICUStatus.ok
        let opened = l10n_icu_plural_rules_open(id, type.shimType, &status)
        try ICUStatus.check(status, "uplrules_openForType")
        guard let opened else { throw ICUError(function: "uplrules_openForType", code: Self.internalError) }
        let keywords: String
        do {
            keywords = try ICUStatus.utf8("uplrules_getKeywords") { l10n_icu_plural_rules_keywords(opened, $0, $1, $2) }.text
        } catch {
            l10n_icu_plural_rules_close(opened)
            throw error
        }
        var categories = Set<PluralCategory>()
        for keyword in keywords.split(separator: " ") {
            guard let category = PluralCategory(rawValue: String(keyword)) else {
                // Not a CLDR keyword (custom rules): this type cannot represent it.
                l10n_icu_plural_rules_close(opened)
                throw ICUError(function: "uplrules_getKeywords", code: Self.invalidFormat)
            }
            categories.insert(category)
        }
        self.locale = locale
        self.type = type
        self.icuLocaleID = id
        self.categories = categories
        self.handle = opened
    }

    deinit {
        l10n_icu_plural_rules_close(handle)
    }

    /// The category ICU selects for `number` (`uplrules_select`); `.other` if ICU fails.
    public func select(_ number: Double) -> PluralCategory {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 8) { buffer in
            var status = ICUStatus.ok
            let length = l10n_icu_plural_rules_select(handle, number, buffer.baseAddress, 8, &status)
            guard status <= 0, length > 0, length < 8 else { return .other }
            return PluralCategory(asciiKeyword: UnsafeBufferPointer(rebasing: buffer[..<Int(length)])) ?? .other
        }
    }

    /// The categories ICU selects for some integer 0...999,999, plus `.other`. Computed once per locale and
    /// type, then cached for the process.
    public var neededIntegerCategories: Set<PluralCategory> {
        IntegerPluralScan.neededCategories(of: self)
    }

    /// The categories ICU selects for some integer 0...999,999, and nothing else: what a plural whose number is
    /// always whole (`%lld`) can show. Unlike `neededIntegerCategories`, `.other` is in it only where an integer
    /// selects it: Russian, Polish, Ukrainian and Belarusian whole numbers are all `one`, `few` or `many`. Cached
    /// like `neededIntegerCategories`.
    public var integerCategories: Set<PluralCategory> {
        IntegerPluralScan.reachedCategories(of: self)
    }

    /// The categories a translator is given forms for, for a plural of whole numbers only (`%lld`) or of any number
    /// (`%.1f`): every category the rules have, except those only decimals reach where the numbers are whole (Czech
    /// `many`); `other` always, which Apple shows for a category a form is missing for.
    public func categoriesToWrite(wholeNumbersOnly: Bool) -> Set<PluralCategory> {
        let all = categories.union([.other])
        guard wholeNumbersOnly else { return all }
        return integerCategories.union(optionalCategories).union([.other]).intersection(all)
    }

    /// The categories a translation must provide (DESIGN.md section 5): `.other` and every category ICU
    /// selects for some integer 0...999,999 or some decimal with one to three fraction digits. Czech and
    /// Slovak need `many` (only decimals reach it); Japanese needs only `other`.
    /// Ordinal rules have no decimals: their needed categories are the integer ones. Cached like
    /// `neededIntegerCategories`.
    public var neededCategories: Set<PluralCategory> {
        DecimalPluralScan.neededCategories(of: self)
    }

    /// The categories a translation may leave out but keeps when it has them: those the rules know that only
    /// 1,000,000 and up reach (French, Spanish, Italian, Portuguese `many`), i.e. `categories` minus
    /// `neededCategories`.
    public var optionalCategories: Set<PluralCategory> {
        categories.subtracting(neededCategories)
    }

    /// `U_INTERNAL_PROGRAM_ERROR`, for a NULL handle without a failure status.
    private static let internalError: Int32 = 5
    /// `U_INVALID_FORMAT_ERROR`, for a keyword that is no CLDR category.
    private static let invalidFormat: Int32 = 3
}
