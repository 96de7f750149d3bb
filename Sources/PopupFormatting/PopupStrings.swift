import ICUKit
import Lproj
import PopupStringsResources

/// Localized popup UI strings ("No value", "Attachments", "%d of %d", ...) for one locale, from a bundle of
/// `.lproj` folders: the best language for the locale by ICU's locale matching, then the base language, then the key.
public struct PopupStrings: Sendable {
    /// The locale asked for, as a BCP 47 tag.
    public let locale: String
    /// The locale numbers are written in: Latin digits for Arabic, as the popup's fields (`PopupFormatter`).
    private var numberLocale: String { PopupFormatter.arcGISFormattingLocale(locale) }
    /// The language folder chosen for it (`de`), or the base when none matches.
    public let language: String
    private let tables: [[String: String]]
    private let stringsdicts: [[String: StringsdictEntry]]
    private let plurals: PluralRules?

    /// The project's own strings (`Resources/PopupStrings.bundle`) for a locale such as `de-CH`.
    public static func bundled(locale: String) throws -> PopupStrings {
        try PopupStrings(bundle: BundleReader.read(path: PopupStringsResources.bundlePath), locale: locale)
    }

    /// The strings of `bundle` for `locale`, English (or the bundle's development region) as the base.
    public init(bundle: LocalizationBundle, locale: String) throws(PopupFormattingError) {
        let tag: String
        do {
            tag = try LanguageID(folderName: locale).tag
        } catch {
            throw PopupFormattingError.unknownLocale(locale, reason: error.description)
        }
        self.locale = tag
        let named = bundle.folders.compactMap { folder in
            (try? LanguageID(folderName: folder.name)).map { (tag: $0.tag, folder: folder) }
        }
        let baseTag = bundle.developmentRegion.flatMap { try? LanguageID(folderName: $0).tag } ?? "en"
        let chosenTag = ICULocaleMatcher.bestMatch(desired: [tag], supported: named.map(\.tag), default: baseTag) ?? baseTag
        let chosen = named.first { $0.tag == chosenTag }?.folder
        let base = named.first { $0.tag == baseTag }?.folder
        language = chosen?.name ?? base?.name ?? baseTag
        let folders = [chosen, base].compactMap { $0 }
        tables = folders.map { folder in
            folder.tables.values.reduce(into: [String: String]()) { table, next in
                table.merge(next.strings?.runtimeTable ?? [:]) { first, _ in first }
            }
        }
        stringsdicts = folders.map { folder in
            folder.tables.values.reduce(into: [String: StringsdictEntry]()) { entries, next in
                for entry in next.stringsdict?.entries ?? [] { entries[entry.key] = entry }
            }
        }
        plurals = try? PluralRules(locale: tag)
    }

    /// The text for `key` in the chosen language, else in the base language, else the key itself.
    public func text(_ key: String) -> String {
        for table in tables {
            if let value = table[key], !value.isEmpty { return value }
        }
        return key
    }

    /// `key`'s text with its `%d`/`%1$d` specifiers filled with `arguments`, formatted for the locale.
    public func text(_ key: String, _ arguments: Int...) -> String {
        PrintfArguments.fill(text(key), arguments.map { .integer($0) }, locale: numberLocale)
    }

    /// The plural variant of a sibling-key stem (`attachments.count.few`) that the locale's plural rules choose for
    /// `count`, with `%d` filled; `other` when the chosen category has no text.
    public func plural(_ stem: String, count: Int) -> String {
        let category = plurals?.select(Double(count)) ?? .other
        for key in [PluralVariantKey.key(stem, category), PluralVariantKey.key(stem, .other)] {
            let value = text(key)
            if value != key { return PrintfArguments.fill(value, [.integer(count)], locale: numberLocale) }
        }
        return stem
    }

    /// A `.stringsdict` entry resolved for `count`: each `%#@variable@` replaced by the variable's form for the
    /// count (Apple's `zero` form first for 0, then the locale's plural category, then `other`), and `%d` filled.
    public func pluralFromStringsdict(_ key: String, count: Int) -> String? {
        guard let entry = stringsdicts.lazy.compactMap({ $0[key] }).first, let format = entry.formatKey else { return nil }
        let category = plurals?.select(Double(count)) ?? .other
        var resolved = ""
        var rest = Substring(format)
        while let start = rest.range(of: "%#@") {
            resolved += rest[..<start.lowerBound]
            let afterStart = rest[start.upperBound...]
            guard let end = afterStart.firstIndex(of: "@") else { break }
            let variable = entry.variable(named: String(afterStart[..<end]))
            let forms = [count == 0 ? "zero" : nil, category.rawValue, "other"].compactMap { $0 }
            resolved += forms.lazy.compactMap { variable?.form($0)?.text }.first ?? ""
            rest = afterStart[afterStart.index(after: end)...]
        }
        resolved += rest
        return PrintfArguments.fill(resolved, [.integer(count)], locale: numberLocale)
    }

    /// `key`'s text as an ICU MessageFormat pattern (`{count, plural, one {# file} other {# files}}`) filled with
    /// named arguments.
    public func message(_ key: String, _ arguments: [String: ICUMessageArgument]) throws(PopupFormattingError) -> String {
        do {
            return try ICUMessageFormat(pattern: text(key), locale: numberLocale).format(arguments)
        } catch {
            throw PopupFormattingError.icu(error)
        }
    }
}

/// The sibling-key spelling of a plural variant.
enum PluralVariantKey {
    static func key(_ stem: String, _ category: PluralCategory) -> String { "\(stem).\(category.rawValue)" }
}
